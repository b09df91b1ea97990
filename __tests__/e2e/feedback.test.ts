import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const dataDir = inject('feedbackDataDir');
const getBrowser = useBrowser();
/** The first answer a fresh server handles loads its route: allow a loaded machine some seconds. */
const POLL = { timeout: 15_000 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Shift+Tab from the end of the page until the named button of the feedback question has focus. */
async function focusAnswer(page: Page, name: 'Yes' | 'No') {
  await page.keyboard.press('End');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('.page-feedback') && el.tagName === 'BUTTON' ? el.textContent : null;
    });
    if (at === name) return;
  }
  throw new Error(`the ${name} button never took focus`);
}

/** Loads a page and waits until it has hydrated (the search button marks that: components/search-trigger.tsx). */
async function open(page: Page, path: string) {
  await page.goto(base + path);
  await page.waitForFunction(() => (window as { __searchReady?: boolean }).__searchReady === true, null, { timeout: 45_000 });
}

/** What each page of `context` hands to navigator.sendBeacon, kept in `window.__beacons` (the beacon itself is sent as usual). */
const keepBeacons = (context: BrowserContext) =>
  context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const kept: string[] = ((window as { __beacons?: string[] }).__beacons = []);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) data.text().then((t) => kept.push(t));
      return send(url, data);
    };
  });

const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim() ?? ''}`);

async function axeViolations(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

const WIDTHS = [
  { width: 390, yes: '/current/get-started/docker', no: '/current/admin/', missing: 'zzzqqq xxyyw', found: 'vacuum catalog' },
  { width: 1440, yes: '/current/mcp-server', no: '/current/reference/sql/commands/SELECT-statements', missing: 'zzzqqq wwvvk', found: 'arrow flight' },
] as const;

/** Queries with no results searched on the search page: no other test searches them. */
const PAGE_MISSING = 'zzqqxxjjkk wwvvq';
const NOT_FOUND_MISSING = 'zzqqxxjjkk xxvvq';

/** The insights report's rows (`npm run insights -- --csv`) over the test server's database. */
const insightsCsv = () =>
  execFileSync('node_modules/.bin/tsx', ['scripts/insights/insights.ts', '--csv'], {
    env: { ...process.env, FEEDBACK_DATA_DIR: dataDir },
    encoding: 'utf8',
  }).split('\n');

/** Pages where a reader answers No and leaves without sending the form: no other test answers on them. */
const LEFT_BY_ADDRESS = '/current/admin/automated-backups';
const LEFT_BY_LINK = '/current/admin/licensing/';

describe('page feedback and search signals, by keyboard, into the database and the insights report', () => {
  for (const w of WIDTHS) {
    it(`at ${w.width} px: Yes, No with a reason and a comment, a search with no results and one with a click`, async () => {
      const context = await getBrowser().newContext({ viewport: { width: w.width, height: 900 }, colorScheme: w.width === 390 ? 'dark' : 'light' });
      await keepBeacons(context);
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()));
      // The server's answers to the search beacons: 2xx only once a signal is stored. The context may close only
      // after both arrived, or a beacon still in flight on a busy machine is dropped and the report misses it.
      const stored: number[] = [];
      page.on('response', (r) => r.url().endsWith('/api/search-signals') && stored.push(r.status()));

      // Yes.
      await open(page, w.yes);
      await focusAnswer(page, 'Yes');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.page-feedback-status').textContent(), POLL).toBe('Thank you for your feedback.');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('page-feedback-status');

      // No, a reason and a comment; axe with the form open.
      await open(page, w.no);
      await focusAnswer(page, 'No');
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page), POLL).toBe('INPUT ');
      expect(await page.locator('.page-feedback button', { hasText: 'No' }).getAttribute('aria-pressed')).toBe('true');
      // Inaccurate (focused), then Hard to follow; four more keys pass the other reasons to the comment.
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('TEXTAREA ');
      await page.keyboard.type(`The example in step 2 fails at ${w.width} px`);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('BUTTON Send feedback');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.page-feedback-status').textContent(), POLL).toBe('Thank you for your feedback.');

      // Not asked again on that page in this browser.
      await open(page, w.no);
      await expect.poll(() => page.locator('.page-feedback-status').textContent(), POLL).toBe('You answered on this page. Thank you.');
      expect(await page.locator('.page-feedback button').count()).toBe(0);

      // A search with no results, closed with Escape: the beacon goes when the dialog closes.
      const beacons = () => page.evaluate(() => (window as { __beacons?: string[] }).__beacons ?? []);
      await page.keyboard.press('Control+k');
      await page.keyboard.type(w.missing);
      await page.locator('.search-empty, [role="option"]').first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await beacons()).length, POLL).toBe(1);
      // A search with a click: the second result, opened with the arrow key and Enter.
      await page.keyboard.press('Control+k');
      await page.keyboard.type(w.found);
      await page.locator('[role="option"]').nth(1).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await beacons()).length, POLL).toBe(2);
      expect((await beacons()).map((b) => JSON.parse(b))).toEqual([
        { searches: [{ query: w.missing, results: 0, rank: null, source: 'dialog', version: 'current' }] },
        { searches: [{ query: w.found, results: expect.any(Number), rank: 2, source: 'dialog', version: 'current' }] },
      ]);
      await expect.poll(() => stored.length, POLL).toBe(2);
      expect(stored).toEqual([204, 204]);
      expect(csp).toEqual([]);
      await context.close();
    });
  }

  it('keeps the question out, and sends nothing, in a browser that sends Global Privacy Control', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && sent.push(r.url()));
    await open(page, '/current/get-started/');
    expect(await page.locator('.page-feedback').isVisible()).toBe(false);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('reflection');
    await page.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await context.close();
  });

  it('keeps its space: the question box has the same height before the page hydrates and after it says thank you', async () => {
    const plain = await getBrowser().newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const before = await plain.newPage();
    await before.goto(base + WIDTHS[0].yes);
    const height = (await before.locator('.page-feedback').boundingBox())!.height;
    await plain.close();
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(base + WIDTHS[0].yes);
    await page.evaluate((href) => localStorage.setItem('dremio-docs:feedback-sent', JSON.stringify([href])), WIDTHS[0].yes);
    await open(page, WIDTHS[0].yes);
    await expect.poll(() => page.locator('.page-feedback-status').textContent(), POLL).toContain('Thank you');
    expect((await page.locator('.page-feedback').boundingBox())!.height).toBe(height);
    await context.close();
  });

  it('keeps a No the reader leaves without sending the form, by a new page or a link in the site (390 px, dark)', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    const insights = insightsCsv;
    try {
      // Left for another address.
      await open(page, LEFT_BY_ADDRESS);
      await focusAnswer(page, 'No');
      await page.keyboard.press('Enter');
      await page.locator('.page-feedback-details').waitFor();
      await open(page, '/current/');
      await expect.poll(insights, POLL).toContain(`page,${LEFT_BY_ADDRESS},1,0,1,0,,,,`);
      // Left by a link of the site (no page load: the question goes with the page it was on).
      await open(page, LEFT_BY_LINK);
      await focusAnswer(page, 'No');
      await page.keyboard.press('Enter');
      await page.locator('.page-feedback-details').waitFor();
      await page.locator('nav.pager a').first().click();
      await page.waitForURL((url) => url.pathname !== LEFT_BY_LINK);
      await expect.poll(insights, POLL).toContain(`page,${LEFT_BY_LINK},1,0,1,0,,,,`);
      // Back on the page, the reader is not asked again.
      await open(page, LEFT_BY_ADDRESS);
      await expect.poll(() => page.locator('.page-feedback-status').textContent(), POLL).toContain('You answered');
    } finally {
      await context.close();
    }
  });

  it("records the search page's searches when the reader leaves it by a link of the site, and where they came from (1024 px)", async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1024, height: 768 } });
    await keepBeacons(context);
    const page = await context.newPage();
    const beacons = () => page.evaluate(() => ((window as { __beacons?: string[] }).__beacons ?? []).map((b) => JSON.parse(b)));
    // The brand's link is the app's own (no new document, so no pagehide).
    const leaveByLink = async () => {
      await page.locator('.search-page .search-status', { hasText: '0 results' }).waitFor();
      await page.locator('a.brand').click();
      await page.waitForURL((url) => url.pathname === '/current/');
    };
    try {
      // Searched from the address (a shared link), then left by a link of the site.
      await open(page, `/current/search?q=${encodeURIComponent(PAGE_MISSING)}`);
      await leaveByLink();
      await expect.poll(beacons, POLL).toEqual([{ searches: [{ query: PAGE_MISSING, results: 0, rank: null, source: 'page', version: 'current' }] }]);
      await expect.poll(insightsCsv, POLL).toContain(`no-results,${PAGE_MISSING},1,,,,0,0,,`);
      // Searched with the 404 page's form: recorded as coming from there.
      await open(page, '/current/no-such-guide-here');
      await page.locator('#not-found-q').fill(NOT_FOUND_MISSING);
      await page.locator('#not-found-q').press('Enter');
      await page.waitForURL(/\/current\/search\?q=/);
      await page.waitForFunction(() => (window as { __searchReady?: boolean }).__searchReady === true, null, { timeout: 45_000 });
      await leaveByLink();
      await expect.poll(beacons, POLL).toEqual([{ searches: [{ query: NOT_FOUND_MISSING, results: 0, rank: null, source: 'not-found', version: 'current' }] }]);
      await expect.poll(insightsCsv, POLL).toContain(`no-results,${NOT_FOUND_MISSING},1,,,,0,0,,`);
    } finally {
      await context.close();
    }
  });

  it('`npm run insights` shows every vote, reason, comment and search made above', () => {
    const run = (...args: string[]) =>
      execFileSync('node_modules/.bin/tsx', ['scripts/insights/insights.ts', ...args], {
        env: { ...process.env, FEEDBACK_DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const csv = run('--csv').split('\n');
    for (const w of WIDTHS) {
      expect(csv).toContain(`page,${w.yes},1,1,0,100,,,,`);
      expect(csv).toContain(`page,${w.no},1,0,1,0,,,"hard-to-follow 1, inaccurate 1",The example in step 2 fails at ${w.width} px`);
      expect(csv).toContain(`no-results,${w.missing},1,,,,0,0,,`);
      expect(csv).toContain(`frequent,${w.found},1,,,,,1,,`);
      expect(csv.some((row) => row.startsWith(`no-click,${w.found},`))).toBe(false);
    }
    const md = run('--markdown');
    expect(md).toContain('## Queries with no results');
    expect(md).toContain(`| ${WIDTHS[1].missing} | 1 |`);
  });
});
