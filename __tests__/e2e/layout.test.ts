import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CODE_COLORS } from '@/lib/mdx/code-theme';
import { versions } from '@/lib/model/versions';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

async function open(path: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const page = await getBrowser().newPage({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  return page;
}

/** `#0a58a0` as Chromium reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const toggle = (page: Page, label: string) => page.locator(`#docs-sidebar button[aria-label^="${label}:"]`).first();

describe('docs layout in Chromium', () => {
  it('has the landmarks, one h1, breadcrumbs and a table of contents', async () => {
    const page = await open('/current/get-started/docker');
    expect(await page.locator('header.navbar').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Documentation"]').count()).toBe(1);
    expect(await page.locator('main#content h1').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents()).toEqual([
      'Home',
      'Get Started with Dremio',
      'Community Edition on Docker',
    ]);
    const toc = await page.locator('.toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(toc.length).toBeGreaterThan(2);
    for (const href of toc) expect(await page.locator(`[id="${href!.slice(1)}"]`).count()).toBe(1);
    expect(await page.locator('header.navbar .version-button').textContent()).toContain(versions.current.label);
    await page.close();
  });

  it('starts with categories collapsed and opens the ancestors of a deep page', async () => {
    const page = await open('/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/zookeeper-config');
    for (const label of ['Get Started with Dremio', 'Manage Sources', 'Reference', 'Release Notes']) {
      expect(await toggle(page, label).getAttribute('aria-expanded')).toBe('false');
    }
    for (const label of ['Deploy Dremio', 'Other Options', 'Dremio with Your Infrastructure', 'Cluster Configuration', 'Services']) {
      expect(await toggle(page, label).getAttribute('aria-expanded')).toBe('true');
    }
    const current = page.locator('#docs-sidebar a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/zookeeper-config');
    await page.close();
  });

  it('expands and collapses a category by click and by keyboard, loading children not shipped with the page', async () => {
    const page = await open('/current/get-started/');
    const reference = toggle(page, 'Reference');
    expect(await reference.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#docs-sidebar a[href="/current/reference/api/"]').count()).toBe(0);
    await reference.click();
    expect(await reference.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#docs-sidebar a[href="/current/reference/api/"]').waitFor();
    await reference.click();
    expect(await reference.getAttribute('aria-expanded')).toBe('false');
    await reference.focus();
    await page.keyboard.press('Enter');
    expect(await reference.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await reference.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('keeps a category the reader opened open across client-side navigation', async () => {
    const page = await open('/current/get-started/');
    await toggle(page, 'Load Data').click();
    await page.locator('#docs-sidebar a[href="/current/load-data/clustering"]').click();
    await page.waitForURL('**/current/load-data/clustering');
    await page.locator('h1', { hasText: 'Clustering' }).waitFor();
    expect(await toggle(page, 'Load Data').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page, 'Get Started with Dremio').getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('leaves a modified click on a sidebar link to the browser, so it opens a new tab', async () => {
    const page = await open('/current/get-started/');
    const link = page.locator('#docs-sidebar a[href="/current/get-started/docker"]');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/current/get-started/docker');
    expect(new URL(page.url()).pathname).toBe('/current/get-started/');
    await tab.close();
    await page.close();
  });

  it('links previous and next pages in sidebar order', async () => {
    const page = await open('/current/get-started/docker');
    expect(await page.locator('.pager a[rel="prev"]').getAttribute('href')).toBe('/current/get-started/kubernetes-trial');
    expect(await page.locator('.pager a[rel="next"]').getAttribute('href')).toBe('/current/get-started/quick_tour');
    await page.close();
  });

  it('lists every child with its description on a landing page', async () => {
    const page = await open('/current/get-started/');
    const cards = await page.locator('.card-list .card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(cards).toEqual(['/current/get-started/kubernetes-trial', '/current/get-started/docker', '/current/get-started/quick_tour']);
    expect(await page.locator('.card-list .card p').first().textContent()).not.toBe('');
    await page.close();
  });

  it('highlights code with a language label and copies it', async () => {
    const page = await open('/current/get-started/docker');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const block = page.locator('figure.code-block').first();
    expect(await block.locator('.code-lang').textContent()).toBe('Bash');
    // Tokens are coloured by class, with the light or the dark colour of the class's pair.
    const token = block.locator('pre.shiki span[class^="tok-"]').first();
    const className = (await token.getAttribute('class'))!;
    const pair = CODE_COLORS.find((c) => c.className === className)!;
    expect(pair, className).toBeDefined();
    const shown = () => token.evaluate((el) => getComputedStyle(el).color);
    expect(await shown()).toBe(rgb(pair.light));
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await shown()).toBe(rgb(pair.dark));
    await page.emulateMedia({ colorScheme: 'light' });
    await block.locator('button.copy-button').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('docker run');
    await page.close();
  });

  it("follows the system theme and remembers the reader's choice without a flash", async () => {
    const page = await open('/current/', { colorScheme: 'dark' });
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bg()).toBe('rgb(20, 22, 26)');
    await page.locator('button.theme-toggle').click();
    await page.locator('.theme-menu label', { hasText: 'Light' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await bg()).toBe('rgb(255, 255, 255)');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await bg()).toBe('rgb(255, 255, 255)');
    await page.close();
  });

  it('puts the sidebar behind a menu button on a phone', async () => {
    const page = await open('/current/admin/', { width: 390 });
    const sidebar = page.locator('#docs-sidebar');
    const menu = page.locator('button.menu-button');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  // WCAG 1.4.10 (Reflow): content at 320 CSS px (a 1280 px window zoomed to 400%, the smallest phones) scrolls in one
  // direction only; 280 px is a folded Galaxy Fold. The header's controls must all stay on screen and keep their names.
  it('fits the header and the page in 320 and 280 px without sideways scrolling, every control on screen', async () => {
    // A guide, a function, an API page, a landing page's cards, a crumb that is one long identifier, search and 404.
    const paths = [
      '/current/admin/automated-backups',
      '/current/reference/sql/sql-functions/functions/DATE_TRUNC',
      '/current/reference/api/catalog/',
      '/current/security/rbac/',
      '/current/reference/sql/system-tables/autonomous-reflections-historical',
      '/current/search',
      '/current/no-such-page',
    ];
    for (const width of [320, 280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const path of paths) {
          const page = await open(path, { width, colorScheme });
          const fit = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            offscreen: [...document.querySelectorAll('header.navbar a, header.navbar button')]
              .filter((e) => e.getBoundingClientRect().width > 0)
              .filter((e) => e.getBoundingClientRect().left < 0 || e.getBoundingClientRect().right > document.documentElement.clientWidth)
              .map((e) => e.className),
          }));
          expect({ width, colorScheme, path, ...fit }).toEqual({ width, colorScheme, path, overflow: 0, offscreen: [] });
          await expect.poll(() => page.getByRole('link', { name: 'Search', exact: true }).count()).toBe(1);
          expect(await page.getByRole('button', { name: /theme/i }).first().isVisible()).toBe(true);
          // The version menu opens on screen too.
          await page.locator('.version-button').click();
          const menu = await page.locator('#version-menu').boundingBox();
          expect({ width, path, left: menu!.x >= 0, right: menu!.x + menu!.width <= width }).toEqual({ width, path, left: true, right: true });
          await page.close();
        }
      }
    }
  });

  it('shows the 404 page with search and section links', async () => {
    const page = await getBrowser().newPage();
    const res = await page.goto(`${base}/current/this/does/not/exist`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('form[role="search"] input[name="q"]').count()).toBe(1);
    expect(await page.locator('main a[href="/current/security/"]').count()).toBe(1);
    await page.close();
  });
});

describe('long pages render what the reader sees first', () => {
  it('skips the releases below the first screen until the reader scrolls to them', async () => {
    const page = await open('/current/release-notes/version-250-release', { width: 412 });
    const releases = page.locator('section.release');
    expect(await releases.count()).toBeGreaterThan(40);
    // A section with content-visibility: auto is itself rendered; what is skipped is its content.
    const rendered = (i: number) =>
      releases
        .nth(i)
        .locator('h2')
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await releases.first().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    expect(await rendered(40)).toBe(false);
    await releases.nth(40).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(40)).toBe(true);
    await page.close();
  });

  it('lands on a heading deep in a long page when the URL names it', async () => {
    const page = await open('/current/release-notes/version-250-release#25-0-0', { width: 412 });
    await expect.poll(() => page.locator('[id="25-0-0"]').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    const top = await page.locator('[id="25-0-0"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    await page.close();
  });

  it('wraps each ## section of a guide and keeps its heading first', async () => {
    const page = await open('/current/get-started/docker');
    const h2 = await page.locator('article.doc > h2, article.doc > section > h2').count();
    expect(h2).toBeGreaterThan(2);
    expect(await page.locator('article.doc > section.doc-section > h2:first-child').count()).toBe(h2);
    await page.close();
  });
});
