import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signalsConfig, type SignalsConfig } from './config';
import { MIGRATIONS, MIGRATIONS_LOCK, MIGRATIONS_TABLE } from './migrations';

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The feedback database, whichever it is:
 * - `postgres`: any Postgres named by `DATABASE_URL`, through the `postgres` driver (a pool that opens connections
 *   as it needs them, so the first query after the server restarts reconnects);
 * - `pglite`: the embedded database in the data folder, opened by this process, which also lets the other
 *   processes of the same folder (`npm run insights`, a second server) reach it through a Unix socket;
 * - `pglite-shared`: the embedded database another process has open, reached through that socket.
 * Every write is one statement, so each is atomic on all three.
 */
export interface Db extends Queryable {
  kind: 'postgres' | 'pglite' | 'pglite-shared';
  /** Statements run in one transaction (not on `pglite-shared`, which never migrates: its owner has). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether the connection is gone for good (the owner of a shared database stopped): open it again. */
  lost(): boolean;
  /**
   * After a failed or unanswered write: a Postgres pool may hold connections to a server that went away and will
   * never answer, so it is dropped and the next request opens a new one.
   */
  reset(): void;
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<Db> {
  const { default: postgres } = await import('postgres');
  // No prepared statements: a transaction-mode pooler in front of the database (as managed hosts offer) would not keep them.
  const sql = postgres(url, { max: 10, idle_timeout: 30, connect_timeout: 5, prepare: false, onnotice: () => undefined });
  const on =
    (run: typeof sql.unsafe): Queryable['query'] =>
    async (text, params = []) =>
      [...(await run(text, params as never[]))] as never;
  let dropped = false;
  return {
    kind: 'postgres',
    query: on(sql.unsafe.bind(sql)),
    transaction: (fn) => sql.begin((tx) => fn({ query: on(tx.unsafe.bind(tx)) })) as never,
    lost: () => dropped,
    reset: () => {
      dropped = true;
      sql.end({ timeout: 0 }).catch(() => undefined);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** One request or answer per line on the shared database's socket. */
type Wire = { id: number; text?: string; params?: unknown[]; rows?: unknown[]; error?: { message: string; code?: string } };

function lines(onLine: (line: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      onLine(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
    }
  };
}

function connectShared(socket: string): Promise<Db> {
  return new Promise((resolvePromise, reject) => {
    const conn = createConnection(socket);
    const pending = new Map<number, { ok: (rows: never[]) => void; fail: (e: Error) => void }>();
    let next = 0;
    let closed = false;
    conn.setEncoding('utf8');
    conn.on(
      'data',
      lines((line) => {
        const answer = JSON.parse(line) as Wire;
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.error) waiting?.fail(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
        else waiting?.ok((answer.rows ?? []) as never[]);
      }),
    );
    conn.on('close', () => {
      closed = true;
      for (const { fail } of pending.values()) fail(new Error('the embedded database closed (the process that had it open stopped)'));
      pending.clear();
    });
    conn.once('error', reject);
    conn.once('connect', () => {
      conn.on('error', () => undefined);
      resolvePromise({
        kind: 'pglite-shared',
        query: (text, params = []) =>
          new Promise((ok, fail) => {
            if (closed) return fail(new Error('the embedded database closed'));
            const id = next++;
            pending.set(id, { ok: ok as never, fail });
            conn.write(`${JSON.stringify({ id, text, params } satisfies Wire)}\n`);
          }),
        transaction: () => Promise.reject(new Error('transactions need the process that opened the embedded database')),
        lost: () => closed,
        reset: () => undefined,
        close: async () => void conn.end(),
      });
    });
  });
}

/** The socket beside the database, or in the temporary folder when that path is too long for a Unix socket. */
function socketPath(dir: string) {
  const beside = join(resolve(dir), 'pglite.sock');
  return beside.length < 100 ? beside : join(tmpdir(), `docs-signals-${createHash('sha256').update(beside).digest('hex').slice(0, 16)}.sock`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long an owner may take to open the database before its socket answers (a first start creates it). */
const OWNER_START_MS = 120_000;

/** Reads the lock file: its owner, `missing`, or `unreadable` (being written this instant, or damaged). */
function readLock(lock: string): { pid: number; socket: string } | 'missing' | 'unreadable' {
  try {
    const owner = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number; socket: string };
    return typeof owner?.pid === 'number' && typeof owner.socket === 'string' ? owner : 'unreadable';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

const mtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/**
 * The embedded database in `dir`: opened here, or reached through the process that has it open. PGlite is one
 * process's database (two opening the same folder would corrupt it), so `owner.json` names the process that has it
 * and its socket. The first process creates that file exclusively; a file left by a process that is gone (or
 * damaged) is taken over under `takeover.lock`, a folder whose creation is atomic, so that two processes finding
 * the same stale file never both take it.
 */
async function openEmbedded(dir: string): Promise<Db> {
  // Within one process, one open at a time per folder: a second caller waits for the first and shares through it.
  const key = resolve(dir);
  const before = opening.get(key);
  if (before) await before.catch(() => undefined);
  const attempt = claimEmbedded(dir);
  opening.set(key, attempt);
  return attempt;
}
const opening = new Map<string, Promise<Db>>();

async function claimEmbedded(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lock = join(dir, 'owner.json');
  const takeover = join(dir, 'takeover.lock');
  const socket = socketPath(dir);
  const mine = JSON.stringify({ pid: process.pid, socket });
  for (const started = Date.now(); ; await sleep(100)) {
    if (Date.now() - started > OWNER_START_MS) throw new Error(`the embedded database in ${dir} is held by a process that does not answer (see ${lock})`);
    const owner = readLock(lock);
    if (owner === 'missing') {
      try {
        writeFileSync(lock, mine, { flag: 'wx', mode: 0o600 });
        return await openOwner(dir, lock, socket);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw e;
      }
    }
    const age = Date.now() - (mtime(lock) ?? Date.now());
    if (owner !== 'unreadable' && (owner.pid === process.pid || alive(owner.pid))) {
      // This process's own open (see openEmbedded) is reached through its socket like any other.
      const shared = await connectShared(owner.socket).catch(() => null);
      if (shared) return shared;
      // Still opening it (a first start creates it); a lock that old whose socket does not answer is a reused pid.
      if (owner.pid !== process.pid && age < OWNER_START_MS) continue;
    } else if (owner === 'unreadable' && age < 2_000) {
      continue;
    }
    // Stale: take it over, unless another process is doing so (a takeover left by a process that died expires).
    try {
      mkdirSync(takeover);
    } catch {
      if (Date.now() - (mtime(takeover) ?? Date.now()) > 10_000) rmSync(takeover, { recursive: true, force: true });
      continue;
    }
    try {
      if (JSON.stringify(readLock(lock)) !== JSON.stringify(owner)) continue;
      writeFileSync(`${lock}.${process.pid}`, mine, { mode: 0o600 });
      renameSync(`${lock}.${process.pid}`, lock);
    } finally {
      rmSync(takeover, { recursive: true, force: true });
    }
    return openOwner(dir, lock, socket);
  }
}

async function openOwner(dir: string, lock: string, socket: string): Promise<Db> {
  const release = () => {
    rmSync(socket, { force: true });
    try {
      if (JSON.parse(readFileSync(lock, 'utf8')).pid === process.pid) rmSync(lock, { force: true });
    } catch {
      // Already gone.
    }
  };
  let pg;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    pg = await PGlite.create(join(dir, 'pglite'));
  } catch (e) {
    release();
    throw e;
  }
  const db = pg;
  const query: Queryable['query'] = async (text, params) => (await db.query(text, params)).rows as never;
  const connections = new Set<Socket>();
  const server = createServer((conn) => {
    connections.add(conn);
    conn.on('close', () => connections.delete(conn));
    conn.setEncoding('utf8');
    conn.on('error', () => undefined);
    conn.on(
      'data',
      lines((line) => {
        let ask: Wire;
        try {
          ask = JSON.parse(line) as Wire;
        } catch {
          conn.destroy();
          return;
        }
        query(ask.text ?? '', ask.params).then(
          (rows) => conn.write(`${JSON.stringify({ id: ask.id, rows })}\n`),
          (e: Error & { code?: string }) => conn.write(`${JSON.stringify({ id: ask.id, error: { message: e.message, code: e.code } })}\n`),
        );
      }),
    );
  });
  rmSync(socket, { force: true });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(socket, ok));
  server.on('error', () => undefined);
  process.once('exit', release);
  return {
    kind: 'pglite',
    query,
    transaction: (fn) => db.transaction((tx) => fn({ query: async (text, params) => (await tx.query(text, params)).rows as never })),
    lost: () => false,
    reset: () => undefined,
    close: async () => {
      for (const conn of connections) conn.destroy();
      await new Promise((ok) => server.close(ok));
      await db.close();
      release();
      process.removeListener('exit', release);
    },
  };
}

/** Applies the migrations this database has not had yet, in one transaction under an advisory lock. */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
    await tx.query(MIGRATIONS_TABLE);
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM signals_migrations')).map((r) => Number(r.version)));
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO signals_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}

/** Opens the database the settings name and brings its schema up to date. */
export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const db = settings.databaseUrl ? await openPostgres(settings.databaseUrl) : await openEmbedded(settings.dataDir);
  if (db.kind === 'pglite-shared') return db;
  try {
    await migrate(db);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return db;
}

const HELD = Symbol.for('dremio-docs.signals-db');
/** The database of this process (kept on globalThis, so that `next dev`'s module reloads share it). */
type Held = { [HELD]?: Promise<Db> };

/** The open database, opened (and migrated) on first use; opened again after a failed open or a lost connection. */
export async function database(config: SignalsConfig = signalsConfig()): Promise<Db> {
  const g = globalThis as Held;
  const current = g[HELD];
  if (current) {
    const db = await current.catch(() => null);
    if (db && !db.lost()) return db;
    if (g[HELD] === current) g[HELD] = undefined;
  }
  const opening = (g[HELD] ??= openDatabase(config));
  opening.catch((e: Error) => {
    console.error(`The feedback database could not be opened: ${e.message}`);
    if (g[HELD] === opening) g[HELD] = undefined;
  });
  return opening;
}
