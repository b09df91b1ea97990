// `npm run build`, in two lanes on the build machine's two cores:
//   1. contentlayer compiles the MDX of every page;
//   2. meanwhile the content step (validation, search index, Markdown, llms.txt) runs, then `next build
//      --experimental-build-mode=compile` compiles the app, which reads pages from disk only when it renders.
// Prerendering (`--experimental-build-mode=generate`) starts when both lanes have succeeded; it ends with the
// build's Next adapter (scripts/build/next-adapter.mjs: compile hints, CSP hashes, run-time files in the traces),
// which hands over to a platform's adapter when the platform set one (Vercel sets NEXT_ADAPTER_PATH). A content error
// stops contentlayer and the build, and is the only thing printed, so an author sees the file, the line and
// the reason, and nothing of the site is built: the app is compiled only after the content step passed, and
// is removed again if contentlayer fails.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

/** The children still running, each the leader of its own process group (their own children join it). */
const running = new Set();
/** The process group of every step started, ended or not: a step that ended may leave processes of its group. */
const groups = new Set();
/** Set once the build is stopped by a signal: from then on the signal handler alone decides how the build ends. */
let stopping = false;

/**
 * Runs a command in a process group of its own; with `quiet`, its output is kept and returned instead of printed,
 * and with `tee`, printed and kept (the last 64 KiB).
 */
function run(cmd, args, { quiet = false, tee = false, env = process.env } = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', quiet || tee ? 'pipe' : 'inherit', quiet || tee ? 'pipe' : 'inherit'], env, detached: true });
  running.add(child);
  groups.add(child.pid);
  let output = '';
  const keep = (stream, echo) =>
    child[stream].on('data', (d) => {
      if (echo) echo.write(d);
      output = (output + d).slice(-64 * 1024);
    });
  if (quiet || tee) {
    keep('stdout', tee && process.stdout);
    keep('stderr', tee && process.stderr);
  }
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      if (!stopping) resolve({ code: code ?? (signal ? 1 : 0), output });
    }),
  );
  return { child, done };
}

/** Whether a process of the group that `pid` leads is still running. */
function groupRunning(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `signal` to every process group of the build's steps and resolves once none is left: the steps' own
 * children (prerender workers, the frozen step's content step and esbuild) included, and those of a step that has
 * already ended. A group still there after five seconds gets SIGKILL; after fifteen, the wait ends.
 */
async function stopAll(signal) {
  const left = () => [...groups].filter(groupRunning);
  const send = (sig) => {
    for (const pid of left()) {
      try {
        process.kill(-pid, sig);
      } catch {
        // That group ended meanwhile.
      }
    }
  };
  send(signal);
  for (let waited = 0; waited < 15_000 && left().length; waited += 100) {
    if (waited === 5_000) send('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Ends a failed build with `code`: stops every step still running (stopAll) before `cleanup` and the exit, so that
 * no step goes on writing after the command has returned (a frozen version's step outlives a failed compile by half a
 * minute, and the next build would collide with it in .next/cache).
 */
async function fail(code, cleanup = () => {}) {
  stopping = true;
  await stopAll('SIGTERM');
  cleanup();
  process.exit(code);
}

// Stopped (Ctrl-C, a CI job cancelled, `kill` of this process alone): every child group is stopped too, so that no
// `next build` goes on writing .next after the command has returned, and the command fails. The children run in
// groups of their own, so a terminal's Ctrl-C reaches them only through here. package.json starts this file with
// `exec`: npm passes a signal to the shell it runs a script in, and a shell that waited on node would die alone.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\nBuild stopped by ${signal}; stopping its ${running.size} running step(s).`);
    stopAll(signal).then(() => process.exit(128 + number));
  });
}

const TURBOPACK_CACHE = '.next/cache/turbopack';

/**
 * `next build` with `args`. Turbopack keeps a cache in .next/cache/turbopack, which a platform restores between
 * builds; a damaged cache makes Turbopack panic (in turbo-persistence) on every later build. A run that panics with
 * that cache present clears it and runs once more.
 */
async function nextBuild(args, env) {
  const first = await run(bin('next'), ['build', ...args], { tee: true, env }).done;
  if (first.code === 0 || !/ panicked at /.test(first.output) || !existsSync(TURBOPACK_CACHE)) return first;
  console.error(`Turbopack panicked with the cache in ${TURBOPACK_CACHE}, which may be damaged; cleared it, building again.`);
  rmSync(TURBOPACK_CACHE, { recursive: true, force: true });
  return run(bin('next'), ['build', ...args], { tee: true, env }).done;
}

// `npm run build:standalone` (`--standalone`): also write the self-contained server in .next/standalone for a
// container or plain-Node host (next.config.mjs reads NEXT_OUTPUT). A plain build leaves it out, so that
// `npm start` (`next start`) prints no warning about it.
if (process.argv.includes('--standalone')) process.env.NEXT_OUTPUT = 'standalone';

const started = Date.now();
const step = (label, t) => console.log(`${label} in ${((Date.now() - t) / 1000).toFixed(1)} s`);

// Young-generation space of 64 MB: contentlayer allocates many short-lived syntax trees, and with V8's
// default it spends a quarter of its time in scavenges (measured: 47 s -> 36 s from a clean tree).
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
// contentlayer's cache of compiled pages comes from .next/cache (scripts/build/cache.mjs), for this exact compile code
// and only for pages whose bytes are unchanged; moved in a process of its own (collection-cache.mjs).
const collectionCache = (command) => run(process.execPath, [fileURLToPath(new URL('collection-cache.mjs', import.meta.url)), command], { quiet: true }).done;
const restored = await collectionCache('restore');
if (restored.code !== 0) {
  process.stderr.write(restored.output);
  process.exit(restored.code);
}
const fromCache = JSON.parse(restored.output);
const contentlayer = run(bin('contentlayer2'), ['build'], { quiet: true, env: { ...process.env, NODE_OPTIONS: nodeOptions } });
const content = await run(bin('tsx'), [fileURLToPath(new URL('build-content.ts', import.meta.url))]).done;
if (content.code !== 0) await fail(content.code);
step('Content step', started);

// The app reads the compiled collection from disk when a page renders (lib/runtime/site.ts), so Next can compile
// the app while contentlayer is still compiling MDX: the content step leaves one core free for it.
// Prerendering (`generate`) needs the collection and starts when both are done.
// Both `next build` runs load the build's adapter (a platform adapter's config changes must apply to the
// compile too), but only the last run, which has every page, completes the output.
const adapter = { ...process.env, NEXT_ADAPTER_PATH: fileURLToPath(new URL('next-adapter.mjs', import.meta.url)) };
if (process.env.NEXT_ADAPTER_PATH) adapter.DOCS_UPSTREAM_ADAPTER = process.env.NEXT_ADAPTER_PATH;
// Frozen versions (scripts/build/build-versions.ts): restored from .next/cache by content hash, or made once, beside the compile.
const frozen = run(bin('tsx'), [fileURLToPath(new URL('build-versions.ts', import.meta.url))], { quiet: true });
const compile = await nextBuild(['--experimental-build-mode=compile'], { ...adapter, DOCS_BUILD_STEP: 'compile' });
if (compile.code !== 0) await fail(compile.code);
const versions = await frozen.done;
process.stdout.write(versions.code === 0 ? versions.output : '');
if (versions.code !== 0) {
  process.stderr.write(versions.output);
  await fail(versions.code, () => {
    rmSync('.next', { recursive: true, force: true });
    console.error('A frozen version failed to build; nothing was built.');
  });
}
step('Next compile', started);
const compiled = await contentlayer.done;
if (compiled.code !== 0) {
  process.stderr.write(compiled.output);
  // The compiled app is of no use without its pages; leave no build behind (Next writes .next in the
  // working directory, like every other output of the build).
  await fail(compiled.code, () => {
    rmSync('.next', { recursive: true, force: true });
    console.error('contentlayer failed; nothing was built.');
  });
}
console.log(
  compiled.output
    .split('\n')
    .filter((l) => l.startsWith('Generated'))
    .join('\n'),
);
const saved = await collectionCache('save');
if (saved.code !== 0) {
  process.stderr.write(saved.output);
  process.exit(saved.code);
}
console.log(`MDX: ${fromCache.reused} of ${fromCache.total} pages from cache.`);
step('MDX compile', started);

const generate = await nextBuild(['--experimental-build-mode=generate'], adapter);
if (generate.code !== 0) process.exit(generate.code);
step('Production build', started);
