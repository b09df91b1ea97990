import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const html = async (path: string) => (await fetch(base + path)).text();
const getBrowser = useBrowser();

describe('typed reference pages', () => {
  it('renders a function page from its data: categories, signature, parameters, examples, related', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/reference/sql/sql-functions/functions/DATE_TRUNC`);
    expect(await page.locator('h1').textContent()).toBe('DATE_TRUNC');
    expect(await page.locator('.function-categories a').first().getAttribute('href')).toBe('/current/reference/sql/sql-functions/DATE_TIME');
    const signatures = await page.locator('#syntax + ul .signature').allTextContents();
    expect(signatures.some((s) => /^DATE_TRUNC\(.+\) → TIMESTAMP$/.test(s))).toBe(true);
    expect(await page.locator('#parameters + .table-wrap tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('.example').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.example .example-result').first().textContent()).not.toBe('');
    const related = await page.locator('#related-functions + ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(related.length).toBeGreaterThan(0);
    for (const href of related) expect((await fetch(base + href!, { redirect: 'manual' })).status).toBe(200);
    await page.close();
  });

  it('finds in the All Functions list as you type and by category, without a reload', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/reference/sql/sql-functions/ALL_FUNCTIONS`);
    await page.waitForLoadState('networkidle');
    const rows = page.locator('tr[data-fn]');
    const visible = () => page.locator('tr[data-fn]:not([hidden])').count();
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(268);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('#fn-query').fill('date trunc');
    await expect.poll(() => page.locator('tr[data-fn]:not([hidden]) a').first().textContent()).toBe('DATE_TRUNC');
    expect(await visible()).toBeLessThan(total);
    await page.locator('#fn-query').fill('');
    await page.locator('#fn-category').selectOption('AI');
    await expect.poll(visible).toBeLessThan(10);
    const cats = await page.locator('tr[data-fn]:not([hidden])').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.categories));
    expect(cats.every((c) => c!.split(' ').includes('AI'))).toBe(true);
    expect(await page.locator('.function-count').textContent()).toContain(`of ${total} functions`);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    // The rows' links are plain anchors; clicking one still navigates client-side (the page is not reloaded).
    await page.locator('tr[data-fn]:not([hidden]) a').first().click();
    await page.waitForURL(/\/sql-functions\/functions\/[A-Z_]+$/);
    await page.locator('.function-categories').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    await page.close();
  });

  it('filters the reserved words on their page', async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/reference/sql/reserved-keywords`);
    await page.waitForLoadState('networkidle');
    const visible = () =>
      page.locator('table td code').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent ?? ''));
    const before = (await visible()).length;
    expect(before).toBeGreaterThan(500);
    await page.getByLabel('Filter reserved words').fill('user');
    await expect.poll(async () => (await visible()).length).toBeLessThan(20);
    const words = await visible();
    expect(words).toContain('USER');
    expect(words.every((w) => w.toLowerCase().includes('user'))).toBe(true);
    await page.close();
  });

  it("shows other dialects' names under a function's summary, with the difference to watch for", async () => {
    const page = await getBrowser().newPage();
    await page.goto(`${base}/current/reference/sql/sql-functions/functions/TO_CHAR`);
    const lines = await page.getByRole('list', { name: 'Names in other SQL dialects' }).locator('li').allTextContents();
    expect(lines).toContain('Coming from Snowflake: TO_VARCHAR');
    expect(lines).toContain('Coming from BigQuery: FORMAT_DATE (format first, with strftime elements such as %Y-%m-%d)');
    await page.close();
    const md = await html('/current/reference/sql/sql-functions/functions/TO_CHAR.md');
    expect(md).toContain('- Coming from Snowflake: `TO_VARCHAR`\n');
  });

  it("gathers every function's equivalents on SQL Function Equivalents, one table per dialect, readable on a phone", async () => {
    // What the function pages declare, read from their sources.
    const dir = 'content/reference/sql/sql-functions/functions';
    const declared = readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .flatMap((f) => {
        const fn = matter(readFileSync(`${dir}/${f}`, 'utf8')).data.function as {
          name: string;
          equivalents?: { dialect: string; name: string; source: string }[];
        };
        return (fn.equivalents ?? []).map((e) => ({ ...e, href: `/current/reference/sql/sql-functions/functions/${f.replace(/\.mdx$/, '')}` }));
      });
    expect(declared.length).toBeGreaterThanOrEqual(60);
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/current/reference/sql/sql-functions/sql-function-equivalents`);
    const headings = await page.locator('article h2').allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining(['Snowflake', 'Databricks / Spark SQL', 'Trino / Presto', 'BigQuery', 'PostgreSQL', 'SQL Server', 'Oracle', 'Hive', 'MySQL']),
    );
    const rows = await page.locator('.equivalents-dialect').evaluateAll((sections) =>
      sections.flatMap((s) =>
        [...s.querySelectorAll('tbody tr')].map((tr) => ({
          dialect: s.querySelector('h2')!.id,
          name: tr.querySelector('td code')!.textContent,
          href: tr.querySelector('a[href^="/current/"]')!.getAttribute('href'),
          source: tr.querySelector('td:first-child a')?.getAttribute('href') ?? null,
        })),
      ),
    );
    // Each other-system name links to the documentation the entry was checked against (its `source`).
    const key = (r: { dialect: string; name: string | null; href: string | null; source: string | null }) => `${r.dialect} ${r.name} ${r.href} ${r.source}`;
    expect(rows.map(key).sort()).toEqual(declared.map(key).sort());
    expect(rows).toContainEqual({
      dialect: 'snowflake',
      name: 'TO_VARCHAR',
      href: '/current/reference/sql/sql-functions/functions/TO_CHAR',
      source: 'https://docs.snowflake.com/en/sql-reference/functions/to_char',
    });
    expect(rows).toContainEqual({
      dialect: 'mysql',
      name: 'GROUP_CONCAT',
      href: '/current/reference/sql/sql-functions/functions/LISTAGG',
      source: 'https://dev.mysql.com/doc/refman/8.0/en/aggregate-functions.html#function_group-concat',
    });
    // Wide tables scroll inside their own region; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
    for (const href of new Set(rows.map((r) => r.href!))) expect((await fetch(base + href, { redirect: 'manual' })).status).toBe(200);
    const md = await html('/current/reference/sql/sql-functions/sql-function-equivalents.md');
    expect(md).toContain('## Snowflake\n\n| Snowflake | Dremio | Difference |');
    expect(md).toContain(
      '| [`TO_VARCHAR`](https://docs.snowflake.com/en/sql-reference/functions/to_char) | [`TO_CHAR`](https://docs.dremio.com/current/reference/sql/sql-functions/functions/TO_CHAR) |  |',
    );
  });

  it('generates category lists from the function data', async () => {
    const ai = await html('/current/reference/sql/sql-functions/AI');
    expect(ai).toContain('href="/current/reference/sql/sql-functions/functions/AI_GENERATE"');
    expect(ai).not.toContain('href="/current/reference/sql/sql-functions/functions/ABS"');
  });

  it('keeps the 268 function links out of pages outside the catalogue', async () => {
    // Pages whose text links no function carry no function link at all: the sidebar ships none of them.
    for (const path of ['/current/admin/', '/current/get-started/docker', '/current/reference/sql/commands/']) {
      expect((await html(path)).match(/\/sql-functions\/functions\//g) ?? []).toHaveLength(0);
    }
    expect(
      ((await html('/current/reference/sql/sql-functions/functions/ABS')).match(/href="\/current\/reference\/sql\/sql-functions\/functions\//g) ?? []).length,
    ).toBeGreaterThan(200);
  });

  it('renders system tables with their columns', async () => {
    const page = await html('/current/reference/sql/system-tables/jobs');
    expect(page).toContain('id="columns"');
    expect(page).toMatch(/<code>SYS\.JOBS<\/code>/i);
  });

  it('renders API operations with a method badge, a curl example and status codes, and serves openapi.json', async () => {
    const page = await html('/current/reference/api/catalog/container-space');
    expect(page).toMatch(/class="method method-post">POST</);
    expect(page).toContain('curl');
    expect(page).toContain('Status codes');
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v3/catalog/{id}');
  });

  it('gives every release a stable anchor and marks unsupported lines', async () => {
    const notes = await html('/current/release-notes/version-260-release');
    for (const v of ['26-1-7', '26-0-0']) expect(notes).toContain(`id="${v}"`);
    const start = notes.indexOf('id="26-0-0"');
    const release = notes.slice(start, start + 4000);
    expect(release).toMatch(/licens/i);
    expect(release).toMatch(/AWS Edition/);
    // The vendor dates each release by its month only: the page says "May 2026", never a first-of-month day.
    expect(notes.slice(notes.indexOf('id="26-1-7"'), notes.indexOf('id="26-1-7"') + 600)).toMatch(/Released <time dateTime="2026-05">May 2026<\/time>/);
    expect(notes).not.toMatch(/Released <time[^>]*>\w+ 1, \d{4}</);
    const old = await html('/current/release-notes/unsupported-releases/version-240-release');
    expect(old).toContain('Unsupported release line');
    expect(old).toContain('href="/current/release-notes/"');
  });
});
