import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, launchBrowser } from '../__tests__/e2e/browser';
import { inlineCss } from '../__tests__/e2e/inline-css';
import { devLoop } from './dev-loop';
import { feedbackLoad } from './feedback';
import { measureBuild, median, TRASH } from './measure';

/**
 * `npm run bench`: production build time and peak memory, per-page weights of a sample of every page kind,
 * search figures, the time from opening the search dialog to the first results in Chromium, and the preview
 * loop (bench/dev-loop.ts). `npm run bench -- dev` measures the preview loop alone (`-- dev edits`: without the fresh-clone start), and `npm run bench -- feedback`
 * the load on the feedback endpoints alone (bench/feedback.ts, after a build).
 */
if (process.argv[2] === 'dev') {
  console.log((await devLoop({ edits: process.argv[3] === 'edits' })).join('\n'));
  process.exit(0);
}
if (process.argv[2] === 'feedback') {
  console.log((await feedbackLoad()).join('\n'));
  process.exit(0);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
/** `median (min–max)` of a set of scores. */
const spread = (xs: number[]) => `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})`;

const SAMPLE: [string, string][] = [
  ['home', '/current/'],
  ['landing', '/current/admin/'],
  ['guide', '/current/get-started/docker'],
  ['SQL command', '/current/reference/sql/commands/SELECT-statements'],
  ['SQL function', '/current/reference/sql/sql-functions/functions/DATE_TRUNC'],
  ['function finder', '/current/reference/sql/sql-functions/ALL_FUNCTIONS'],
  ['system table', '/current/reference/sql/system-tables/jobs'],
  ['API operation', '/current/reference/api/catalog/'],
  ['release notes', '/current/release-notes/version-250-release'],
];

async function pageWeights(base: string) {
  const browser = await launchBrowser();
  const rows: string[] = [];
  for (const [kind, path] of SAMPLE) {
    const page = await browser.newPage();
    const sizes = { html: 0, js: 0, css: 0 };
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      const body = await res.body().catch(() => null);
      if (!body) return;
      const gz = gzipSync(body).length;
      if (type === 'document') {
        sizes.html += gz;
        // The stylesheet is inlined into <head>: its share of the document, gzipped on its own.
        const inline = inlineCss(body.toString('utf8'));
        if (inline) sizes.css += gzipSync(inline).length;
      } else if (type === 'script') sizes.js += gz;
      else if (type === 'stylesheet') sizes.css += gz;
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    rows.push(`| ${kind} | \`${path}\` | ${kib(sizes.html)} | ${kib(sizes.js)} | ${kib(sizes.css)} |`);
    await page.close();
  }
  // Time from opening the dialog to the first results, cold (first open on the page) and warm.
  const page = await browser.newPage();
  await page.goto(`${base}/current/get-started/`, { waitUntil: 'networkidle' });
  const times: number[] = [];
  for (const q of ['reflection', 'date_trunc', 'kubernetes']) {
    const t = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('input[role="combobox"]').fill(q);
    await page.locator('[role="option"]').first().waitFor();
    times.push(Date.now() - t);
    await page.keyboard.press('Escape');
  }
  await browser.close();
  return { rows, dialog: times };
}

/**
 * Lighthouse (npm `lighthouse`) with Debian's Chromium, mobile defaults, on a sample of pages. Scores vary
 * from run to run on a shared 2-core machine, so each page runs RUNS times and the median is reported with
 * the range, as Lighthouse's own guidance on variability recommends. The runs take turns over the pages
 * (first run of every page, then the second, ...): a minute in which the machine is slow then costs every
 * page one run instead of one page all of its runs. Lighthouse's benchmark index of the machine (its own
 * measure of CPU speed, taken in every run) is reported with its range, as a record of that variability.
 */
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_PAGES = [
  '/current/',
  '/current/get-started/docker',
  '/current/reference/sql/sql-functions/functions/DATE_TRUNC',
  '/current/reference/api/catalog/container-space',
  '/current/release-notes/version-250-release',
];
async function lighthouseScores(base: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const scores = new Map(LIGHTHOUSE_PAGES.map((path) => [path, { byCategory: new Map(categories.map((k) => [k, [] as number[]])), tbt: [] as number[] }]));
  const benchmarkIndex: number[] = [];
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const path of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        const { categories: c, audits, environment } = result!.lhr;
        const page = scores.get(path)!;
        for (const k of categories) page.byCategory.get(k)!.push(Math.round((c[k]?.score ?? 0) * 100));
        page.tbt.push(Math.round(audits['total-blocking-time']?.numericValue ?? 0));
        benchmarkIndex.push(Math.round(environment.benchmarkIndex));
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows = LIGHTHOUSE_PAGES.map((path) => {
    const page = scores.get(path)!;
    const cell = (k: string) => spread(page.byCategory.get(k)!);
    return `| \`${path}\` | ${cell('performance')} | ${median(page.tbt)} ms | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} |`;
  });
  return { rows, benchmarkIndex: spread(benchmarkIndex) };
}

/** 50 concurrent connections for 20 s against one page of the production server. */
async function load(base: string, path: string) {
  const result = await autocannon({ url: base + path, connections: 50, duration: 20 });
  const errors = result.errors + result.timeouts + result.non2xx;
  return `| \`${path}\` | ${result.requests.average.toFixed(0)} | ${result.latency.p99} ms | ${errors} |`;
}

// Build times on this shared two-core machine vary by about 10% from run to run, so each figure is the
// median of three builds, with the range.
const BUILD_RUNS = 3;
for (const clean of [true, false]) {
  const builds = [];
  for (let run = 0; run < BUILD_RUNS; run++) builds.push(await measureBuild(clean));
  const seconds = builds.map((b) => b.seconds);
  const peak = Math.max(...builds.map((b) => b.peak));
  console.log(
    `production build ${clean ? 'from a clean tree' : 'with caches kept (rebuild)'}: median ${median(seconds).toFixed(1)} s (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s over ${BUILD_RUNS} runs), peak memory (PSS of the process tree) ${(peak / 2 ** 30).toFixed(2)} GiB`,
  );
}
rmSync(TRASH, { recursive: true, force: true });
execSync('npx tsx bench/search.ts', { stdio: 'inherit' });
const port = 3300 + Math.floor(Math.random() * 500);
// The server every Next host runs: plain `next start`.
const server = spawn('node_modules/.bin/next', ['start', '--hostname', '127.0.0.1'], {
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout!.on('data', (d: Buffer) => d.toString().includes('Ready') && resolve()));
try {
  const { rows, dialog } = await pageWeights(`http://127.0.0.1:${port}`);
  console.log('\n| page kind | path | HTML (gz) | JS (gz) | CSS (gz, inline in the HTML) |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`\nsearch dialog, open to first results in Chromium: cold ${dialog[0]} ms, warm ${dialog.slice(1).join(' ms, ')} ms`);
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n| Lighthouse, median of ${LIGHTHOUSE_RUNS} (range) | performance | TBT | accessibility | best practices | SEO |\n|---|---|---|---|---|---|`);
  const lighthouseResult = await lighthouseScores(base);
  console.log(lighthouseResult.rows.join('\n'));
  console.log(`\nLighthouse benchmark index of this machine over those runs: median ${lighthouseResult.benchmarkIndex}`);
  console.log('\n| load: 50 connections, 20 s | requests/s | p99 latency | errors |\n|---|---|---|---|');
  for (const path of ['/current/admin/', '/current/reference/sql/sql-functions/functions/DATE_TRUNC', '/current/reference/api/catalog/container-space'])
    console.log(await load(base, path));
} finally {
  server.kill();
}
console.log(`\n${(await feedbackLoad()).join('\n')}`);
console.log(`\n${(await devLoop()).join('\n')}`);
