/**
 * Runs once when a Next server process starts. In the Node.js runtime it installs the guard for the few
 * requests Next answers with a 500 before proxy.ts runs (lib/http/raw-request-guard.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRawRequestGuard } = await import('./lib/http/raw-request-guard');
  installRawRequestGuard();
}
