import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** At least 25 pages covering every kind of page. */
const PAGES = [
  '/current/',
  '/current/get-started/',
  '/current/admin/',
  '/current/reference/',
  '/current/release-notes/unsupported-releases/',
  '/current/get-started/docker',
  '/current/deploy-dremio/configuring-kubernetes',
  '/current/mcp-server',
  '/current/security/auditing',
  '/current/data-sources/object/s3',
  '/current/client-applications/tableau',
  '/current/developer/arrow-flight',
  '/current/reference/sql/commands/SELECT-statements',
  '/current/reference/sql/commands/apache-iceberg-tables/optimize-table',
  '/current/reference/sql/sql-functions/functions/DATE_TRUNC',
  '/current/reference/sql/sql-functions/ALL_FUNCTIONS',
  '/current/reference/sql/sql-functions/AGGREGATE',
  '/current/reference/sql/sql-functions/sql-function-equivalents',
  '/current/reference/sql/system-tables/jobs',
  '/current/reference/sql/information-schema/columns',
  '/current/reference/api/',
  '/current/reference/api/catalog/container-space',
  '/current/reference/api/job/',
  '/current/release-notes/version-260-release',
  '/current/release-notes/unsupported-releases/version-240-release',
  '/current/reference/bulletins/2025-04-21-01',
  '/current/no-such-page',
  '/current/search?q=reflection',
  // The 404 page with its suggestions, and the function finder with a query (stacked rows on a phone).
  '/current/reference/sql/commands/alter-tabel',
  '/current/reference/sql/sql-functions/ALL_FUNCTIONS?q=format+date+as+text',
  // Pages with diagrams: Graphviz (two on one page) and Mermaid sequence diagrams.
  '/current/what-is-dremio/architecture',
  '/current/reference/api/oauth-token',
];

const MODES = [
  { name: 'light', colorScheme: 'light' as const, width: 1280 },
  { name: 'dark', colorScheme: 'dark' as const, width: 1280 },
  { name: 'phone', colorScheme: 'light' as const, width: 390 },
];

async function violations(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  });
}

describe('accessibility: axe-core finds no violations', () => {
  for (const mode of MODES) {
    it(`on ${PAGES.length} pages in the ${mode.name} mode`, async () => {
      const context = await getBrowser().newContext({ viewport: { width: mode.width, height: 900 }, colorScheme: mode.colorScheme });
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()));
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        if (path.startsWith('/current/search')) await page.locator('.search-page-results li').first().waitFor();
        for (const v of await violations(page)) found.push(`${path}: ${v}`);
      }
      await context.close();
      expect(found).toEqual([]);
      expect(csp).toEqual([]);
    }, 240_000);
  }
});

describe('keyboard only', () => {
  it('reaches the skip link, search, theme toggle, sidebar toggles, table of contents and pager, each visibly focused', async () => {
    const page = await getBrowser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/current/get-started/docker`, { waitUntil: 'networkidle' });
    const seen = new Map<string, boolean>();
    for (let i = 0; i < 400 && seen.size < 7; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return null;
        const style = getComputedStyle(el);
        const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        const kind = el.classList.contains('skip-link')
          ? 'skip link'
          : el.classList.contains('search-trigger')
            ? 'search'
            : el.classList.contains('theme-toggle')
              ? 'theme toggle'
              : el.classList.contains('sidebar-toggle')
                ? 'sidebar toggle'
                : el.closest('.toc')
                  ? 'table of contents'
                  : el.closest('.pager')
                    ? 'pager'
                    : el.classList.contains('page-action')
                      ? 'copy page'
                      : null;
        return kind ? { kind, visible } : null;
      });
      if (info && !seen.has(info.kind)) seen.set(info.kind, info.visible);
    }
    expect([...seen.keys()].sort()).toEqual(['copy page', 'pager', 'search', 'sidebar toggle', 'skip link', 'table of contents', 'theme toggle']);
    expect([...seen.entries()].filter(([, visible]) => !visible)).toEqual([]);
    await page.close();
  });

  it('moves focus to the article with the skip link', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/admin/`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    await page.close();
  });
});
