import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

/** The phone, tablet and desktop widths, each in both themes. */
const SCREENS = [
  [390, 'light'],
  [390, 'dark'],
  [1024, 'light'],
  [1024, 'dark'],
  [1440, 'light'],
  [1440, 'dark'],
] as const;

/** Loads `path` until the network is idle, opens the search dialog with Ctrl+K and returns its input. */
async function openSearch(page: Page, path = '/current/') {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  return page.locator('input[role="combobox"]');
}

describe('search in Chromium', () => {
  it('ships nothing of the index with the page', async () => {
    const html = await (await fetch(`${base}/current/get-started/`)).text();
    expect(html).not.toContain('/search/head.json');
    expect(html).not.toMatch(/\\?"(1\.map|thesaurus)\\?":/);
  });

  it('opens with Ctrl+K, moves with the arrows and lands on the page with Enter', async () => {
    const page = await getBrowser().newPage();
    const input = await openSearch(page, '/current/get-started/');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('date_trunc');
    const options = page.locator('[role="listbox"] [role="option"]');
    // Titles and headings answer first; the second result may arrive with section text a moment later.
    await options.nth(1).waitFor();
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/functions/DATE_TRUNC**');
    await page.locator('h1', { hasText: 'DATE_TRUNC' }).waitFor();
    await page.close();
  });

  it('opens with "/" and closes with Escape, returning focus', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/admin/`);
    await page.waitForLoadState('networkidle');
    await page.locator('.search-trigger').focus();
    await page.keyboard.press('Enter');
    await page.locator('input[role="combobox"]').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('input[role="combobox"]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-trigger'))).toBe(true);
    await page.keyboard.press('/');
    await page.locator('input[role="combobox"]').waitFor();
    await page.close();
  });

  it('answers a question with the guide and marks only the words it matched, never a short word inside another', async () => {
    const page = await getBrowser().newPage();
    const input = await openSearch(page);
    await input.fill('how do I speed up a dashboard');
    const options = page.locator('[role="listbox"] [role="option"]');
    await options.first().waitFor();
    expect(await options.first().getAttribute('href')).toMatch(/^\/current\/acceleration\//);
    expect(await page.locator('.search-results .result-title', { hasText: 'Upload Files' }).count()).toBe(0);
    const marks = await page
      .locator('.search-results mark')
      .evaluateAll((els) => els.map((m) => ({ text: m.textContent ?? '', after: m.nextSibling?.textContent?.charAt(0) ?? '' })));
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((m) => m.text.length < 3 && /\p{L}/u.test(m.after))).toEqual([]);
    expect(marks.map((m) => m.text.toLowerCase())).not.toContain('how');
    await page.close();
  });

  it('reads two words typed glued as those words, fetching the shards they need', async () => {
    const page = await getBrowser().newPage();
    const input = await openSearch(page);
    // Read as `projectnessie`, one unknown word, the Nessie page came fourth, behind pages about refused connections.
    await input.fill('projectnessie connection refused');
    const first = page.locator('[role="listbox"] [role="option"]').first();
    await first.waitFor();
    await expect.poll(() => first.getAttribute('href')).toBe('/current/data-sources/lakehouse-catalogs/nessie');
    await page.close();
  });

  it('shows typed markup as text, never as HTML', async () => {
    const page = await getBrowser().newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const input = await openSearch(page);
    await input.fill('<img src=x onerror=alert(1)> reflection');
    await page.locator('[role="option"]').first().waitFor();
    expect(await page.locator('.search-dialog img').count()).toBe(0);
    await input.fill('<b>zzzqqq</b>');
    await page.locator('.search-empty').waitFor();
    expect(await page.locator('.search-empty').textContent()).toContain('<b>zzzqqq</b>');
    expect(dialogs).toBe(0);
    await page.close();
  });

  for (const [width, colorScheme] of SCREENS) {
    it(`${width} px, ${colorScheme}: shows each result's description as it arrives with the page's texts, first on the keyboard right after load`, async () => {
      const context = await getBrowser().newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${base}/current/admin/`);
      await page.waitForLoadState('load');
      await page.keyboard.press('/');
      const input = page.locator('input[role="combobox"]');
      await input.waitFor();
      await page.keyboard.type('automated backups');
      const first = page.locator('[role="listbox"] [role="option"]').first();
      await first.waitFor();
      // The description, which no longer comes with meta.json, is the first result's snippet once its texts load.
      await first.locator('.result-snippet', { hasText: 'backup' }).waitFor();
      const snippets = await page
        .locator('[role="listbox"] .result-snippet')
        .evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', height: el.getBoundingClientRect().height, color: getComputedStyle(el).color })));
      expect(snippets.length).toBeGreaterThan(1);
      // Every result shows its snippet: no empty line left behind once texts arrived.
      await expect.poll(async () => (await page.locator('[role="listbox"] .result-snippet').allTextContents()).filter((t) => !t.trim())).toEqual([]);
      expect(Math.min(...snippets.map((x) => x.height))).toBeGreaterThan(10);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/automated-backups**');
      await context.close();
    });
  }

  it('fetches section text in small shards by the words typed, cached for good, and offers the closest pages for a near miss', async () => {
    const page = await getBrowser().newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/search/')) fetched.push(path);
    });
    const input = await openSearch(page);
    const shardRequest = page.waitForRequest((r) => /\/search\/[0-9a-f]{12}\/w\//.test(r.url()));
    // Snippet texts of the pages shown follow.
    const textsRequest = page.waitForRequest((r) => /\/search\/[0-9a-f]{12}\/t\/\d+\.json$/.test(r.url()));
    await input.fill('rollback table');
    await page.locator('[role="option"]').first().waitFor();
    await (await shardRequest).response();
    await (await textsRequest).response();
    const shards = fetched.filter((p) => /^\/search\/[0-9a-f]{12}\/w\//.test(p));
    expect(fetched).toContain('/search/meta.json');
    expect(fetched.some((p) => p.endsWith('/body.json'))).toBe(false);
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(10);
    const res = await fetch(`${base}${shards[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    await input.fill('uplo ');
    await page.locator('.search-status', { hasText: 'No exact match for “uplo”' }).waitFor();
    expect(await page.locator('.search-results .result-title').first().textContent()).toBe('Upload Files');
    expect(await page.locator('.search-status a').getAttribute('href')).toBe('/current/search?q=uplo');
    await page.close();
  });

  for (const [width, colorScheme] of SCREENS) {
    it(`${width} px, ${colorScheme}: a pasted error's first result says which message of the page it explains, wrapped to fit and clean for axe`, async () => {
      const context = await getBrowser().newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${base}/current/reference/sql/`);
      await page.waitForLoadState('load');
      await page.keyboard.press('/');
      const input = page.locator('input[role="combobox"]');
      await input.waitFor();
      // As a reader pastes it: the engine's type, a table of their own in place of the message's variable part.
      await input.fill('VALIDATION ERROR: Version context for entity lake.sales.orders must be specified using AT SQL syntax');
      const first = page.locator('[role="listbox"] [role="option"]').first();
      const message = first.locator('.result-message');
      await message.waitFor();
      expect(await first.locator('.result-title').textContent()).toBe('CREATE VIEW');
      expect(await message.textContent()).toBe('Explains the error Version context for entity … must be specified using AT SQL syntax');
      // The message wraps inside the result: nothing runs past the dialog or the screen.
      const { right, dialogRight } = await message.evaluate((el) => ({
        right: el.getBoundingClientRect().right,
        dialogRight: el.closest('[role="dialog"]')!.getBoundingClientRect().right,
      }));
      expect(right).toBeLessThanOrEqual(Math.min(dialogRight, width));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/commands/create-view**');
      await context.close();
    });
  }

  it('takes a long pasted traceback whole and answers with the page of the failure inside the Flight error', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${base}/current/`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.locator('input[role="combobox"]');
    // A Python Flight client's output, as a reader copies it: longer than 200 characters before the failure itself.
    const paste =
      'Traceback (most recent call last):\n  File "/home/app/etl/load_orders.py", line 42, in <module>\n    reader = client.do_get(ticket)\n' +
      '  File "pyarrow/_flight.pyx", line 68, in pyarrow._flight.check_flight_status\npyarrow._flight.FlightInternalError: Flight returned ' +
      'internal error, with message: The following column(s) were not found in the table lake.sales.orders: region. gRPC client debug context';
    await page.evaluate((text) => navigator.clipboard.writeText(text), paste);
    await input.focus();
    await page.keyboard.press('Control+V');
    // Chromium turns the line breaks into spaces; nothing else is cut.
    expect(await input.inputValue()).toBe(paste.replace(/\n/g, ' '));
    const first = page.locator('[role="listbox"] [role="option"]').first();
    await expect.poll(() => first.locator('.result-title').textContent(), { timeout: 10_000 }).toBe('ANALYZE TABLE');
    expect(await first.locator('.result-message').textContent()).toBe('Explains the error The following column(s) were not found in the table …: ….');
    await context.close();
  });

  /**
   * A BI tool's ODBC error, as a reader copies it: the generated statement, a line break, then the failure. A search
   * box shows it on one line, and read that way the statement's words (CREATE TABLE AS, WITH, SELECT) took all three
   * places; the boxes search the paste's own text while they show it unchanged (components/search/paste.ts).
   */
  const odbcPaste =
    'ERROR [HY000] [Dremio][Connector] (1040) Dremio failed to execute the query: SELECT "orders"."order_id" AS "order_id", ' +
    '"orders"."customer_id" AS "customer_id", "orders"."order_date" AS "order_date", SUM("orders"."amount") AS "sum_amount" ' +
    'FROM "lake"."sales"."orders" "orders" GROUP BY "orders"."order_id", "orders"."customer_id"\n[30038]Query execution error. ' +
    'Details:[ \nThe query exceeded the maximum number of splits.\n]';
  for (const [width, colorScheme] of [
    [390, 'dark'],
    [1024, 'light'],
    [1440, 'dark'],
  ] as const)
    it(`${width} px ${colorScheme}: a pasted ODBC error is searched with its line breaks, in the dialog and on the search page`, async () => {
      const context = await getBrowser().newContext({ viewport: { width, height: 900 }, colorScheme, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(`${base}/current/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate((text) => navigator.clipboard.writeText(text), odbcPaste);
      await page.keyboard.press('Control+k');
      const input = page.locator('input[role="combobox"]');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Control+V');
      expect(await input.inputValue()).toBe(odbcPaste.replace(/\n/g, ' '));
      const first = page.locator('[role="listbox"] [role="option"]').first();
      await expect.poll(() => first.locator('.result-title').textContent(), { timeout: 10_000 }).toBe('Limits');
      const titles = await page.locator('[role="listbox"] [role="option"] .result-title').allTextContents();
      expect(titles.slice(0, 3)).not.toContain('CREATE TABLE AS');
      // Handed on to the search page, the query keeps its line breaks.
      expect(await page.locator('.search-footer a').getAttribute('href')).toBe(`/current/search?q=${encodeURIComponent(odbcPaste.trim())}`);
      // Typing changes what the box shows: from then on the box's own text is searched.
      await page.keyboard.press('End');
      await page.keyboard.type(' x');
      await expect.poll(() => first.locator('.result-title').textContent(), { timeout: 10_000 }).toBe('CREATE TABLE AS');
      await page.keyboard.press('Escape');

      // The search page's own box, keyboard only: select all, paste, Enter.
      await page.goto(`${base}/current/search`);
      await page.waitForLoadState('networkidle');
      const box = page.locator('#search-page-q');
      await box.focus();
      await page.keyboard.press('Control+V');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === odbcPaste.trim());
      await page.locator('.search-page-results li').first().waitFor();
      expect(await page.locator('.search-page-results li .result-title').first().textContent()).toBe('Limits');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });

  it('390 px: the search page quotes a long pasted error and names the message it explains, without scrolling sideways', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const paste = 'Failed to initialize MemoryUtil. You must start Java with --add-opens=java.base/java.nio=org.apache.arrow.memory.core,ALL-UNNAMED';
    await page.goto(`${base}/current/search?q=${encodeURIComponent(paste)}`);
    await page.locator('.search-page-results .result-message').first().waitFor();
    expect(await page.locator('.search-status').textContent()).toContain('ALL-UNNAMED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  /**
   * Opens the search page for a pasted message at each width and theme, waits for a result that shows a message,
   * runs `check` on the results and asserts the page does not scroll sideways.
   */
  async function onSearchPage(paste: string, looks: readonly (readonly [number, 'light' | 'dark'])[], check: (page: Page, results: Locator) => Promise<void>) {
    for (const [width, colorScheme] of looks) {
      const context = await getBrowser().newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${base}/current/search?q=${encodeURIComponent(paste)}`);
      await page.locator('.search-page-results .result-message').first().waitFor();
      await check(page, page.locator('.search-page-results li'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  }

  it('a pasted validation error that names a function: the function first, the page that explains the message next (390 px dark, 1440 px light)', async () => {
    const paste = 'VALIDATION ERROR: No match found for function signature REGEXP_LIKE(<CHARACTER>, <NUMERIC>)';
    const looks = [
      [390, 'dark'],
      [1440, 'light'],
    ] as const;
    await onSearchPage(paste, looks, async (page, results) => {
      expect(await results.nth(0).locator('.result-title').textContent()).toBe('REGEXP_LIKE');
      const explains = page.locator('.search-page-results li', { has: page.locator('.result-message') }).first();
      expect(await explains.locator('.result-message').textContent()).toBe('Explains the error No match found for function signature …');
      expect(await results.evaluateAll((items) => items.slice(0, 3).some((item) => item.querySelector('.result-message')))).toBe(true);
    });
  });

  it('a Python Flight error around a message no page lists: the Arrow Flight page first, the page of the failure next (390 px dark, 1024 px light, 1440 px dark)', async () => {
    const paste =
      'pyarrow._flight.FlightInternalError: Flight returned internal error, with message: The query exceeded the maximum number of splits. ' +
      'gRPC client debug context: UNKNOWN:Error received from peer ipv4:10.1.2.3:32010 {grpc_status:13}';
    const looks = [
      [390, 'dark'],
      [1024, 'light'],
      [1440, 'dark'],
    ] as const;
    await onSearchPage(paste, looks, async (_page, results) => {
      expect(await results.nth(0).locator('.result-title').textContent()).toBe('Develop Applications with Arrow Flight');
      expect(await results.nth(0).locator('.result-message').textContent()).toBe('Explains the error Flight returned internal error, with message: …');
      expect(await results.nth(1).locator('.result-title').textContent()).toBe('Limits');
    });
  });

  it('serves a shareable search page with the full result list and kind filters', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/search?q=reflection`);
    await page.locator('.search-page-results li').first().waitFor();
    expect(await page.locator('.search-page-results li').count()).toBeGreaterThan(5);
    await page.locator('.search-filters label', { hasText: 'Functions' }).click();
    await page.waitForURL('**kind=sql-function**');
    await page.locator('.search-page-results li').first().waitFor();
    // Function pages and the function section's own landing pages, nothing else.
    const links = await page.locator('.search-page-results li > a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/current/reference/sql/sql-functions/'))).toEqual([]);
    await page.close();
  });

  it('reads an unknown kind in the address as no filter: all results, All chosen', async () => {
    const page = await getBrowser().newPage();
    try {
      await page.goto(`${base}/current/search?q=reflection&kind=bogus`);
      await page.locator('.search-page-results li').first().waitFor();
      expect(await page.locator('.search-page-results li').count()).toBeGreaterThan(5);
      expect(await page.locator('.search-filters label.active').textContent()).toBe('All');
    } finally {
      await page.close();
    }
  });
});
