/**
 * Runs once when a Next server process starts. In the Node.js runtime it installs the guard for the few requests
 * Next answers with a 500, or never answers, before proxy.ts runs (lib/http/raw-request-guard.ts); and a production
 * server refuses to start on a build that did not finish (lib/runtime/build-check.ts), whose pages would be served
 * under the previous build's script hashes, which block every page's own scripts; and it opens the feedback
 * database (lib/signals).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRawRequestGuard } = await import('./lib/http/raw-request-guard');
  installRawRequestGuard();
  // `next build` (which may load this file while it prerenders) is making a build; `next dev` has no finished one.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV !== 'development') {
    const { refuseUnfinishedBuild } = await import('./lib/runtime/build-check');
    refuseUnfinishedBuild();
  }
  // Page feedback's database is opened (and migrated) as the server starts, not on the first reader's answer.
  const { signalsConfig } = await import('./lib/signals/config');
  if (signalsConfig().enabled) import('./lib/signals/db').then((m) => m.database()).catch(() => undefined);
}
