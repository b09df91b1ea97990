'use client';

import { useEffect } from 'react';
import { devEventsHref } from '@/lib/model/routes';
import { versionOfPath } from '@/lib/model/versions';

/**
 * Development only (app/not-found.tsx renders it under `next dev`): the "Page not found" of an address whose page an author is writing.
 * When the content changes, it asks for the address until it answers (Next's dev server first answers from the page
 * list it had, then refreshes it) and then reloads, so a page saved after the address was opened appears.
 */
export function DevReloadWhenFound({ renderedFrom }: { renderedFrom: string }) {
  useEffect(() => {
    const version = versionOfPath(location.pathname);
    const events = new EventSource(devEventsHref(renderedFrom, version.frozen ? version.label : undefined));
    let asking = false;
    events.addEventListener('change', async () => {
      if (asking) return;
      asking = true;
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await fetch(location.href, { cache: 'no-store' }).catch(() => null);
        if (response?.ok) return location.reload();
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      asking = false;
    });
    return () => events.close();
  }, [renderedFrom]);
  return null;
}
