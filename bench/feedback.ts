import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../lib/signals/db';
import { freePort, startServer } from '../__tests__/deploy/serve';
import { PostgresCluster } from '../__tests__/storage/postgres-cluster';

const BODIES = {
  '/api/feedback': { page: '/current/get-started/docker', version: 'current', helpful: false, reasons: ['missing-information'], comment: 'bench' },
  '/api/search-signals': {
    searches: Array.from({ length: 5 }, (_, i) => ({ query: `bench ${i}`, results: i, version: 'current', source: 'dialog', rank: null })),
  },
};

/**
 * 50 concurrent senders for 20 s against each feedback endpoint of `next start`, with the embedded PGlite database
 * and with a Postgres server of its own (Debian's binaries, as in the storage tests), then a count of the rows
 * stored against the 204 answers. Every sender is 127.0.0.1, so the server runs with the per-client rate limit
 * raised out of the way (FEEDBACK_RATE_LIMIT); the limit itself is tested in __tests__/storage.
 */
export async function feedbackLoad(): Promise<string[]> {
  const rows = ['| backend | endpoint | requests/s | p99 latency | 204 answers | errors | rows stored |', '|---|---|---|---|---|---|---|'];
  const cluster = new PostgresCluster();
  await cluster.init();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-feedback-'));
  try {
    for (const [name, settings] of [
      ['PGlite', { dataDir }],
      ['Postgres 15', { dataDir, databaseUrl: cluster.url }],
    ] as const) {
      const port = await freePort();
      const server = await startServer('node_modules/.bin/next', ['start', '--hostname', '127.0.0.1'], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          FEEDBACK_DATA_DIR: dataDir,
          FEEDBACK_RATE_LIMIT: '100000000',
          ...('databaseUrl' in settings ? { DATABASE_URL: settings.databaseUrl } : {}),
        },
      });
      try {
        // One answer first, so that the server has the embedded database open before this process reaches it.
        const first = await fetch(`http://127.0.0.1:${port}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BODIES['/api/feedback']),
        });
        if (first.status !== 204) throw new Error(`the first answer was ${first.status}, not 204`);
        const db = await openDatabase(settings);
        for (const [path, body] of Object.entries(BODIES)) {
          const table = path === '/api/feedback' ? 'page_feedback' : 'search_signal';
          const count = async () => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
          const before = await count();
          const result = await autocannon({
            url: `http://127.0.0.1:${port}${path}`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            connections: 50,
            duration: 20,
          });
          const ok = result.statusCodeStats?.['204']?.count ?? 0;
          const errors = result.errors + result.timeouts + result.non2xx;
          const perRequest = path === '/api/feedback' ? 1 : BODIES['/api/search-signals'].searches.length;
          rows.push(
            `| ${name} | \`${path}\` | ${result.requests.average.toFixed(0)} | ${result.latency.p99} ms | ${ok} | ${errors} | ${(await count()) - before} (${perRequest} per request) |`,
          );
        }
        await db.close();
      } finally {
        server.kill();
        await new Promise((r) => server.once('exit', r));
      }
    }
  } finally {
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
