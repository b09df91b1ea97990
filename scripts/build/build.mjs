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
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

/** Runs a command; with `quiet`, its output is kept and returned instead of printed. */
function run(cmd, args, { quiet = false, env = process.env } = {}) {
  const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, detached: quiet });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  const done = new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
  return { child, done };
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
const stopContentlayer = () => {
  try {
    process.kill(-contentlayer.child.pid, 'SIGTERM');
  } catch {
    // contentlayer already ended.
  }
};
const content = await run(bin('tsx'), [fileURLToPath(new URL('build-content.ts', import.meta.url))]).done;
if (content.code !== 0) {
  stopContentlayer();
  process.exit(content.code);
}
step('Content step', started);

// The app reads the compiled collection from disk when a page renders (lib/runtime/docs.ts), so Next can compile
// the app while contentlayer is still compiling MDX: the content step leaves one core free for it.
// Prerendering (`generate`) needs the collection and starts when both are done.
// Both `next build` runs load the build's adapter (a platform adapter's config changes must apply to the
// compile too), but only the last run, which has every page, completes the output.
const adapter = { ...process.env, NEXT_ADAPTER_PATH: fileURLToPath(new URL('next-adapter.mjs', import.meta.url)) };
if (process.env.NEXT_ADAPTER_PATH) adapter.DOCS_UPSTREAM_ADAPTER = process.env.NEXT_ADAPTER_PATH;
// Frozen versions (scripts/build/build-versions.ts): restored from .next/cache by content hash, or made once, beside the compile.
const frozen = run(bin('tsx'), [fileURLToPath(new URL('build-versions.ts', import.meta.url))], { quiet: true });
const compile = await run(bin('next'), ['build', '--experimental-build-mode=compile'], { env: { ...adapter, DOCS_BUILD_STEP: 'compile' } }).done;
if (compile.code !== 0) {
  stopContentlayer();
  process.exit(compile.code);
}
const versions = await frozen.done;
process.stdout.write(versions.code === 0 ? versions.output : '');
if (versions.code !== 0) {
  process.stderr.write(versions.output);
  stopContentlayer();
  rmSync('.next', { recursive: true, force: true });
  console.error('A frozen version failed to build; nothing was built.');
  process.exit(versions.code);
}
step('Next compile', started);
const compiled = await contentlayer.done;
if (compiled.code !== 0) {
  process.stderr.write(compiled.output);
  // The compiled app is of no use without its pages; leave no build behind (Next writes .next in the
  // working directory, like every other output of the build).
  rmSync('.next', { recursive: true, force: true });
  console.error('contentlayer failed; nothing was built.');
  process.exit(compiled.code);
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

const generate = await run(bin('next'), ['build', '--experimental-build-mode=generate'], { env: adapter }).done;
if (generate.code !== 0) process.exit(generate.code);
step('Production build', started);
