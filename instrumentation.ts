/**
 * Runs once when a Next server process starts. In the Node.js runtime it installs the guard for the few
 * requests Next answers with a 500 before proxy.ts runs (lib/http/raw-request-guard.ts), and opens the feedback database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRawRequestGuard } = await import('./lib/http/raw-request-guard');
  installRawRequestGuard();
  // Page feedback's database is opened (and migrated) as the server starts, not on the first reader's answer.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { signalsConfig } = await import('./lib/signals/config');
    if (signalsConfig().enabled) import('./lib/signals/db').then((m) => m.database()).catch(() => undefined);
  }
}
