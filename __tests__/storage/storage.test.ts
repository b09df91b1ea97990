import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/signals/db';
import { freePort, startServer } from '../deploy/serve';
import { PostgresCluster } from './postgres-cluster';

/**
 * Page feedback and search signals through `next start` (the production build) into each kind of database: the
 * embedded PGlite and a real Postgres server of the test's own. Each request names its client in a header the
 * server is told to trust (CLIENT_ADDRESS_HEADER), so that the rate limit can be exercised per client.
 */
const cluster = new PostgresCluster();
const dataDir = mkdtempSync(join(tmpdir(), 'signals-pglite-'));
beforeAll(() => cluster.init(), 120_000);
afterAll(() => {
  cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

let clients = 0;
/** A client address no other request of this file uses. */
const newClient = () => `198.51.100.${++clients % 250}-${clients}`;

async function post(base: string, path: string, body: unknown, client = newClient(), headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}
/** The status, or 0 when the connection failed (the server was killed). */
const attempt = (base: string, path: string, body: unknown) => post(base, path, body).catch(() => 0);

const vote = (extra: object = {}) => ({ page: '/current/get-started/docker', version: 'current', helpful: true, ...extra });
const searches = (...queries: string[]) => ({ searches: queries.map((query) => ({ query, results: 0, version: 'current', source: 'dialog', rank: null })) });

const BACKENDS = [
  { name: 'PGlite (embedded)', env: () => ({ FEEDBACK_DATA_DIR: dataDir }), settings: () => ({ dataDir }) },
  { name: 'Postgres server', env: () => ({ DATABASE_URL: cluster.url }), settings: () => ({ dataDir, databaseUrl: cluster.url }) },
] as const;

describe.each(BACKENDS)('reader signals stored in $name', (backend) => {
  let server: ChildProcess | undefined;
  let base = '';
  let db: Db | undefined;
  const start = async () => {
    const port = await freePort();
    server = await startServer('node_modules/.bin/next', ['start', '--hostname', '127.0.0.1'], {
      cwd: process.cwd(),
      env: { ...process.env, ...backend.env(), NODE_ENV: 'production', PORT: String(port), CLIENT_ADDRESS_HEADER: 'x-test-client', FEEDBACK_RATE_LIMIT: '30' },
    });
    base = `http://127.0.0.1:${port}`;
    // What the server logs (a database that went away, a write refused) shows with the test's output.
    server.stderr!.on('data', (d: Buffer) => process.stderr.write(`[${backend.name} server] ${d}`));
  };
  /** The database as the test sees it (for PGlite, through the server that has it open, or directly when none does). */
  const read = async () => {
    if (!db || db.lost()) db = await openDatabase(backend.settings());
    return db;
  };
  const stored = async (table: 'page_feedback' | 'search_signal', where = 'true', params: unknown[] = []) =>
    (await read()).query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE ${where}`, params);
  // Started, and its database open (a first start creates it), before the first test.
  beforeAll(async () => {
    await start();
    // An answer first, so that the server opens the database (for PGlite, it is then the process that has it).
    expect(await post(base, '/api/feedback', vote())).toBe(204);
    await stored('page_feedback');
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    server?.kill();
  });

  it('stores a vote, a No with reasons and a comment, and a batch of searches, and answers 204', async () => {
    expect(await post(base, '/api/feedback', vote())).toBe(204);
    const comment = `Step 3 fails for me ${backend.name}; mail me at reader@example.com`;
    expect(await post(base, '/api/feedback', vote({ helpful: false, reasons: ['example-broken', 'other'], comment }))).toBe(204);
    const batch = searches(`no such thing ${backend.name}`, `reflections ${backend.name}`);
    batch.searches[1] = { ...batch.searches[1]!, results: 8, source: 'page', rank: 2 } as never;
    expect(await post(base, '/api/search-signals', batch)).toBe(204);

    const no = await stored('page_feedback', 'comment LIKE $1', [`%${backend.name}%`]);
    expect(no).toHaveLength(1);
    expect(no[0]).toMatchObject({ page: '/current/get-started/docker', version: 'current', helpful: false });
    expect(no[0]!.comment).toBe(`Step 3 fails for me ${backend.name}; mail me at [e-mail]`);
    expect([...(no[0]!.reasons as string[])].sort()).toEqual(['example-broken', 'other']);
    const found = await stored('search_signal', 'query LIKE $1 ORDER BY query', [`%${backend.name}`]);
    expect(found.map((s) => [s.query, s.results, s.source, s.rank])).toEqual([
      [`no such thing ${backend.name}`, 0, 'dialog', null],
      [`reflections ${backend.name}`, 8, 'page', 2],
    ]);
  });

  it('answers malformed, oversized, cross-site and unknown-page requests with a 4xx and stores none of them', async () => {
    const before = (await stored('page_feedback')).length + (await stored('search_signal')).length;
    const bad: [string, string, unknown, Record<string, string>?][] = [
      ['not JSON', '/api/feedback', '{"page":'],
      ['an array', '/api/feedback', '[]'],
      ['null', '/api/feedback', 'null'],
      ['a missing field', '/api/feedback', { page: '/current/', version: 'current' }],
      ['an unknown field', '/api/feedback', vote({ email: 'reader@example.com' })],
      ['a string for a boolean', '/api/feedback', vote({ helpful: 'yes' })],
      ['an unknown page', '/api/feedback', vote({ page: '/current/no-such-page' })],
      ['a page of no site', '/api/feedback', vote({ page: 'https://example.com/' })],
      ['an unknown version', '/api/feedback', vote({ version: '1.0' })],
      ['reasons with Yes', '/api/feedback', vote({ reasons: ['inaccurate'] })],
      ['an unknown reason', '/api/feedback', vote({ helpful: false, reasons: ['ugly'] })],
      ['a repeated reason', '/api/feedback', vote({ helpful: false, reasons: ['other', 'other'] })],
      ['a comment over 1,000 characters', '/api/feedback', vote({ helpful: false, comment: 'x'.repeat(1001) })],
      ['a NUL in a comment', '/api/feedback', vote({ helpful: false, comment: 'a\u0000b' })],
      ['a lone surrogate', '/api/feedback', vote({ helpful: false, comment: 'a\ud800b' })],
      ['an empty batch', '/api/search-signals', { searches: [] }],
      ['51 searches', '/api/search-signals', searches(...Array.from({ length: 51 }, (_, i) => `q${i}`))],
      ['an empty query', '/api/search-signals', searches('   ')],
      ['a query over 200 characters', '/api/search-signals', searches('q'.repeat(201))],
      ['a negative count', '/api/search-signals', { searches: [{ ...searches('x').searches[0], results: -1 }] }],
      ['a rank of 0', '/api/search-signals', { searches: [{ ...searches('x').searches[0], rank: 0 }] }],
      ['a fractional rank', '/api/search-signals', { searches: [{ ...searches('x').searches[0], results: 3, rank: 1.5 }] }],
      ['an unknown source', '/api/search-signals', { searches: [{ ...searches('x').searches[0], source: 'mail' }] }],
      ['a body over 64 KiB', '/api/search-signals', JSON.stringify({ searches: [], pad: 'x'.repeat(70_000) })],
      ['a form body', '/api/feedback', 'helpful=true', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['a cross-site post', '/api/feedback', vote(), { 'sec-fetch-site': 'cross-site' }],
    ];
    const answers = await Promise.all(bad.map(async ([what, path, body, headers]) => [what, await post(base, path, body, newClient(), headers)] as const));
    for (const [what, status] of answers) expect({ what, clientError: status >= 400 && status < 500 }).toEqual({ what, clientError: true });
    const statusOf = Object.fromEntries(answers);
    expect(statusOf['an unknown page']).toBe(422);
    expect(statusOf['a body over 64 KiB']).toBe(413);
    expect(statusOf['a form body']).toBe(415);
    expect(await fetch(`${base}/api/feedback`).then((r) => r.status)).toBe(405);
    expect((await stored('page_feedback')).length + (await stored('search_signal')).length).toBe(before);
  });

  it('answers a flood from one client with 429 after its 30 a minute, while another client is still served', async () => {
    const flooder = newClient();
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 45 }, (_, i) => post(base, '/api/search-signals', searches(`flood ${i}`), flooder)));
    // The bucket refills at one request every 2 s: a burst that takes a few seconds may get that many more.
    const ok = statuses.filter((s) => s === 204).length;
    expect(ok).toBeGreaterThanOrEqual(30);
    expect(ok).toBeLessThanOrEqual(30 + Math.ceil((Date.now() - started) / 2000));
    expect(statuses.filter((s) => s === 429)).toHaveLength(45 - ok);
    expect(await post(base, '/api/search-signals', searches('flood', 'other client'))).toBe(204);
    expect(await stored('search_signal', "query LIKE 'flood %'")).toHaveLength(ok);
  });

  /** Stops the database while requests are in flight and brings it back: the server, or for PGlite the whole server process. */
  const stop = () => (backend.name.startsWith('PGlite') ? void server!.kill('SIGKILL') : cluster.stop('immediate'));
  const restart = async () => (backend.name.startsWith('PGlite') ? start() : cluster.start());

  it('never answers 2xx for a write that was not committed: the database stops in the middle of a batch', async () => {
    // Letters only: a run of digits in a query would be stored as [number].
    const tag = `midbatch-${backend.name.slice(0, 2)}`;
    const answered = new Map<string, number>();
    let next = 0;
    let stopped = false;
    const sender = async () => {
      for (let i = next++; i < 100; i = next++) {
        const query = `${tag}-${i}`;
        answered.set(query, await attempt(base, '/api/search-signals', searches(query)));
        if (!stopped && [...answered.values()].filter((s) => s === 204).length >= 50) {
          stopped = true;
          stop();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    await restart();
    const saved = new Set((await stored('search_signal', 'query LIKE $1', [`${tag}-%`])).map((r) => r.query as string));
    const ok = [...answered].filter(([, s]) => s === 204).map(([q]) => q);
    const refused = [...answered].filter(([, s]) => s !== 204);
    // The stop came mid-batch: some were answered 204 before it and some were not after it.
    expect(ok.length).toBeGreaterThanOrEqual(50);
    expect(refused.length).toBeGreaterThan(0);
    // Every request answered 204 is stored; the others got a 503 or no answer at all, never a 2xx.
    expect(ok.filter((q) => !saved.has(q))).toEqual([]);
    expect(refused.every(([, s]) => s === 503 || s === 0)).toBe(true);
  }, 240_000);

  it('reconnects after the database restarts', async () => {
    // The previous test restarted it; the first request afterwards is stored.
    expect(await post(base, '/api/feedback', vote({ helpful: false, comment: `after restart ${backend.name}` }))).toBe(204);
    if (!backend.name.startsWith('PGlite')) {
      cluster.stop('fast');
      expect(await post(base, '/api/feedback', vote())).toBe(503);
      await cluster.start();
      expect(await post(base, '/api/feedback', vote({ helpful: false, comment: `after second restart ${backend.name}` }))).toBe(204);
    }
    expect(await stored('page_feedback', "comment LIKE 'after %restart%' AND comment LIKE $1", [`%${backend.name}`])).toHaveLength(
      backend.name.startsWith('PGlite') ? 1 : 2,
    );
  }, 120_000);
});
