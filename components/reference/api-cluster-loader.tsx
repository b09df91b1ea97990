'use client';

import { useEffect } from 'react';

/** Loads the behaviour of the "your cluster" control it sits in, in a chunk of its own, so that only API pages fetch it. */
export function ApiClusterLoader({ placeholderHost }: { placeholderHost: string }) {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    import('./api-cluster-fill')
      .then(({ attachCluster }) => {
        const root = document.querySelector<HTMLElement>('.api-cluster');
        if (root && !gone) detach = attachCluster(root, placeholderHost);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      detach?.();
    };
  }, [placeholderHost]);
  return null;
}
