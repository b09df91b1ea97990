import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../deploy/serve';

/** The newest Debian PostgreSQL server's binaries (`scripts/ensure-postgres.sh` installs them). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql: run scripts/ensure-postgres.sh (npm test does).');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/** util-linux's runuser: in /usr/sbin or /sbin, which a root shell's PATH does not always hold. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

/**
 * A throw-away Postgres server: a cluster made by initdb in a temporary folder, served by pg_ctl on a free port of
 * 127.0.0.1 (its socket in the same folder). initdb refuses to run as root, so as root the cluster belongs to the
 * `postgres` user Debian's package creates, and every command runs as that user (runuser).
 */
export class PostgresCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'signals-pg-'));
  readonly bin = binDir();
  port = 0;

  private run(command: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    const [cmd, argv] = asRoot ? [RUNUSER, ['-u', 'postgres', '--', join(this.bin, command), ...args]] : [join(this.bin, command), args];
    return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 }).toString();
  }

  async init() {
    if (process.getuid?.() === 0) {
      const pg = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      chownSync(this.dir, pg, pg);
    }
    chmodSync(this.dir, 0o700);
    this.run('initdb', ['-D', join(this.dir, 'data'), '-U', 'docs', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    this.port = await freePort();
    await this.start();
  }

  get url() {
    return `postgres://docs@127.0.0.1:${this.port}/postgres`;
  }

  /**
   * Starts the server; after an immediate stop, a backend of the old server may still hold the shared memory for a
   * moment ("pre-existing shared memory block is still in use"), so a refused start is tried again.
   */
  async start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    for (let attempt = 1; ; attempt++) {
      try {
        this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'log'), '-w', '-t', '60', 'start']);
        return;
      } catch (e) {
        if (attempt === 10) throw new Error(`${(e as Error).message}\n${readFileSync(join(this.dir, 'log'), 'utf8').slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** `immediate` stops at once, as a crash would: sessions are cut, and what was not committed is lost. */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
