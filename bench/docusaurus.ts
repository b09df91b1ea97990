import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gib, measureBuild, measureCommand, median, moveOutputAside, type Measured, TRASH } from './measure';

/**
 * `npx tsx bench/docusaurus.ts`: our clean build against Docusaurus 3.10 on the same pages, alternating run by run
 * (issue 30; figures in bench/README.md, "Build: issue 30").
 *
 * The Docusaurus side is a site in bench/results/docusaurus (ignored by git; its packages are installed once from
 * the npm registry and kept): `@docusaurus/core`, `@docusaurus/preset-classic` and `@docusaurus/faster` 3.10, with
 * `future: { v4: true, faster: true }` (Rspack), `markdown.format: 'md'`, and as its docs our own Markdown export
 * (public/current/**.md, written by `npm run build`), under the same /current/ paths, sidebar generated from the folders.
 * Each pair is our `npm run build` from a clean tree, then `docusaurus build` with its build output and caches
 * removed; wall time, CPU time of the process tree and its peak memory (PSS) per side.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
/**
 * `BENCH_OURS=contentlayer`: our side is contentlayer's compile of the collection alone, from a clean tree (no
 * `.contentlayer`, no build caches), as the build starts it: does that one step already exceed 0.8 of Docusaurus's
 * whole build? (The build runs it beside the content step and Next's compile; it is the longest lane.)
 */
const OURS = process.env.BENCH_OURS === 'contentlayer' ? 'contentlayer' : 'build';
const contentlayerClean = () => {
  moveOutputAside('.');
  return measureCommand('node_modules/.bin/contentlayer2', ['build'], '.', {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
  });
};
const VERSION = '3.10';
const SITE = resolve('bench/results/docusaurus');

function setUp() {
  mkdirSync(SITE, { recursive: true });
  if (!existsSync(join(SITE, 'node_modules/@docusaurus/core'))) {
    writeFileSync(
      join(SITE, 'package.json'),
      JSON.stringify({
        name: 'docs-docusaurus-pair',
        private: true,
        dependencies: {
          '@docusaurus/core': `~${VERSION}.0`,
          '@docusaurus/preset-classic': `~${VERSION}.0`,
          '@docusaurus/faster': `~${VERSION}.0`,
          react: '^19.0.0',
          'react-dom': '^19.0.0',
        },
      }),
    );
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: SITE, stdio: 'inherit' });
  }
  writeFileSync(
    join(SITE, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Dremio 26.x Documentation',
  url: 'http://localhost',
  baseUrl: '/',
  future: { v4: true, faster: true },
  markdown: { format: 'md' },
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: { path: 'docs', routeBasePath: 'current' }, blog: false, pages: false }]],
};
`,
  );
}

/** Our Markdown export of every page as the Docusaurus site's docs. */
function copyExport() {
  rmSync(join(SITE, 'docs'), { recursive: true, force: true });
  cpSync('public/current', join(SITE, 'docs'), { recursive: true });
}

const docusaurusClean = () => {
  for (const d of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(join(SITE, d), { recursive: true, force: true });
};

const row = (m: Measured) => `${m.seconds.toFixed(1)} s, CPU ${m.cpu.toFixed(1)} s, ${gib(m.peak)}`;

setUp();
// `npx tsx bench/docusaurus.ts setup` installs the Docusaurus site only.
if (process.argv[2] === 'setup') process.exit(0);
const pairs: { ours: Measured; theirs: Measured }[] = [];
// Our side in contentlayer mode writes no Markdown export: take the one the last build left.
if (OURS === 'contentlayer') copyExport();
try {
  for (let i = 0; i < PAIRS; i++) {
    const ours = OURS === 'contentlayer' ? await contentlayerClean() : await measureBuild('clean');
    if (i === 0 && OURS === 'build') copyExport();
    docusaurusClean();
    const theirs = await measureCommand(join(SITE, 'node_modules/.bin/docusaurus'), ['build'], SITE);
    pairs.push({ ours, theirs });
    console.log(`pair ${i + 1}: ours (${OURS}) ${row(ours)}; Docusaurus ${row(theirs)}; wall ratio ${(ours.seconds / theirs.seconds).toFixed(2)}`);
  }
} finally {
  rmSync(TRASH, { recursive: true, force: true });
}
const m = (f: (p: { ours: Measured; theirs: Measured }) => number) => median(pairs.map(f));
console.log(
  `median of ${pairs.length} pairs: wall ${m((p) => p.ours.seconds).toFixed(1)} / ${m((p) => p.theirs.seconds).toFixed(1)} s (ratio of medians ${(m((p) => p.ours.seconds) / m((p) => p.theirs.seconds)).toFixed(2)}, median of pair ratios ${m((p) => p.ours.seconds / p.theirs.seconds).toFixed(2)}); ` +
    `CPU ${m((p) => p.ours.cpu).toFixed(1)} / ${m((p) => p.theirs.cpu).toFixed(1)} s (${(m((p) => p.ours.cpu) / m((p) => p.theirs.cpu)).toFixed(2)}); ` +
    `peak memory ${gib(Math.max(...pairs.map((p) => p.ours.peak)))} / ${gib(Math.max(...pairs.map((p) => p.theirs.peak)))}`,
);
