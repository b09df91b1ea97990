import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

const WIDTHS = [390, 1024, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const GUIDE = '/current/get-started/docker';
const API_PAGE = '/current/reference/api/catalog/container-space';
const OTHER_API_PAGE = '/current/reference/api/job/';
const PLACEHOLDER = 'https://dremio.example.com:9047';

/** A page in a fresh context (its own storage), with Content Security Policy reports and every request collected. */
async function open(path: string, options: BrowserContextOptions = {}) {
  const context = await getBrowser().newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  const csp: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()));
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ''} ${JSON.stringify(r.headers())}`));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  return { page, csp, requests, close: () => context.close() };
}

/** Presses Tab until the focused element matches, as a keyboard-only reader would; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 400) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Whether the focused element shows a focus ring (an outline of at least 2 px). */
const focusVisible = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.activeElement!).outlineWidth) >= 2);

describe('page menu for agents', () => {
  for (const width of WIDTHS)
    for (const theme of THEMES)
      it(`opens by keyboard with ChatGPT, Claude and the docs MCP, axe clean, focus returned on Escape (${width} px, ${theme})`, async () => {
        const { page, csp, close } = await open(GUIDE, { viewport: { width, height: 900 }, colorScheme: theme });
        await tabTo(page, '.page-action-more');
        expect(await focusVisible(page)).toBe(true);
        await page.keyboard.press('Enter');
        expect(await page.getAttribute('.page-action-more', 'aria-expanded')).toBe('true');
        const items = page.locator('#page-actions-menu a');
        expect(await items.allTextContents()).toEqual([
          'View as Markdown',
          'Open llms.txt',
          'Open in ChatGPT (opens in a new tab)',
          'Open in Claude (opens in a new tab)',
          'Connect the docs MCP',
        ]);
        const markdownUrl = `https://docs.dremio.com${GUIDE}.md`;
        for (const [name, prefix] of [
          ['ChatGPT', 'https://chatgpt.com/?q='],
          ['Claude', 'https://claude.ai/new?q='],
        ] as const) {
          const href = (await page.locator('#page-actions-menu a', { hasText: `Open in ${name}` }).getAttribute('href'))!;
          expect(href.startsWith(prefix)).toBe(true);
          expect(new URL(href).searchParams.get('q')).toContain(markdownUrl);
        }
        // Every item is reachable with Tab, visibly focused, and the menu stays inside the viewport.
        await tabTo(page, '#page-actions-menu a[href^="/current/mcp-server"]', 6);
        expect(await focusVisible(page)).toBe(true);
        const box = (await page.locator('#page-actions-menu').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/reader-a-menu-${width}-${theme}.png` });
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await page.getAttribute('.page-action-more', 'aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.activeElement?.classList.contains('page-action-more'))).toBe(true);
        expect(csp).toEqual([]);
        await close();
      });

  it('leads "Connect the docs MCP" to the snippets for Cursor, VS Code and Claude Code', async () => {
    const html = await (await fetch(`${base}/current/mcp-server`)).text();
    expect(html).toContain('id="connect-an-assistant-to-this-documentation"');
    for (const label of ['Cursor', 'VS Code', 'Claude Code']) expect(html).toContain(`data-label="${label}"`);
    const md = await (await fetch(`${base}/current/mcp-server.md`)).text();
    expect(md).toContain('claude mcp add --transport http dremio-docs https://docs.dremio.com/mcp');
    expect(md).toMatch(/"servers": \{\n\s+"dremio-docs": \{\n\s+"type": "http"/);
  });
});

/** The text of the visible example request of each operation on the page. */
const visibleSamples = (page: Page) => page.locator('.api-operation [role="tabpanel"]:not([hidden]) pre').allTextContents();
const allSamples = (page: Page) => page.locator('[data-token] pre').allTextContents();

describe('API samples', () => {
  it('show each request in curl, Python and JavaScript, highlighted, and remember the language across operations, pages and reloads', async () => {
    const { page, csp, close } = await open(API_PAGE);
    const operations = await page.locator('.api-operation').count();
    expect(operations).toBeGreaterThan(1);
    expect(await page.locator('.api-operation [role="tab"]').allTextContents()).toEqual(
      Array.from({ length: operations }, () => ['curl', 'Python', 'JavaScript']).flat(),
    );
    expect((await visibleSamples(page)).every((t) => t.startsWith('curl -X'))).toBe(true);
    // Keyboard: Tab to the first tab list, then the arrow key chooses Python, and every operation follows.
    await tabTo(page, '.api-operation [role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowRight');
    const python = await visibleSamples(page);
    expect(python).toHaveLength(operations);
    expect(python.every((t) => t.startsWith('import os') && t.includes('requests.'))).toBe(true);
    // Highlighted at build time: the Python sample is coloured tokens, not plain text.
    expect(await page.locator('.api-operation [role="tabpanel"]:not([hidden]) pre span[class^="tok-"]').count()).toBeGreaterThan(operations * 5);
    await page.goto(base + OTHER_API_PAGE, { waitUntil: 'networkidle' });
    expect((await visibleSamples(page))[0]).toMatch(/^import os/);
    await page.locator('.api-operation [role="tab"]', { hasText: 'JavaScript' }).first().click();
    await page.reload({ waitUntil: 'networkidle' });
    expect((await visibleSamples(page)).every((t) => t.startsWith('const token = process.env.DREMIO_TOKEN;'))).toBe(true);
    expect(csp).toEqual([]);
    await close();
  });

  it('link the OpenAPI document from the API landing and from each operation page', async () => {
    for (const path of ['/current/reference/api/', API_PAGE]) expect(await (await fetch(base + path)).text()).toContain('href="/openapi.json"');
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, Record<string, { 'x-codeSamples': { lang: string }[] }>> };
    expect(doc.paths['/api/v3/catalog']!.post!['x-codeSamples'].map((s) => s.lang)).toEqual(['curl', 'Python', 'JavaScript']);
  });
});

describe('"Your cluster"', () => {
  const HOST = 'https://dremio.internal.example:9047';
  const TOKEN = 'pat-Zm9v$YmFy"baz';

  it('fills every sample with the reader’s host and token in the browser only, keeps them, and clears them', async () => {
    const { page, csp, requests, close } = await open(API_PAGE);
    const before = await allSamples(page);
    expect(before.every((t) => t.includes(PLACEHOLDER))).toBe(true);
    // Keyboard only: Tab to the URL field, type, Tab to the token field, type.
    await tabTo(page, '.api-cluster input[type="url"]');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.type(HOST);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TOKEN);
    const filled = await allSamples(page);
    expect(filled.some((t) => t.includes(PLACEHOLDER))).toBe(false);
    expect(filled.every((t) => t.includes(HOST))).toBe(true);
    // Each language gets the token as its own literal; the rest of the sample is unchanged.
    expect(filled.filter((t) => t.startsWith('curl')).every((t) => t.includes(`"Authorization: Bearer pat-Zm9v\\$YmFy\\"baz"`))).toBe(true);
    expect(filled.filter((t) => t.startsWith('import os')).every((t) => t.includes('token = "pat-Zm9v$YmFy\\"baz"'))).toBe(true);
    expect(filled.filter((t) => t.startsWith('const token')).every((t) => t.startsWith('const token = "pat-Zm9v$YmFy\\"baz";'))).toBe(true);
    expect(
      filled.map((t) =>
        t
          .replaceAll(HOST, PLACEHOLDER)
          .replace(/Bearer pat-Zm9v\\\$YmFy\\"baz/, 'Bearer $DREMIO_TOKEN')
          .replace(/"pat-Zm9v\$YmFy\\"baz"/, '?'),
      ),
    ).toEqual(before.map((t) => t.replace('os.environ["DREMIO_TOKEN"]', '?').replace('process.env.DREMIO_TOKEN', '?')));
    // The colours stay: the filled samples are still highlighted tokens.
    expect(await page.locator('[data-token] pre span[class^="tok-"]').count()).toBeGreaterThan(filled.length * 3);
    // Kept in the browser: the host on this device, the token for this tab; never in any request.
    expect(await page.evaluate(() => [localStorage.getItem('dremio-docs:cluster-host'), sessionStorage.getItem('dremio-docs:cluster-token')])).toEqual([
      HOST,
      TOKEN,
    ]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.inputValue('.api-cluster input[type="url"]')).toBe(HOST);
    expect((await allSamples(page)).every((t) => t.includes(HOST))).toBe(true);
    expect(requests.filter((r) => r.includes('Zm9v') || r.includes('dremio.internal'))).toEqual([]);
    // Clear puts the build's samples back.
    await page.locator('.api-cluster-clear').click();
    expect(await allSamples(page)).toEqual(before);
    expect(csp).toEqual([]);
    await close();
  });

  it('refuses a URL with a path and a token with spaces, leaving the samples as built', async () => {
    const { page, close } = await open(API_PAGE);
    const before = await allSamples(page);
    await page.fill('.api-cluster input[type="url"]', 'https://dremio.example.org/api/v3');
    expect(await page.getAttribute('.api-cluster input[type="url"]', 'aria-invalid')).toBe('true');
    expect(await page.textContent('.api-cluster-status')).toContain('without a path');
    await page.fill('.api-cluster input[type="password"]', 'two words');
    expect(await allSamples(page)).toEqual(before);
    await close();
  });

  for (const width of WIDTHS)
    for (const theme of THEMES)
      it(`fits and is axe clean with values filled (${width} px, ${theme})`, async () => {
        const { page, csp, close } = await open(API_PAGE, { viewport: { width, height: 900 }, colorScheme: theme });
        await page.fill('.api-cluster input[type="url"]', HOST);
        await page.fill('.api-cluster input[type="password"]', 'abc123');
        const box = (await page.locator('.api-cluster').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.locator('.api-cluster').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/reader-a-cluster-${width}-${theme}.png` });
        expect(await axeViolations(page)).toEqual([]);
        expect(csp).toEqual([]);
        await close();
      });
});
