import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { docHref } from '@/lib/model/routes';
import { pageKind, type PageKind } from '@/lib/model/schema';
import { useBrowser } from './use-browser';
import { COLLECTION_INDEX } from '@/lib/collection/paths.mjs';

const base = inject('baseUrl');
const getBrowser = useBrowser();

/** Every page the build published, with its kind, from the content step's routes and the collection. */
function referencePages(kinds: PageKind[]): string[] {
  const docs = JSON.parse(readFileSync(COLLECTION_INDEX, 'utf8')) as { id: string; function?: unknown; table?: unknown; api?: unknown; releases?: unknown }[];
  const routes = new Set((JSON.parse(readFileSync('generated/routes.json', 'utf8')) as { hrefs: string[] }).hrefs);
  const hrefs = docs
    .filter((d) => kinds.includes(pageKind(d.id, d as Parameters<typeof pageKind>[1])))
    .map((d) => docHref(d.id))
    .filter((href) => routes.has(href));
  return [...new Set(hrefs)].sort();
}

/**
 * The page's width beyond the viewport, with every lazily rendered section rendered: a `.doc-section`
 * (content-visibility: auto) clips what overflows it, so a section's overflow would otherwise hide.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.doc-section { content-visibility: visible !important; contain: none !important; }';
    document.head.append(style);
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

/** A phone-sized context that loads the HTML and its inline CSS only: layout is what is measured. */
async function phone(width = 390): Promise<BrowserContext> {
  const context = await getBrowser().newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
  await context.route(/\.(png|jpe?g|svg|webp|gif|woff2?|js)(\?|$)/, (route) => route.abort());
  return context;
}

describe('reference pages fit a 390 px phone', () => {
  const pages = referencePages(['sql-function', 'system-table', 'api', 'sql-command']);

  it(`lists every function, system table, API and SQL command page (${pages.length})`, () => {
    expect(pages.length).toBeGreaterThan(400);
    expect(pages).toContain('/current/reference/sql/system-tables/autonomous-reflections-historical');
    expect(pages).toContain('/current/reference/sql/sql-functions/functions/DATE_TRUNC');
    expect(pages).toContain('/current/reference/api/catalog/table');
  });

  it('no page scrolls sideways, with every section rendered', { timeout: 600_000 }, async () => {
    const context = await phone();
    const page = await context.newPage();
    const wide: string[] = [];
    const started = Date.now();
    for (const href of pages) {
      const res = await page.goto(base + href, { waitUntil: 'domcontentloaded' });
      expect(res?.status(), href).toBe(200);
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${href}: ${extra} px too wide`);
    }
    console.log(`${pages.length} reference pages checked at 390 px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await context.close();
    expect(wide).toEqual([]);
  });
});

describe('reference pages on a phone and on desktops', () => {
  const SAMPLE = [
    '/current/reference/sql/system-tables/autonomous-reflections-historical',
    '/current/reference/sql/system-tables/user-defined-functions',
    '/current/reference/api/catalog/table',
    '/current/reference/sql/sql-functions/functions/DATE_TRUNC',
  ];

  it.each([390, 1024, 1440])('%i px: long titles wrap inside the page, with scripts running, in light and dark', async (width) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await getBrowser().newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const href of SAMPLE) {
        await page.goto(base + href, { waitUntil: 'networkidle' });
        expect({ href, colorScheme, extra: await overflow(page) }).toEqual({ href, colorScheme, extra: 0 });
        expect(await page.locator('h1').evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
      }
      await page.close();
    }
  });

  it('stacks parameter and column tables into labelled blocks at 390 px, and keeps them tables on a desktop', async () => {
    const href = '/current/reference/api/catalog/table';
    const shape = async (width: number) => {
      const page = await getBrowser().newPage({ viewport: { width, height: 900 } });
      await page.goto(base + href, { waitUntil: 'networkidle' });
      const result = await page
        .locator('table.data-table-stack')
        .first()
        .evaluate((table) => {
          // The column names travel once per table (custom properties read by ::before), not on each cell.
          const cell = table.querySelector('tbody td:nth-child(2)')!;
          return {
            display: getComputedStyle(table.querySelector('tbody tr')!).display,
            // `"Type" ": "`, two strings in the computed value, read as the one label a reader sees.
            label: getComputedStyle(cell, '::before').content.replace(/"\s+"/g, ''),
            perCellLabels: table.querySelectorAll('td[data-label]').length,
            headerVisible: table.querySelector('thead')!.getBoundingClientRect().height > 1,
            fits: table.getBoundingClientRect().right <= window.innerWidth,
          };
        });
      await page.close();
      return result;
    };
    const narrow = await shape(390);
    expect(narrow).toMatchObject({ display: 'block', headerVisible: false, fits: true, perCellLabels: 0 });
    expect(narrow.label).toMatch(/^"(Type|Description|Required): "$/);
    expect(await shape(1440)).toMatchObject({ display: 'table-row', label: 'none', headerVisible: true });
  });

  it('stacks the function finder at 390 px with each cell named by its column, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await getBrowser().newPage({ viewport: { width: 390, height: 844 }, colorScheme });
      await page.goto(base + '/current/reference/sql/sql-functions/ALL_FUNCTIONS', { waitUntil: 'networkidle' });
      const labels = await page
        .locator('.function-list table')
        .evaluate((table) =>
          [2, 3].map((n) => getComputedStyle(table.querySelector(`tbody tr td:nth-child(${n})`)!, '::before').content.replace(/"\s+"/g, '')),
        );
      expect({ colorScheme, labels }).toEqual({ colorScheme, labels: ['"Description: "', '"Categories: "'] });
      expect(await page.locator('.function-list td[data-label]').count()).toBe(0);
      await page.close();
    }
  });

  it('keeps long code scrollable inside a focusable, named box', async () => {
    const page = await getBrowser().newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(base + '/current/reference/api/catalog/table', { waitUntil: 'networkidle' });
    const boxes = await page.locator('.code-block pre, .table-wrap').evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => ({
          tabIndex: (el as HTMLElement).tabIndex,
          named: Boolean(el.getAttribute('aria-label') || el.closest('figure')?.querySelector('figcaption')),
        })),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toEqual({ tabIndex: 0, named: true });
    await page.close();
  });
});

describe('typed descriptions render their inline Markdown', () => {
  it('shows code spans as code on an API page', async () => {
    const page = await getBrowser().newPage();
    await page.goto(base + '/current/reference/api/catalog/table', { waitUntil: 'networkidle' });
    expect(await page.locator('td code', { hasText: /^PHYSICAL_DATASET$/ }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('leaves no literal backtick in the rendered text of any API page (code blocks aside)', { timeout: 300_000 }, async () => {
    const context = await phone(1280);
    const page = await context.newPage();
    const pages = referencePages(['api']);
    expect(pages.length).toBeGreaterThan(30);
    const found: string[] = [];
    let codeSpans = 0;
    for (const href of pages) {
      await page.goto(base + href, { waitUntil: 'domcontentloaded' });
      const { ticks, code } = await page.evaluate(() => {
        const article = document.querySelector('article.doc')!.cloneNode(true) as HTMLElement;
        article.querySelectorAll('pre').forEach((pre) => pre.remove());
        return { ticks: (article.textContent ?? '').split('`').length - 1, code: article.querySelectorAll('code').length };
      });
      codeSpans += code;
      if (ticks) found.push(`${href}: ${ticks} backticks`);
    }
    await context.close();
    expect(found).toEqual([]);
    expect(codeSpans).toBeGreaterThan(500);
  });
});
