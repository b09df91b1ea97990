'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { versionOfPath, type SiteVersion } from '@/lib/model/versions';

const never = () => () => {};

/**
 * The version being read, for the parts of the layout that name it or link into it (the version menu, the search
 * button, the footer, the 404 page's help and sections). The static 404 page is prerendered once for every address,
 * under the path `/_not-found`: while it hydrates, these parts render as the server did (current), and then for the address the browser shows
 * (`/26.x/no/such/page` → 26.x). Anywhere else the server already rendered the right version.
 */
export function useReadingVersion(): { pathname: string; version: SiteVersion } {
  const pathname = usePathname() ?? '/';
  // False while the page hydrates (React uses the server's value then), true from the next render on.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const prerendered404 = !hydrated && typeof document !== 'undefined' && document.querySelector('main.not-found') !== null;
  const path = prerendered404 ? '/_not-found' : pathname;
  return { pathname: path, version: versionOfPath(path) };
}
