// `npm run check`: the author's check before pushing, with no browser and no build: the content check
// (frontmatter, MDX, links and anchors, claims, length), the type check, ESLint, Prettier's check and the unit tests
// an author's change can break (vitest project `check`: the content rules, the page model and what the content step
// makes of a page; the list is AUTHOR_CHECK_TESTS in vitest.config.ts). The other unit tests and the suites that
// run the build scripts, contentlayer, git or file watchers on fixtures (__tests__/integration) are in `npm test`.
// Type check, ESLint and Prettier keep caches (tsconfig.tsbuildinfo, node_modules/.cache), so a second run checks
// only what changed; __tests__/integration/check-caches.test.ts shows that an error made after a run is still found.
// All five run at once; each one's output is printed when it ends, so that it reads as a whole, followed by its time.
// Exits non-zero if any fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const started = Date.now();
const seconds = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

function run(label, cmd, args) {
  const t = Date.now();
  // The steps write to a pipe: colours only when this check writes to a terminal. Some tools colour whenever
  // FORCE_COLOR is set, even to 0 (Prettier's [warn]), so without a terminal it is removed and NO_COLOR set.
  const { FORCE_COLOR: _, ...env } = process.env;
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' };
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...colour } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`\n── ${label} ──\n${output.trimEnd()}\n${code === 0 ? '✓' : '✗'} ${label} (${seconds(t)})\n`);
      resolve(code ?? 1);
    }),
  );
}

const codes = await Promise.all([
  run('content check', bin('tsx'), [fileURLToPath(new URL('check-content.ts', import.meta.url))]),
  run('type check', bin('tsc'), ['--noEmit']),
  // Content, not modification time: a checkout or a worktree switch touches files without changing them.
  run('lint', bin('eslint'), ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.']),
  run('format', bin('prettier'), ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.']),
  run('unit tests', bin('vitest'), ['run', '--project', 'check']),
]);
const failed = codes.some((code) => code !== 0);
console.log(`\nnpm run check ${failed ? 'failed' : 'passed'} in ${seconds(started)}.`);
process.exit(failed ? 1 : 0);
