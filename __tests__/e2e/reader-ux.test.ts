import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FUNCTION_PAGE = '/current/reference/sql/sql-functions/functions/DATE_TRUNC';
const GUIDE = '/current/get-started/docker';
const THEMES = ['light', 'dark'] as const;

/** A page in a fresh context (its own storage), with Content Security Policy reports collected. */
async function open(path: string, options: BrowserContextOptions = {}, waitUntil: 'load' | 'networkidle' | 'domcontentloaded' = 'networkidle') {
  const context = await getBrowser().newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()));
  await page.goto(base + path, { waitUntil });
  return { page, csp, close: () => context.close() };
}

const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { className: el?.className ?? '', inDialog: !!el?.closest('[role="dialog"]'), tag: el?.tagName ?? '' };
  });

describe('phone menu', () => {
  for (const theme of THEMES) {
    it(`fills the screen below the header, scrolls on its own, opens at the current page and closes on Escape (${theme})`, async () => {
      const { page, csp, close } = await open(FUNCTION_PAGE, { viewport: PHONE, colorScheme: theme });
      const button = page.locator('.menu-button');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');

      const geometry = await page.evaluate(() => {
        const sidebar = document.getElementById('docs-sidebar')!;
        const header = document.querySelector('.navbar')!.getBoundingClientRect();
        const box = sidebar.getBoundingClientRect();
        const current = sidebar.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        return {
          top: box.top,
          height: box.height,
          headerBottom: header.bottom,
          viewport: window.innerHeight,
          scrollable: sidebar.scrollHeight > sidebar.clientHeight + 100,
          overflowY: getComputedStyle(sidebar).overflowY,
          currentVisible: current.top >= box.top && current.bottom <= box.bottom,
        };
      });
      expect(Math.abs(geometry.top - geometry.headerBottom)).toBeLessThanOrEqual(1);
      expect(Math.abs(geometry.height - (geometry.viewport - geometry.headerBottom))).toBeLessThanOrEqual(1);
      expect(geometry.scrollable).toBe(true);
      expect(geometry.overflowY).toBe('auto');
      expect(geometry.currentVisible).toBe(true);

      // Swiping the drawer scrolls the drawer, not the page behind it.
      const before = await page.evaluate(() => ({ drawer: document.getElementById('docs-sidebar')!.scrollTop, page: window.scrollY }));
      await page.mouse.move(200, 500);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => document.getElementById('docs-sidebar')!.scrollTop)).toBeGreaterThan(before.drawer);
      expect(await page.evaluate(() => window.scrollY)).toBe(before.page);

      // The first item is not hidden under the header.
      const overviewTop = await page.evaluate(() => {
        const sidebar = document.getElementById('docs-sidebar')!;
        sidebar.scrollTop = 0;
        return sidebar.querySelector('a')!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      });
      expect(overviewTop).toBeGreaterThanOrEqual(0);

      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('#docs-sidebar').isVisible()).toBe(false);
      expect((await activeInfo(page)).className).toContain('menu-button');
      expect(csp).toEqual([]);
      await close();
    });
  }

  it('closes when the reader follows a link in it', async () => {
    const { page, close } = await open(FUNCTION_PAGE, { viewport: PHONE });
    await page.locator('.menu-button').click();
    const link = page.locator('#docs-sidebar a.sidebar-link:not([aria-current])').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator('.menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.body.hasAttribute('data-sidebar-open'))).toBe(false);
    await close();
  });

  for (const theme of THEMES)
    it(`keeps Tab inside the open drawer and the header, and Escape closes only what is on top (${theme})`, async () => {
      const { page, close } = await open(GUIDE, { viewport: PHONE, colorScheme: theme });
      const button = page.locator('.menu-button');
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const where = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.closest('.navbar') ? 'header' : el?.closest('#docs-sidebar') ? 'drawer' : `behind: ${el?.tagName} ${el?.className}`;
        });
      // Forward through the drawer's last link and round to the header; then back again with Shift+Tab.
      let inDrawer = false;
      let wrapped = false;
      for (let i = 0; i < 200 && !wrapped; i++) {
        await page.keyboard.press('Tab');
        const at = await where();
        expect(at).not.toMatch(/^behind/);
        if (at === 'drawer') inDrawer = true;
        else if (inDrawer) wrapped = true;
      }
      expect(wrapped).toBe(true);
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await where()).not.toMatch(/^behind/);
      // The theme choices over the drawer: Escape closes them, and the drawer stays open.
      await page.locator('.theme-toggle').focus();
      await page.keyboard.press('Enter');
      await page.locator('.theme-menu input:checked').waitFor();
      await page.keyboard.press('Escape');
      expect(await page.locator('.theme-menu').isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect((await activeInfo(page)).className).toContain('theme-toggle');
      // So does the version menu.
      await page.locator('.version-button').focus();
      await page.keyboard.press('Enter');
      await page.locator('#version-menu').waitFor();
      await page.keyboard.press('Escape');
      expect(await page.locator('.version-button').getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect((await activeInfo(page)).className).toContain('version-button');
      // The search dialog over the drawer: one Escape closes the dialog alone and gives focus back to its button.
      await page.locator('.search-trigger').click();
      await page.locator('[role="dialog"] [role="combobox"]').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect((await activeInfo(page)).className).toContain('search-trigger');
      // A second Escape closes the drawer.
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await close();
    });

  for (const theme of THEMES)
    it(`is not offered on a page without a sidebar: the search page and the 404 page (${theme})`, async () => {
      for (const path of ['/current/search?q=reflection', '/current/no/such/page']) {
        const { page, close } = await open(path, { viewport: PHONE, colorScheme: theme });
        try {
          expect(await page.locator('#docs-sidebar').count(), path).toBe(0);
          expect(await page.locator('.menu-button').isVisible(), path).toBe(false);
          // The page still scrolls, and a keyboard reader's first stop after the skip link is not a dead button.
          expect(await page.evaluate(() => getComputedStyle(document.body).overflow), path).not.toBe('hidden');
        } finally {
          await close();
        }
      }
      const { page, close } = await open(GUIDE, { viewport: PHONE, colorScheme: theme });
      expect(await page.locator('.menu-button').isVisible()).toBe(true);
      await close();
    });

  it('on desktop, the sidebar shows the current page on load', async () => {
    const { page, close } = await open(FUNCTION_PAGE);
    const visible = await page.evaluate(() => {
      const sidebar = document.getElementById('docs-sidebar')!;
      const box = sidebar.getBoundingClientRect();
      const current = sidebar.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return { scrolled: sidebar.scrollTop > 0, inView: current.top >= box.top && current.bottom <= box.bottom, page: window.scrollY };
    });
    expect(visible).toEqual({ scrolled: true, inView: true, page: 0 });
    await close();
  });
});

describe('search box', () => {
  const firstTitle = (page: Page) => page.locator('.search-results [role="option"] .result-title').first().textContent();

  for (const [viewport, path] of [
    [DESKTOP, GUIDE],
    [PHONE, FUNCTION_PAGE],
  ] as const) {
    it(`keeps every key typed right after a full page load and Ctrl+K (${viewport.width} px, ${path})`, async () => {
      const { page, close } = await open(path, { viewport }, 'load');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('DATE_TRUNC');
      const input = page.locator('[role="dialog"] input[role="combobox"]');
      await expect.poll(() => input.inputValue()).toBe('DATE_TRUNC');
      await expect.poll(() => firstTitle(page), { timeout: 10_000 }).toContain('DATE_TRUNC');
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }

  it('keeps keys typed after "/" pressed before the page has hydrated', async () => {
    const { page, close } = await open(GUIDE, {}, 'domcontentloaded');
    await page.keyboard.press('/');
    await page.keyboard.type('create reflection sql');
    const input = page.locator('[role="dialog"] input[role="combobox"]');
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('create reflection sql');
    await expect.poll(() => page.locator('.search-results [role="option"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await close();
  });

  for (const theme of THEMES) {
    it(`keeps focus inside the open dialog and gives it back to the search button (${theme})`, async () => {
      const { page, close } = await open(GUIDE, { colorScheme: theme });
      await page.keyboard.press('Control+k');
      await page.keyboard.type('reflection');
      await expect.poll(() => page.locator('.search-results [role="option"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 14; i++) {
          await page.keyboard.press(key);
          expect((await activeInfo(page)).inDialog).toBe(true);
        }
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await page.locator('[role="dialog"]').count()).toBe(0);
      expect((await activeInfo(page)).className).toContain('search-trigger');

      // Opened from the button, closed with its close button: focus is back on the button.
      await page.locator('.search-trigger').click();
      await expect.poll(async () => (await activeInfo(page)).tag).toBe('INPUT');
      await page.locator('.search-close').click();
      expect((await activeInfo(page)).className).toContain('search-trigger');
      await close();
    });
  }

  for (const viewport of [PHONE, { width: 1024, height: 768 }, DESKTOP]) {
    it(`the empty search page puts focus in its box; with a query it leaves focus to the reader (${viewport.width} px)`, async () => {
      const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
      const empty = await open('/current/search', { viewport });
      await empty.page.waitForFunction(() => (window as { __searchReady?: boolean }).__searchReady === true);
      await expect.poll(() => focused(empty.page)).toBe('search-page-q');
      // The first key goes into the box, with no click first.
      await empty.page.keyboard.type('reflection');
      expect(await empty.page.locator('#search-page-q').inputValue()).toBe('reflection');
      await empty.close();
      const results = await open('/current/search?q=DATE_TRUNC', { viewport });
      await expect.poll(() => results.page.locator('.search-page-results .result-title').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await focused(results.page)).not.toBe('search-page-q');
      await results.close();
    });
  }

  for (const [viewport, theme] of [
    [PHONE, 'dark'],
    [DESKTOP, 'light'],
  ] as const)
    it(`a query of one long word, found nowhere, wraps on the search page and in the dialog (${viewport.width} px, ${theme})`, async () => {
      const word = 'a'.repeat(400);
      const { page, close } = await open(`/current/search?q=${word}`, { viewport, colorScheme: theme });
      await page.locator('.search-page .search-empty').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press('Control+k');
      await page.keyboard.type(word.slice(0, 200));
      const empty = page.locator('[role="dialog"] .search-empty p').first();
      await empty.waitFor();
      expect(await empty.evaluate((p) => p.scrollWidth <= p.clientWidth + 1)).toBe(true);
      await close();
    });

  it('the search page takes keys before its script has run and searches them', async () => {
    const { page, close } = await open('/current/search', { viewport: PHONE }, 'domcontentloaded');
    const input = page.locator('#search-page-q');
    await input.type('DATE_TRUNC');
    await page.waitForLoadState('networkidle');
    expect(await input.inputValue()).toBe('DATE_TRUNC');
    await input.press('Enter');
    await page.waitForURL(/q=DATE_TRUNC/);
    await expect.poll(() => page.locator('.search-page-results .result-title').first().textContent(), { timeout: 10_000 }).toContain('DATE_TRUNC');
    expect(await input.inputValue()).toBe('DATE_TRUNC');
    await close();
  });
});

describe('boxes that take keys before the page has hydrated', () => {
  /**
   * A page whose scripts are held back until `release()`: the reader types on the server's HTML, as on a phone
   * whose network is slower than its fingers; then the scripts run and hydrate.
   */
  async function beforeScripts(path: string, theme: 'light' | 'dark') {
    const context = await getBrowser().newContext({ viewport: PHONE, colorScheme: theme });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(base + path, { waitUntil: 'domcontentloaded' });
    const hydrated = async () => {
      release();
      await page.waitForLoadState('networkidle');
      // The search button marks the page hydrated (components/search-trigger.tsx).
      await page.waitForFunction(() => (window as { __searchReady?: boolean }).__searchReady === true, null, { timeout: 45_000 });
    };
    return { page, hydrated, close: () => context.close() };
  }

  for (const theme of THEMES) {
    it(`the function finder keeps the words typed and filters by them (${theme})`, async () => {
      const { page, hydrated, close } = await beforeScripts('/current/reference/sql/sql-functions/ALL_FUNCTIONS', theme);
      await page.locator('#fn-query').type('date_tr');
      await hydrated();
      await expect.poll(() => page.locator('tr[data-fn]:not([hidden])').first().getAttribute('data-fn')).toBe('DATE_TRUNC');
      expect(await page.inputValue('#fn-query')).toBe('date_tr');
      expect(page.url()).toContain('q=date_tr');
      await close();
    });
  }

  it('the function finder keeps a category chosen before the script ran', async () => {
    const { page, hydrated, close } = await beforeScripts('/current/reference/sql/sql-functions/ALL_FUNCTIONS', 'light');
    await page.locator('#fn-category').selectOption('AI');
    await hydrated();
    await expect.poll(() => page.locator('tr[data-fn]:not([hidden])').count()).toBeLessThan(10);
    expect(await page.inputValue('#fn-category')).toBe('AI');
    expect(page.url()).toContain('category=AI');
    await close();
  });

  it('a table filter keeps the words typed and filters by them', async () => {
    const { page, hydrated, close } = await beforeScripts('/current/reference/sql/reserved-keywords', 'dark');
    const box = page.getByLabel('Filter reserved words');
    await box.type('user');
    await hydrated();
    expect(await box.inputValue()).toBe('user');
    const visible = () =>
      page.locator('table td code').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent ?? ''));
    await expect.poll(async () => (await visible()).length).toBeLessThan(20);
    expect((await visible()).every((w) => w.toLowerCase().includes('user'))).toBe(true);
    await close();
  });

  it("the 404 page's search box keeps the words typed, and gets the address's words only when empty", async () => {
    const typed = await beforeScripts('/current/no-such-reflection-page', 'light');
    await typed.page.locator('#not-found-q').type('reflection refresh');
    await typed.hydrated();
    expect(await typed.page.inputValue('#not-found-q')).toBe('reflection refresh');
    await typed.close();
    const empty = await beforeScripts('/current/no-such-reflection-page', 'light');
    await empty.hydrated();
    await expect.poll(() => empty.page.inputValue('#not-found-q')).toBe('no such reflection page');
    await empty.close();
  });
});

describe('moving within a page', () => {
  for (const [viewport, theme] of [
    [DESKTOP, 'light'],
    [{ width: 1024, height: 768 }, 'dark'],
  ] as const)
    it(`after a link of the site or Back, the next Tab reaches the skip link, not the sidebar (${viewport.width} px, ${theme})`, async () => {
      const { page, close } = await open(GUIDE, { viewport, colorScheme: theme });
      const tabFromTop = async () => {
        // Focus moves to the top once the new page has rendered.
        await page.waitForFunction(() => document.activeElement?.className === 'skip-top');
        await page.keyboard.press('Tab');
        return page.evaluate(() => document.activeElement?.className);
      };
      // The pager's Next link, by keyboard.
      await page.locator('nav.pager a').last().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== GUIDE);
      expect(await tabFromTop()).toBe('skip-link');
      // A sidebar link.
      const link = page.locator('#docs-sidebar a.sidebar-link:not([aria-current])').first();
      const href = await link.getAttribute('href');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === href);
      expect(await tabFromTop()).toBe('skip-link');
      // Back.
      await page.goBack();
      await page.waitForURL((url) => url.pathname !== href);
      expect(await tabFromTop()).toBe('skip-link');
      // The skip link then leads into the page's text.
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
      await close();
    });

  for (const theme of THEMES)
    it(`keeps the marked section in view in a contents column taller than the screen (1440 px, ${theme})`, async () => {
      const { page, close } = await open('/current/release-notes/version-260-release', { colorScheme: theme });
      const column = () =>
        page.evaluate(() => {
          const box = document.querySelector('.docs-aside')!;
          const marked = box.querySelector('a[aria-current]');
          const [at, view] = [marked?.getBoundingClientRect(), box.getBoundingClientRect()];
          return { taller: box.scrollHeight > box.clientHeight, shown: !!at && at.top >= view.top && at.bottom <= view.bottom };
        });
      expect((await column()).taller).toBe(true);
      for (const share of [0.5, 0.8, 0.2]) {
        await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), share);
        await expect.poll(async () => (await column()).shown).toBe(true);
      }
      await close();
    });

  for (const theme of THEMES)
    it(`closes the theme choices when Tab leaves them (1440 px, ${theme})`, async () => {
      const { page, close } = await open(GUIDE, { colorScheme: theme });
      await page.locator('.theme-toggle').focus();
      await page.keyboard.press('Enter');
      await page.locator('.theme-menu input:checked').waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => page.locator('.theme-menu').isVisible()).toBe(false);
      expect(await page.locator('.theme-toggle').getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.theme-control'))).toBe(false);
      await close();
    });

  it('gives every h2 and h3 a focusable link to itself, named after the heading', async () => {
    for (const path of [GUIDE, FUNCTION_PAGE]) {
      const { page, close } = await open(path);
      const headings = await page.locator('article h2[id], article h3[id]').evaluateAll((els) =>
        els.map((h) => {
          const a = h.querySelector(':scope > a.anchor-link') as HTMLAnchorElement | null;
          const text = [...h.childNodes]
            .filter((n) => n !== a)
            .map((n) => n.textContent)
            .join('')
            .trim();
          return { ok: !!a && a.getAttribute('href') === `#${h.id}` && a.getAttribute('aria-label') === `Link to section: ${text}` };
        }),
      );
      expect(headings.length).toBeGreaterThan(2);
      expect(headings.every((h) => h.ok)).toBe(true);

      // Reached with Tab from the start of the main content (the skip link), and shown while focused.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Enter');
      let found = false;
      for (let i = 0; i < 40 && !found; i++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => document.activeElement?.classList.contains('anchor-link') ?? false);
      }
      expect(found).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).opacity)).toBe('1');
      await close();
    }
  });

  it('marks the section in view in "On this page" as the reader scrolls (1440 px)', async () => {
    const { page, close } = await open(GUIDE);
    const ids = await page.locator('.toc a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    expect(ids.length).toBeGreaterThan(3);
    for (const id of [ids[2]!, ids[Math.floor(ids.length / 2) + 1]!]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect.poll(() => page.locator('.toc a[aria-current="true"]').getAttribute('href')).toBe(`#${id}`);
      expect(await page.locator('.toc a[aria-current="true"]').count()).toBe(1);
    }
    await close();
  });

  for (const viewport of [{ width: 1024, height: 800 }, PHONE]) {
    it(`shows a folded "On this page" at the top of the article where the side column is hidden (${viewport.width} px)`, async () => {
      const { page, close } = await open(GUIDE, { viewport });
      expect(await page.locator('.docs-aside').isVisible()).toBe(false);
      const inline = page.locator('.toc-inline details');
      expect(await inline.isVisible()).toBe(true);
      expect(await inline.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      // Right below the title, above the body's first section.
      const place = await page.evaluate(() => {
        const nav = document.querySelector('.toc-inline')!;
        const firstH2 = document.querySelector('article.doc h2')!;
        return { after: nav.previousElementSibling?.className, above: nav.getBoundingClientRect().bottom <= firstH2.getBoundingClientRect().top };
      });
      expect(place).toEqual({ after: 'doc-header', above: true });
      await page.locator('.toc-inline summary').click();
      expect(await page.locator('.toc-inline a').first().isVisible()).toBe(true);
      await page.locator('.toc-inline a').nth(2).click();
      await expect.poll(() => page.locator('.toc-inline a[aria-current="true"]').count()).toBe(1);
      await close();
    });
  }

  it('hides the folded list where the side column shows (1440 px)', async () => {
    const { page, close } = await open(GUIDE);
    expect(await page.locator('.toc-inline').isVisible()).toBe(false);
    expect(await page.locator('.docs-aside .toc').isVisible()).toBe(true);
    await close();
  });
});

describe('tabs', () => {
  const selected = (page: Page) => page.locator('.tabs [role="tab"][aria-selected="true"]').first().textContent();
  const visiblePanel = (page: Page) => page.locator('.tabs [role="tabpanel"]:not([hidden])').first().getAttribute('data-label');

  it('remember the choice by group across pages and reloads, before any script of the app runs', async () => {
    const { page, csp, close } = await open('/current/deploy-dremio/configuring-kubernetes');
    expect(await selected(page)).toBe('Amazon S3');
    await page.locator('.tabs [role="tab"]', { hasText: 'Google Cloud Storage' }).click();
    expect(await visiblePanel(page)).toBe('Google Cloud Storage');

    // Another page with the same group.
    await page.goto(`${base}/current/data-sources/open-catalog/`, { waitUntil: 'networkidle' });
    expect(await selected(page)).toBe('Google Cloud Storage');
    expect(await visiblePanel(page)).toBe('Google Cloud Storage');
    expect(await page.locator('.tabs [role="tabpanel"]:not([hidden])').count()).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await selected(page)).toBe('Google Cloud Storage');

    // The choice is applied by the inline script before the first paint: it holds with the app's scripts blocked.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await selected(page)).toBe('Google Cloud Storage');
    expect(await visiblePanel(page)).toBe('Google Cloud Storage');
    await page.unroute('**/_next/static/chunks/**');
    expect(csp).toEqual([]);
    await close();
  });
});

describe('stable page height', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a long page keeps its height within 8% as its sections render (${viewport.width} px)`, async () => {
      const { page, close } = await open('/current/reference/sql/commands/SELECT-statements', { viewport });
      const growth = await page.evaluate(async () => {
        const before = document.documentElement.scrollHeight;
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        return Math.abs(document.documentElement.scrollHeight - before) / before;
      });
      expect(growth).toBeLessThan(0.08);
      await close();
    });
  }
});

describe('print', () => {
  it('prints the article only, with every tab panel and every section rendered', async () => {
    const { page, close } = await open('/current/deploy-dremio/configuring-kubernetes', { colorScheme: 'dark' });
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      '.navbar',
      '#docs-sidebar',
      '.docs-aside',
      '.pager',
      '.breadcrumbs',
      '.page-actions',
      '.search-trigger',
      '.copy-button',
      '.toc-inline',
      '.tab-list',
    ]) {
      const shown = await page.locator(chrome).evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
      expect({ chrome, shown }).toEqual({ chrome, shown: 0 });
    }
    const panels = await page.locator('[role="tabpanel"]').evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
    expect(panels.length).toBeGreaterThan(2);
    expect(panels.every((d) => d === 'block')).toBe(true);
    const sections = await page.locator('.doc-section').evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
    expect(sections.every((v) => v === 'visible')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await close();
  });
});

describe('theme', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const WHITE = 'rgb(255, 255, 255)';

  for (const viewport of [DESKTOP, PHONE]) {
    it(`offers light, dark and the system setting, keeps the choice and applies it before the first paint (${viewport.width} px)`, async () => {
      const { page, csp, close } = await open(GUIDE, { viewport, colorScheme: 'dark' });
      const button = page.locator('.theme-toggle');
      expect(await button.getAttribute('aria-label')).toBe('Theme: System');
      expect(await background(page)).not.toBe(WHITE);

      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.theme-menu input:checked').getAttribute('value')).toBe('system');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('system');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('.theme-menu label', { hasText: 'Light' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await background(page)).toBe(WHITE);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect((await activeInfo(page)).className).toContain('theme-toggle');

      // Applied by the head script: it holds on reload with the app's scripts blocked.
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
      await page.reload({ waitUntil: 'load' });
      expect(await background(page)).toBe(WHITE);
      await page.unroute('**/_next/static/chunks/**');
      await page.reload({ waitUntil: 'networkidle' });
      expect(await button.getAttribute('aria-label')).toBe('Theme: Light');

      // Keyboard: arrow keys move through the choices; "System" follows the system again.
      await button.click();
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => ({ theme: document.documentElement.dataset.theme ?? null, stored: localStorage.getItem('theme') }))).toEqual({
        theme: null,
        stored: null,
      });
      expect(await background(page)).not.toBe(WHITE);
      expect(csp).toEqual([]);
      await close();
    });
  }
});

describe('function signatures', () => {
  it('each has a Copy button that copies it', async () => {
    const { page, close } = await open(FUNCTION_PAGE, { permissions: ['clipboard-read', 'clipboard-write'] });
    const items = page.locator('.signatures .signature-item');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await page.locator('.signatures .signature-item .copy-button').count()).toBe(await items.count());
    const text = await items.first().locator('.signature').textContent();
    await items.first().locator('.copy-button').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await close();
  });
});
