import type { ReactNode } from 'react';
import { DevRefresh } from '@/components/dev-refresh';
import { devDataStamp } from '@/lib/runtime/runtime-data';

/** Development only (see next.config.mjs): every docs page gets the dev loop's refresh and content errors. */
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DevRefresh renderedFrom={devDataStamp()} />
    </>
  );
}
