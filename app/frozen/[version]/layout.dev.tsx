import type { ReactNode } from 'react';
import { DevRefresh } from '@/components/dev-refresh';
import { frozenVersion } from '@/lib/model/versions';
import { devDataStamp } from '@/lib/runtime/runtime-data';

/**
 * Development only (see next.config.mjs): a frozen version's page re-renders when the dev loop's frozen step has made
 * the version again, and shows the content errors of that step (and of current's check) over the page.
 */
export default async function FrozenDevLayout({ children, params }: { children: ReactNode; params: Promise<{ version: string }> }) {
  const version = frozenVersion((await params).version)?.label;
  return (
    <>
      {children}
      <DevRefresh renderedFrom={devDataStamp(version)} version={version} />
    </>
  );
}
