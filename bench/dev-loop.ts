import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../__tests__/e2e/browser';
import { CONTENTLAYER_DIR } from '../lib/collection/paths.mjs';

/**
 * The preview loop an author uses (`npm run dev`), measured as one: the time from starting it to the first page
 * served, from a fresh clone (after `npm ci`: no compiled collection, no generated data, no Next cache) and
 * with the caches of a previous run; then, with that page open in Chromium, the time from saving an edit to
 * the .mdx file to the edit being visible in the page, for a body edit and for a frontmatter (title) edit.
 * Every edited file is restored, and the outputs moved aside for the fresh start are put back, also when a
 * step fails.
 */
const PAGE = '/current/acceleration/';
const FILE = 'content/acceleration/index.mdx';
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Starts `npm run dev` in its own process group (so that Next's workers stop with it); returns when the first
 * page is served and when the loop is idle: the content check and contentlayer's build at start are done.
 */
async function startDev(port: number): Promise<{ child: ChildProcess; firstPage: number; idle: number; log: () => string }> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  const idle = () => output.includes('Content checked:') && /^Generated \d+ documents/m.test(output);
  const deadline = started + 180_000;
  let firstPage = 0;
  while (Date.now() < deadline) {
    if (!firstPage) {
      const res = await fetch(`http://localhost:${port}${PAGE}`).catch(() => null);
      if (res?.status === 200 && (await res.text()).includes('<h1')) firstPage = Date.now() - started;
    }
    if (firstPage && idle()) return { child, firstPage, idle: Date.now() - started, log: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`npm run dev was not ready within 180 s:\n${output}`);
}

/** Saves `edited` over the file and returns the time until `visible` holds in the open page. */
async function timeEdit(page: Page, edited: string, visible: (token: string) => string, token: string): Promise<number> {
  const t = Date.now();
  writeFileSync(FILE, edited);
  await page.waitForFunction(visible(token), undefined, { timeout: 30_000, polling: 10 });
  return Date.now() - t;
}

/** What a fresh clone does not have; moved aside (not deleted: it may hold a production build) for the cold start. */
const OUTPUTS = [CONTENTLAYER_DIR, 'generated', '.next', 'public/search', 'public/current', 'public/llms.txt', 'public/llms-full.txt'];
const ASIDE = 'bench/results/dev-aside';

async function coldStart(): Promise<{ firstPage: number; idle: number }> {
  rmSync(ASIDE, { recursive: true, force: true });
  mkdirSync(join(ASIDE, 'public'), { recursive: true });
  const moved = OUTPUTS.filter((p) => existsSync(p));
  for (const p of moved) renameSync(p, join(ASIDE, p));
  try {
    const { child, firstPage, idle } = await startDev(3800 + Math.floor(Math.random() * 500));
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
    return { firstPage, idle };
  } finally {
    for (const p of OUTPUTS) rmSync(p, { recursive: true, force: true });
    for (const p of moved) await putBack(join(ASIDE, p), p);
    rmSync(ASIDE, { recursive: true, force: true });
  }
}

/**
 * Moves a saved output back in place. A worker of the stopped dev server can still write into `.next` for a
 * moment after the server exits, so the path it recreated is removed again until the move succeeds.
 */
async function putBack(saved: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      renameSync(saved, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt === 20) throw error;
      rmSync(target, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** `edits`: only the start with caches and the edits (`npm run bench -- dev edits`), without the fresh-clone start. */
export async function devLoop({ edits = false } = {}): Promise<string[]> {
  const cold = edits ? null : await coldStart();
  const original = readFileSync(FILE, 'utf8');
  const restore = () => writeFileSync(FILE, original);
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  const port = 3800 + Math.floor(Math.random() * 500);
  const { child, firstPage, idle, log } = await startDev(port);
  const browser = await launchBrowser();
  const times = { body: [] as number[], frontmatter: [] as number[] };
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}${PAGE}`, { waitUntil: 'networkidle' });
    const inArticle = (token: string) => `document.querySelector('main article')?.textContent.includes(${JSON.stringify(token)})`;
    const inTitle = (token: string) => `document.querySelector('main h1')?.textContent.includes(${JSON.stringify(token)})`;
    const absent = `!document.querySelector('main article')?.textContent.includes('Probe')`;
    for (let run = 0; run < RUNS; run++) {
      const token = `Probe ${Date.now()}`;
      times.body.push(await timeEdit(page, `${original.trimEnd()}\n\n${token} paragraph.\n`, inArticle, token));
      restore();
      await page.waitForFunction(absent, undefined, { timeout: 30_000, polling: 10 });
      const title = `Probe ${Date.now()}`;
      times.frontmatter.push(await timeEdit(page, original.replace(/^title: (.*)$/m, `title: $1 ${title}`), inTitle, title));
      restore();
      await page.waitForFunction(absent, undefined, { timeout: 30_000, polling: 10 });
    }
  } finally {
    restore();
    await browser.close();
    process.kill(-child.pid!, 'SIGTERM');
    // Where each edit's time went: the loop's own step times and Next's render times, on stderr.
    console.error(
      log()
        .split('\n')
        .filter((line) => /^Updated |^ (GET|POST) /.test(line))
        .join('\n'),
    );
  }
  const row = (label: string, xs: number[]) => `| ${label} | ${seconds(median(xs))} | ${xs.map(seconds).join(', ')} |`;
  return [
    `| dev loop (\`npm run dev\`, ${PAGE}) | median | runs |`,
    '|---|---|---|',
    ...(cold
      ? [
          `| fresh clone: start to the first page served | ${seconds(cold.firstPage)} | one start |`,
          `| fresh clone: start to idle (content checked, contentlayer's first build done) | ${seconds(cold.idle)} | the same start |`,
        ]
      : []),
    `| with a previous run's caches: start to the first page served | ${seconds(firstPage)} | one start |`,
    `| with a previous run's caches: start to idle | ${seconds(idle)} | the same start |`,
    row('body edit saved → visible in the open page', times.body),
    row('frontmatter (title) edit saved → visible in the open page', times.frontmatter),
  ];
}
