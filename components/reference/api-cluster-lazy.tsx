'use client';

import dynamic from 'next/dynamic';

/**
 * The "your cluster" control (api-cluster.tsx) in a chunk of its own: rendered into the HTML of REST API pages, and its
 * code loaded by those pages only, not by every page of the docs route.
 */
export const ApiClusterLazy = dynamic(() => import('./api-cluster').then((m) => m.ApiCluster));
