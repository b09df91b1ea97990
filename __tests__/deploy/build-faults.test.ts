import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../repo-copy';
import { processesIn } from './processes';
import { freePort } from './serve';

/**
 * `npm run build` under faults, in a copy of the repository that starts from this checkout's build caches (as a
 * platform restores `.next/cache`; `npm test` builds the checkout first): damaged diagram and Turbopack caches are
 * rebuilt, never shipped nor fatal; a build stopped half-way stops every process it started, fails, and is never
 * served.
 */
let project: string;
let rebuild: { status: number | null; log: string };

/** Files under `dir` whose names end with `suffix`, relative to `dir`. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(suffix) && statSync(join(dir, f)).isFile());
}

/** The diagrams of every prerendered page (`current/….html` in Next's route cache): the inline SVGs a reader gets. */
function diagramsOf(root: string): Map<string, string[]> {
  const server = join(root, '.next/server');
  const pages = new Map<string, string[]>();
  for (const file of filesUnder(server, '.html')) {
    const svgs = [...readFileSync(join(server, file), 'utf8').matchAll(/<svg[^>]*class="diagram-svg"[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    if (svgs.length) pages.set(file.replace(/^.*\$\//, ''), svgs);
  }
  return pages;
}

/** Cuts a file to half its length, as a build killed while writing it would leave it. */
const cutShort = (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2));

beforeAll(() => {
  if (!existsSync('.next/cache/diagrams') || !existsSync('.next/cache/turbopack'))
    throw new Error('No build caches in this checkout: run `npm run build` first (npm test does).');
  project = copyRepository('docs-build-faults-');
  cpSync('.next/cache', join(project, '.next/cache'), { recursive: true });
  // The site's content and collection caches would spare the build every diagram render: without them, every
  // page's diagrams come from the (damaged) diagram cache.
  rmSync(join(project, '.next/cache/docs'), { recursive: true, force: true });
  const diagrams = filesUnder(join(project, '.next/cache/diagrams'), '.svg');
  if (diagrams.length < 3) throw new Error('the diagram cache holds fewer than three diagrams');
  for (const file of diagrams) cutShort(join(project, '.next/cache/diagrams', file));
  for (const file of filesUnder(join(project, '.next/cache/turbopack'), '.sst')) cutShort(join(project, '.next/cache/turbopack', file));
  const run = spawnSync('npm', ['run', 'build'], { cwd: project, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  rebuild = { status: run.status, log: `${run.stdout}\n${run.stderr}` };
}, 900_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('a build with damaged caches', () => {
  it('clears a Turbopack cache that panics, says so, and builds', () => {
    expect(rebuild.log).toMatch(/Turbopack panicked with the cache in \.next\/cache\/turbopack, which may be damaged; cleared it, building again\./);
    expect(rebuild.status, rebuild.log.slice(-3000)).toBe(0);
  });

  it('renders damaged diagram cache entries again: every page has the diagrams of a build from scratch', () => {
    const expected = diagramsOf('.');
    expect(expected.size).toBeGreaterThanOrEqual(3);
    const built = diagramsOf(project);
    expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [page, svgs] of expected) expect(built.get(page), page).toEqual(svgs);
  });
});

describe('a build stopped while it prerenders', () => {
  let stopped: { code: number | null; signal: NodeJS.Signals | null; log: string };
  let left: { pid: number; command: string }[];

  beforeAll(async () => {
    expect(rebuild.status).toBe(0);
    // `npm run build` alone gets the signal (a CI runner cancelling the job, `kill <pid>`), not its process group.
    const build = spawn('npm', ['run', 'build'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let log = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      build.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        log += chunk;
        if (/Generating static pages/.test(log)) resolve();
      };
      build.stdout!.on('data', onData);
      build.stderr!.on('data', onData);
      build.on('exit', () => reject(new Error(`the build ended before it prerendered:\n${log.slice(-3000)}`)));
    });
    build.kill('SIGTERM');
    stopped = { ...(await exited), log };
    // What the stopped build started has ten seconds to go.
    for (let i = 0; i < 20 && processesIn(project).length; i++) await new Promise((r) => setTimeout(r, 500));
    left = processesIn(project);
  }, 900_000);

  afterAll(() => {
    for (const { pid } of processesIn(project)) process.kill(pid, 'SIGKILL');
  });

  it('fails and leaves no process of the build running', () => {
    expect(stopped.code ?? 1, stopped.log.slice(-2000)).not.toBe(0);
    expect(left).toEqual([]);
  });

  it('is not served: `next start` refuses the build and says why', async () => {
    const buildId = readFileSync(join(project, '.next/BUILD_ID'), 'utf8').trim();
    // The stop left what the issue describes: a new build id beside the previous build's script hashes.
    expect((JSON.parse(readFileSync(join(project, 'generated/csp.json'), 'utf8')) as { buildId: string }).buildId).not.toBe(buildId);
    const port = await freePort();
    const server = spawn(join(project, 'node_modules/.bin/next'), ['start', '--hostname', '127.0.0.1'], {
      cwd: project,
      env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 30_000);
      server.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
      // A server that came up must not serve a page.
      const poll = setInterval(() => {
        fetch(`http://127.0.0.1:${port}/current/`)
          .then((res) => res.status === 200 && (clearInterval(poll), resolve(-200)))
          .catch(() => undefined);
      }, 500);
      server.on('exit', () => clearInterval(poll));
    });
    server.kill('SIGKILL');
    expect(code, output).toBe(1);
    expect(output).toContain(`Not serving this build: generated/csp.json belongs to build`);
    expect(output).toContain(buildId);
  });
});
