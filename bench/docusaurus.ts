import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
 *
 * `BENCH_OURS=floor`: the least any build on this stack can do for these pages. contentlayer's clean compile of the
 * collection beside Next's compile of a trivial app (bench/results/floor-app: one route that renders each of our
 * page paths as a heading, same Next version and build modes), then Next prerendering that app's routes, which are
 * our routes. A real build must do at least this: contentlayer is the collection, and each page's prerender needs
 * its compiled MDX, so the prerender cannot start before contentlayer ends.
 */
const OURS = process.env.BENCH_OURS === 'contentlayer' || process.env.BENCH_OURS === 'floor' ? process.env.BENCH_OURS : 'build';
const FLOOR_APP = resolve('bench/results/floor-app');

/** The trivial app of `BENCH_OURS=floor`, written anew each run from our route list (generated/routes.json). */
function setUpFloorApp() {
  const hrefs = (JSON.parse(readFileSync('generated/routes.json', 'utf8')) as { hrefs: string[] }).hrefs;
  rmSync(FLOOR_APP, { recursive: true, force: true });
  mkdirSync(join(FLOOR_APP, 'app/current/[[...slug]]'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(FLOOR_APP, 'node_modules'));
  writeFileSync(join(FLOOR_APP, 'package.json'), JSON.stringify({ name: 'floor-app', private: true, type: 'module' }));
  writeFileSync(join(FLOOR_APP, 'next.config.mjs'), 'export default { experimental: { cpus: 2 } };\n');
  writeFileSync(
    join(FLOOR_APP, 'app/layout.jsx'),
    'export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  const slugs = hrefs.map((h) => h.replace(/^\/current\/?/, '').replace(/\/$/, '')).map((p) => (p ? p.split('/') : []));
  writeFileSync(
    join(FLOOR_APP, 'app/current/[[...slug]]/page.jsx'),
    `const SLUGS = ${JSON.stringify(slugs)};
export const dynamicParams = false;
export function generateStaticParams() {
  return SLUGS.map((slug) => ({ slug }));
}
export default async function Page({ params }) {
  const { slug = [] } = await params;
  return <h1>{slug.join('/') || 'home'}</h1>;
}
`,
  );
}

/** contentlayer from a clean tree beside the floor app's compile, then the floor app's prerender: one process tree. */
const floorClean = () => {
  moveOutputAside('.');
  rmSync(join(FLOOR_APP, '.next'), { recursive: true, force: true });
  const next = join(FLOOR_APP, 'node_modules/.bin/next');
  const script = [
    `NODE_OPTIONS="$NODE_OPTIONS --max-semi-space-size=64" node_modules/.bin/contentlayer2 build > /dev/null & cl=$!`,
    `(cd ${FLOOR_APP} && ${next} build --experimental-build-mode=compile > /dev/null)`,
    `wait $cl`,
    `cd ${FLOOR_APP} && ${next} build --experimental-build-mode=generate > /dev/null`,
  ].join('\n');
  return measureCommand('bash', ['-ec', script], '.');
};
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
if (OURS !== 'build') {
  // The content step alone writes the Markdown export and the route list that these modes take from the last build.
  if (!existsSync('public/current') || !existsSync('generated/routes.json')) execFileSync('npm', ['run', 'content'], { stdio: 'inherit' });
  copyExport();
}
if (OURS === 'floor') setUpFloorApp();
try {
  for (let i = 0; i < PAIRS; i++) {
    const ours = OURS === 'contentlayer' ? await contentlayerClean() : OURS === 'floor' ? await floorClean() : await measureBuild('clean');
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
