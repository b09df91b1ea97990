import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONTENTLAYER_DIR } from '../lib/collection/paths.mjs';

/**
 * Memory of a process tree: the sum of each process's proportional set size (PSS, from
 * /proc/<pid>/smaps_rollup), which counts pages shared between the build's processes once, unlike RSS.
 * The tree is read from /proc/<pid>/stat rather than by running `ps`, so sampling forks nothing.
 */
function treeMemory(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": the command may contain spaces and parentheses, so split after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while /proc was listed.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      total += Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Where the previous build's output waits while a clean build is measured (ignored by git). */
export const TRASH = 'bench/results/previous-build';

/** Everything `npm run build` writes; none of it is in a fresh clone. */
const BUILD_OUTPUT = [CONTENTLAYER_DIR, '.next', 'generated', 'public/search', 'public/current', 'public/llms.txt', 'public/llms-full.txt'];

/**
 * Moves the previous build's output aside (into TRASH, removed after the measurements), all of it or all but
 * `.next/cache` (`keepCache`: what a Vercel-style platform restores into a fresh checkout).
 *
 * The output is moved, not deleted: deleting it just before the build would leave tens of thousands of freshly
 * freed inodes, which ext4 skips over for a minute or more when it allocates new ones (measured here: about 11 s
 * more kernel time in prerendering, a cost a fresh clone does not have).
 */
export function moveOutputAside(root = '.', keepCache = false) {
  const aside = join(root, TRASH, String(Date.now()));
  // A frozen version's Markdown (scripts/build/build-versions.ts) is build output too.
  const { frozen } = JSON.parse(readFileSync(join(root, 'versions/versions.json'), 'utf8')) as { frozen: { label: string }[] };
  for (const path of [...BUILD_OUTPUT, ...frozen.map((f) => `public/${f.label}`)]) {
    if (!existsSync(join(root, path))) continue;
    mkdirSync(dirname(join(aside, path)), { recursive: true });
    renameSync(join(root, path), join(aside, path));
  }
  if (keepCache && existsSync(join(aside, '.next/cache'))) {
    mkdirSync(join(root, '.next'), { recursive: true });
    renameSync(join(aside, '.next/cache'), join(root, '.next/cache'));
  }
}

export interface Measured {
  /** Wall time, s. */
  seconds: number;
  /** CPU time (user + system) of the whole process tree, s. */
  cpu: number;
  /** Peak PSS of the process tree, bytes. */
  peak: number;
}

/** Runs a command to its end, sampling its tree's memory once a second (more often slowed the build it measures). */
export async function measureCommand(command: string, args: string[], cwd = '.', env: NodeJS.ProcessEnv = process.env): Promise<Measured> {
  // GNU time adds up the CPU of every process the command waited for, which is all of a build's processes.
  const times = join(mkdtempSync(join(tmpdir(), 'bench-time-')), 'times');
  const started = Date.now();
  const child = spawn('/usr/bin/time', ['-o', times, '-f', '%U %S', command, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeMemory(child.pid!))), 1000);
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  const [user, system] = readFileSync(times, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  rmSync(dirname(times), { recursive: true, force: true });
  return { seconds, cpu: user! + system!, peak };
}

/**
 * One `npm run build`: `clean` starts as a fresh clone does, with none of the build's output and caches; `platform`
 * as a Vercel-style host's next build does, with only `.next/cache` kept; `cached` with everything of the previous
 * build kept, as when an author rebuilds on their own machine.
 */
export async function measureBuild(mode: 'clean' | 'platform' | 'cached' | boolean, root = '.'): Promise<Measured> {
  const m = mode === true ? 'clean' : mode === false ? 'cached' : mode;
  if (m !== 'cached') moveOutputAside(root, m === 'platform');
  return measureCommand('npm', ['run', 'build'], root);
}

export const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
