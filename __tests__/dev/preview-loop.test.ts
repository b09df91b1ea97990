import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { copyRepository } from '../repo-copy';
import { COLLECTION_CACHE } from '@/lib/collection/paths.mjs';
import { nextLabel, versions } from '@/lib/model/versions';

/**
 * The preview loop as an author uses it: `npm run dev` in a copy of the repository (so that the edits below touch
 * no file of the working tree), the page open in Chromium, then edits saved to its .mdx file. Timing is the
 * bench's business (bench/dev-loop.ts); this checks that each edit shows without a restart, and that a content
 * error names the file, the line and the reason in the terminal and over the page, and clears when fixed. The copy
 * has a frozen version (current's release in the versions file, 26.x before the first release day, cut before the loop
 * starts while current takes the next label), whose pages the loop makes and makes again after an edit.
 */
const PAGE = '/current/acceleration/';
const FILE = 'content/acceleration/index.mdx';
let dir: string;
let dev: ChildProcess;
let browser: Browser;
let page: Page;
let output = '';
let original: string;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
/** The release the copy freezes: current's label in the versions file. */
const CUT = versions.current.label;
/** The release current becomes in the copy: the next one that no version of the file has. */
const NEXT = nextLabel(CUT, [CUT, ...versions.frozen.map((f) => f.label), ...versions.archived.map((a) => a.label)])!;
const FROZEN_PAGE = `/${CUT}/acceleration/`;
const FROZEN_FILE = `versions/${CUT}/content/acceleration/index.mdx`;
const save = (text: string) => writeFileSync(join(dir, FILE), text);
/** Runs a command in the copy and fails with its output when it fails. */
function inCopy(command: string, ...args: string[]) {
  const r = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}
const articleHas = (text: string) =>
  page.waitForFunction(`document.querySelector('main article')?.textContent.includes(${JSON.stringify(text)})`, undefined, { timeout: 30_000 });

beforeAll(async () => {
  dir = copyRepository('docs-dev-');
  // contentlayer's cache, when a build left one, spares the copy a full MDX compile; the loop works without it.
  if (existsSync(COLLECTION_CACHE)) cpSync(COLLECTION_CACHE, join(dir, COLLECTION_CACHE), { recursive: true });
  original = readFileSync(join(dir, FILE), 'utf8');
  // Release day in the copy (AUTHORING.md): cut current's release (which wants committed content), then current goes
  // on as the next release.
  const git = ['-c', 'user.email=docs@example.com', '-c', 'user.name=Docs test'];
  inCopy('git', 'init', '-q');
  inCopy('git', 'add', '-A');
  inCopy('git', ...git, 'commit', '-qm', 'the site as it is');
  inCopy('npm', 'run', '--silent', 'version:cut', '--', CUT);
  const versionsFile = join(dir, 'versions/versions.json');
  const relabelled = JSON.parse(readFileSync(versionsFile, 'utf8'));
  relabelled.current.label = NEXT;
  writeFileSync(versionsFile, `${JSON.stringify(relabelled, null, 2)}\n`);
  port = await freePort();
  dev = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ready = output.includes('Content checked:') && /^Generated \d+ documents/m.test(output);
    const res = ready ? await fetch(`http://localhost:${port}${PAGE}`).catch(() => null) : null;
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`npm run dev was not ready in 240 s:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`http://localhost:${port}${PAGE}`);
  await page.locator('main h1').waitFor();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev, with the page open in Chromium', () => {
  it('shows a body edit and a frontmatter edit without a restart', async () => {
    save(`${original.trimEnd()}\n\nA sentence the preview must show.\n`);
    await articleHas('A sentence the preview must show.');
    save(original.replace(/^title: (.*)$/m, 'title: $1, Edited'));
    await page.waitForFunction(`document.querySelector('main h1')?.textContent === 'Accelerate Queries, Edited'`, undefined, { timeout: 30_000 });
    // The sidebar is built from the same data: the new title is there too.
    expect(await page.locator('#docs-sidebar').textContent()).toContain('Accelerate Queries, Edited');
    save(original);
    await page.waitForFunction(`document.querySelector('main h1')?.textContent === 'Accelerate Queries'`, undefined, { timeout: 30_000 });
  });

  it('serves a page saved while it runs at its first visit, and turns an open "Page not found" into it', async () => {
    const url = `http://localhost:${port}/current/acceleration/preview-new-page`;
    const file = join(dir, 'content/acceleration/preview-new-page.mdx');
    const tab = await browser.newPage();
    try {
      await tab.goto(url);
      expect(await tab.locator('main h1').textContent()).toBe('Page not found');
      writeFileSync(
        file,
        [
          '---',
          'id: acceleration/preview-new-page',
          'title: Preview New Page',
          'description: A page that the preview loop test writes while npm run dev runs, to open it at once.',
          'sidebar: softwareSidebar',
          'keywords: [preview loop page]',
          'questions:',
          '  - "Does a page saved while the preview runs open at its first visit?"',
          '  - "Does an open Page not found turn into the page once it is saved?"',
          '  - "Which address does the preview print for a new page?"',
          '---',
          '',
          'The preview loop writes this page while it runs and opens it at once.',
          '',
        ].join('\n'),
      );
      // The open 404 reloads into the page, and the loop prints its address once it answers.
      await tab.waitForFunction(`document.querySelector('main h1')?.textContent === 'Preview New Page'`, undefined, { timeout: 60_000 });
      const deadline = Date.now() + 30_000;
      while (!output.includes(`New page ready: ${url}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain(`New page ready: ${url}`);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await tab.close();
      rmSync(file, { force: true });
    }
  });

  it('shows a content error with file, line and reason in the terminal and over the page, and recovers', async () => {
    const line = original.split('\n').indexOf('## Where to start') + 3;
    output = '';
    save(original.replace('## Where to start', '## Where to start\n\n<Admonition type="note">never closed'));
    const overlay = page.locator('#dev-content-errors');
    await overlay.waitFor({ timeout: 30_000 });
    const shown = await overlay.textContent();
    expect(shown).toContain(`${FILE}:${line}`);
    expect(shown).toContain('MDX syntax error');
    expect(shown).toContain('(mdx)');
    expect(output).toMatch(new RegExp(`${FILE}:${line}: MDX syntax error: Expected a closing tag for \`<Admonition>\`.* \\(mdx\\)`));
    // The page keeps its last good version meanwhile.
    expect(await page.locator('main h1').textContent()).toBe('Accelerate Queries');
    save(`${original.trimEnd()}\n\nFixed, and shown again.\n`);
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
    await articleHas('Fixed, and shown again.');
    expect(output).toContain('Content check passed again');
  });
});

describe('npm run dev with a frozen version', () => {
  const frozenPage = async () => {
    const res = await fetch(page.url().replace(PAGE, FROZEN_PAGE)).catch(() => null);
    return res?.status === 200 ? res.text() : '';
  };
  const until = async (test: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 180_000;
    while (!(await test())) {
      if (Date.now() > deadline) throw new Error(`${what} within 180 s:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  it("makes the version's pages at start and again after a frozen page is saved", async () => {
    await until(async () => (await frozenPage()).includes('<h1'), `no ${FROZEN_PAGE}`);
    const frozen = readFileSync(join(dir, FROZEN_FILE), 'utf8');
    writeFileSync(join(dir, FROZEN_FILE), `${frozen.trimEnd()}\n\nA sentence saved to the frozen page.\n`);
    await until(async () => (await frozenPage()).includes('A sentence saved to the frozen page.'), `the edit did not show on ${FROZEN_PAGE}`);
    // The step reports the remade version once it has copied every file, a moment after the page's data.
    const remade = new RegExp(`^Frozen version ${CUT.replace(/\./g, '\\.')}: \\d+ pages built in`, 'm');
    await until(() => remade.test(output), 'the terminal did not report the remade version');
    // Current's page is its own: the frozen edit is not there.
    expect(await page.locator('main article').textContent()).not.toContain('A sentence saved to the frozen page.');
    // The version's other spellings redirect as soon as its pages exist, though current's list (which the proxy read
    // first, while the version was being made) has not changed since.
    for (const spelling of [`/${CUT}/ACCELERATION/`, `/${CUT}/acceleration`]) {
      const res = await fetch(page.url().replace(PAGE, spelling), { redirect: 'manual' });
      expect(res.status, spelling).toBe(308);
      expect(new URL(res.headers.get('location')!, page.url()).pathname, spelling).toBe(FROZEN_PAGE);
    }
  }, 400_000);

  it('re-renders the open frozen page after an edit, and shows a frozen content error over it until fixed', async () => {
    const tab = await browser.newPage();
    await tab.goto(page.url().replace(PAGE, FROZEN_PAGE));
    await tab.locator('main h1').waitFor();
    // Gone if the page reloads: each change below must show in this same document.
    await tab.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const kept = () => tab.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
    const shows = (text: string) =>
      tab.waitForFunction(`document.querySelector('main article')?.textContent.includes(${JSON.stringify(text)})`, undefined, { timeout: 60_000 });
    const source = readFileSync(join(dir, FROZEN_FILE), 'utf8');
    const saveFrozen = (text: string) => writeFileSync(join(dir, FROZEN_FILE), text);

    saveFrozen(`${source.trimEnd()}\n\nShown on the open frozen page.\n`);
    await shows('Shown on the open frozen page.');
    expect(await kept()).toBe(true);

    const line = source.split('\n').indexOf('## Where to start') + 3;
    output = '';
    saveFrozen(
      `${source.trimEnd()}\n\nShown on the open frozen page.\n`.replace('## Where to start', '## Where to start\n\n<Admonition type="note">never closed'),
    );
    const overlay = tab.locator('#dev-content-errors');
    await overlay.waitFor({ timeout: 60_000 });
    const shown = await overlay.textContent();
    expect(shown).toContain(`${FROZEN_FILE}:${line}`);
    expect(shown).toContain('MDX syntax error');
    expect(output).toContain(`${FROZEN_FILE}:${line}: MDX syntax error`);
    // The version keeps its last good pages, and current's open page names the error too.
    expect(await tab.locator('main article').textContent()).toContain('Shown on the open frozen page.');
    expect(await page.locator('#dev-content-errors').textContent()).toContain(`${FROZEN_FILE}:${line}`);
    // A version the step never made (its data gone here) gets a waiting page that names the error.
    rmSync(join(dir, `generated/versions/${CUT}/site.json`));
    const waiting = await fetch(page.url().replace(PAGE, FROZEN_PAGE), { headers: { accept: 'text/html' } });
    expect(waiting.status).toBe(503);
    const waitingHtml = await waiting.text();
    expect(waitingHtml).toContain('<h1>The frozen version could not be built</h1>');
    expect(waitingHtml).toContain(`${FROZEN_FILE}:${line}: MDX syntax error`);

    saveFrozen(`${source.trimEnd()}\n\nFixed on the frozen page.\n`);
    await until(async () => (await frozenPage()).includes('Fixed on the frozen page.'), `the fix did not show on ${FROZEN_PAGE}`);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('#dev-content-errors').waitFor({ state: 'detached', timeout: 60_000 });
    await tab.close();
  }, 400_000);
});
