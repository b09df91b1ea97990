import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();
const FINDER = '/current/reference/sql/sql-functions/ALL_FUNCTIONS';

describe('the function pages’ folder has a real label', () => {
  it('shows "Functions A–Z", not the folder name, in the breadcrumbs and the sidebar', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/reference/sql/sql-functions/functions/DATE_TRUNC`, { waitUntil: 'networkidle' });
    const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
    expect(crumbs.slice(-2)).toEqual(['Functions A–Z', 'DATE_TRUNC']);
    expect(crumbs).not.toContain('functions');
    expect(await page.locator('#docs-sidebar button[aria-label^="Functions A–Z:"]').count()).toBe(1);
    await page.close();
    const meta = (await (await fetch(`${base}/search/meta.json`)).json()) as { pages: [string, string, string][] };
    const fn = meta.pages.find(([, href]) => href.endsWith('/functions/DATE_TRUNC'))!;
    expect(fn[2]).toMatch(/› Functions A–Z$/);
  });
});

describe('the function finder works from a task', () => {
  it.each([390, 1024, 1440])('%i px: sits above the fold, ranks by match, keeps ?q= and offers search for unknown words', async (width) => {
    const page = await getBrowser().newPage({ viewport: { width, height: 844 } });
    await page.goto(base + FINDER, { waitUntil: 'networkidle' });
    const input = page.locator('#fn-query');
    expect(await input.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(844);
    const visibleNames = () => page.locator('tr[data-fn]:not([hidden])').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.fn));

    await input.fill('format date as text');
    await expect.poll(async () => (await visibleNames()).slice(0, 3)).toContain('TO_CHAR');
    expect(new URL(page.url()).searchParams.get('q')).toBe('format date as text');
    // Ranked, not A–Z: the order differs from the alphabetical one.
    const ranked = await visibleNames();
    expect(ranked).not.toEqual([...ranked].sort());

    await input.fill('date_trunc');
    await expect.poll(async () => (await visibleNames())[0]).toBe('DATE_TRUNC');

    // Window tasks in readers' words, through the functions' and the Window category's keywords.
    for (const [task, first] of [
      ['previous row', 'LAG'],
      ['next row', 'LEAD'],
      ['top n per group', 'ROW_NUMBER'],
      ['running total', 'SUM'],
    ]) {
      await input.fill(task!);
      await expect.poll(async () => (await visibleNames())[0], { message: task }).toBe(first);
    }

    await input.fill('qwertyuiop');
    await expect.poll(visibleNames).toEqual([]);
    const link = page.locator('.function-count a');
    expect(await link.textContent()).toBe('Search all pages for “qwertyuiop”');
    expect(await link.getAttribute('href')).toBe('/current/search?q=qwertyuiop');
    expect(new URL(page.url()).searchParams.get('q')).toBe('qwertyuiop');

    await input.fill('');
    await expect.poll(async () => (await visibleNames()).length).toBeGreaterThanOrEqual(268);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await visibleNames()).toEqual([...(await visibleNames())].sort((a, b) => a!.localeCompare(b!, 'en')));
    await page.close();
  });

  it('restores the query from the URL on load', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}${FINDER}?q=${encodeURIComponent('round a number')}`, { waitUntil: 'networkidle' });
    expect(await page.locator('#fn-query').inputValue()).toBe('round a number');
    await expect.poll(() => page.locator('tr[data-fn]:not([hidden])').first().getAttribute('data-fn')).toBe('ROUND');
    await page.close();
  });
});

describe('the 404 page suggests the nearest pages', () => {
  it.each([
    [390, 'light'],
    [1024, 'dark'],
    [1440, 'light'],
  ] as const)('%i px, %s: a one-letter typo gets "did you mean" and a search filled with the path’s words, still as a 404', async (width, colorScheme) => {
    const page = await getBrowser().newPage({ viewport: { width, height: 900 }, colorScheme });
    const res = await page.goto(`${base}/current/reference/sql/commands/alter-tabel`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    const first = page.locator('.did-you-mean li a').first();
    await first.waitFor();
    expect(await first.textContent()).toBe('ALTER TABLE');
    expect(await first.getAttribute('href')).toBe('/current/reference/sql/commands/alter-table');
    expect(await page.locator('#not-found-q').inputValue()).toBe('alter tabel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.close();
  });

  it('lists no suggestion when nothing is near, and ships no page list in the HTML', async () => {
    const res = await fetch(`${base}/current/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('alter-table');
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/no-such-page`, { waitUntil: 'networkidle' });
    expect(await page.locator('.did-you-mean').count()).toBe(0);
    expect(await page.locator('#not-found-q').inputValue()).toBe('no such page');
    await page.close();
  });
});
