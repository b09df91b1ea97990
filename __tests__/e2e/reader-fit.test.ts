import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { AnnouncementBar } from '@/components/announcement-bar';
import { headScript } from '@/lib/http/inline-scripts';
import { docHref } from '@/lib/model/routes';
import { axeViolations } from './axe';
import { useBrowser } from './use-browser';

/**
 * Issue 41, what readers of a phone and of a long page take for granted: tables and code that fit, annotated code,
 * diagrams that can be enlarged, a way back up a long page, a drawer that closes, labels that say their full name,
 * a pager within a function's category, a search dialog that holds the page still, and the announcement bar.
 */
const base = inject('baseUrl');
const getBrowser = useBrowser();

const WIDTHS = [390, 1024, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const SPARK = '/current/data-sources/open-catalog/connecting-from-spark';
const METADATA_STORE = '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/metadata-store-config';
const K8S_ADMIN = '/current/admin/admin-dremio-kubernetes/';
const ROW_NUMBER = '/current/reference/sql/sql-functions/functions/ROW_NUMBER';
const RELEASE_NOTES = '/current/release-notes/version-250-release';
/** The pages whose tables were cut off even at 1440 px (the eight; DESCRIBE PIPE is its command page). */
const CUT_OFF = [
  SPARK,
  '/current/data-sources/open-catalog/connecting-from-kafka-connect',
  '/current/developer/data-formats/apache-iceberg/table-properties',
  '/current/reference/sql/system-tables/pipes',
  '/current/data-sources/lakehouse-catalogs/snowflake-open',
  '/current/data-sources/lakehouse-catalogs/unity',
  '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/dist-store-config',
  '/current/security/secrets-management/hashicorp-vault',
  '/current/reference/sql/commands/describe-pipe',
];

/** Every page with a diagram, read from the sources. */
function diagramPages(dir = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return diagramPages(path);
    if (!path.endsWith('.mdx') || !/^```(dot|mermaid) /m.test(readFileSync(path, 'utf8'))) return [];
    return [docHref(path.replace(/^content\//, '').replace(/\.mdx$/, ''))];
  });
}

/** A page in a fresh context (its own storage), with CSP reports and page errors collected. */
async function open(path: string, width: number, options: BrowserContextOptions = {}) {
  const context = await getBrowser().newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.text().includes('Content Security Policy')) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/** Renders every `##` section, which the page otherwise lays out only near the viewport. */
const renderAll = (page: Page) =>
  page.evaluate(() => {
    for (const s of document.querySelectorAll<HTMLElement>('.doc-section')) s.style.contentVisibility = 'visible';
  });

describe('tables that fit', () => {
  it.each(WIDTHS.flatMap((w) => THEMES.map((t) => [w, t] as const)))(
    'at %i px (%s) every table is a named, focusable scroll region with a scroll cue, and axe is clean',
    async (width, theme) => {
      const { page, problems, close } = await open(SPARK, width, { colorScheme: theme });
      await renderAll(page);
      const regions = await page.locator('.doc .table-wrap').evaluateAll((wraps) =>
        wraps.map((w) => ({
          role: w.getAttribute('role'),
          tabindex: w.getAttribute('tabindex'),
          label: w.getAttribute('aria-label') ?? '',
          shadows: (getComputedStyle(w).backgroundImage.match(/radial-gradient/g) ?? []).length,
          headerOpaque: [...w.querySelectorAll('th')].some((th) => /^rgb\(/.test(getComputedStyle(th).backgroundColor)),
        })),
      );
      expect(regions.length).toBeGreaterThan(1);
      for (const r of regions) {
        expect(r).toMatchObject({ role: 'region', tabindex: '0', shadows: 2, headerOpaque: false });
        expect(r.label).toMatch(/: .+, .+/);
      }
      expect(new Set(regions.map((r) => r.label)).size).toBe(regions.length);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it.each(CUT_OFF)('%s: no table is wider than its column at 1440 px', async (path) => {
    const { page, close } = await open(path, 1440);
    await renderAll(page);
    const over = await page
      .locator('.doc .table-wrap')
      .evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => w.getAttribute('aria-label')));
    expect(over).toEqual([]);
    await close();
  });

  it('on a phone, a list of settings stacks into name/value cards and short identifiers never break at a hyphen', async () => {
    const { page, close } = await open(SPARK, 390);
    await renderAll(page);
    const table = page.locator('.doc table.data-table-stack').first();
    const shape = await table.evaluate((t) => {
      const cell = t.querySelector('tbody td:nth-child(2)')!;
      return {
        display: getComputedStyle(t.querySelector('tbody tr')!).display,
        // The column's name, given once on the table (`--l2`), as the reader sees it before the value.
        prefix: getComputedStyle(cell, '::before').content.replace(/"\s+"/g, ''),
        perCellLabels: t.querySelectorAll('td[data-label]').length,
        overflows: t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1,
      };
    });
    expect(shape).toEqual({ display: 'block', prefix: '"Required: "', perCellLabels: 0, overflows: false });
    // `cache-enabled` and every other short identifier in a cell stays on one line.
    const broken = await page
      .locator('.doc td code')
      .evaluateAll((codes) =>
        codes.filter((c) => c.textContent!.includes('-') && c.textContent!.length < 16 && c.getClientRects().length > 1).map((c) => c.textContent),
      );
    expect(broken).toEqual([]);
    const lines = await page
      .locator('.doc td code', { hasText: 'cache-enabled' })
      .first()
      .evaluate((c) => Math.round(c.getBoundingClientRect().height / parseFloat(getComputedStyle(c).lineHeight)));
    expect(lines).toBe(1);
    await close();
  });

  it('at 1440 px the same list is an ordinary table', async () => {
    const { page, close } = await open(SPARK, 1440);
    await renderAll(page);
    expect(
      await page
        .locator('.doc table.data-table-stack tbody tr')
        .first()
        .evaluate((r) => getComputedStyle(r).display),
    ).toBe('table-row');
    await close();
  });
});

describe('code that fits', () => {
  it('a block with a line too long for a phone has a Wrap toggle that wraps it, is remembered and applies before paint', async () => {
    const { page, problems, close } = await open(ROW_NUMBER, 390);
    const blocks = page.locator('figure.code-block');
    const overflowing = await blocks.evaluateAll((figs) => figs.map((f) => f.querySelector('pre')!.scrollWidth > f.querySelector('pre')!.clientWidth + 1));
    const wraps = await blocks.evaluateAll((figs) =>
      figs.map((f) => [...f.querySelectorAll('button')].some((b) => b.textContent!.startsWith('Wrap') && !b.hidden)),
    );
    expect(overflowing.some(Boolean)).toBe(true);
    expect(wraps).toEqual(overflowing);
    const i = overflowing.indexOf(true);
    const wrap = blocks.nth(i).getByRole('button', { name: 'Wrap long lines' });
    await wrap.focus();
    await page.keyboard.press('Enter');
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    const pre = blocks.nth(i).locator('pre');
    expect(await pre.evaluate((p) => p.scrollWidth <= p.clientWidth + 1)).toBe(true);
    // Still offered while wrapped (the block would overflow without it), and remembered across a reload.
    expect(await wrap.isVisible()).toBe(true);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('html[data-code-wrap]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(
      await page
        .locator('figure.code-block pre')
        .nth(i)
        .evaluate((p) => p.scrollWidth <= p.clientWidth + 1),
    ).toBe(true);
    await page.locator('figure.code-block').nth(i).getByRole('button', { name: 'Wrap long lines' }).click();
    expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-code-wrap'), localStorage.getItem('dremio-docs:code-wrap')])).toEqual([
      false,
      null,
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  for (const theme of THEMES)
    it(`wrapped, a block scrolled sideways shows its lines from their start and no longer scrolls (1024 px, ${theme})`, async () => {
      const { page, problems, close } = await open('/current/admin/licensing/', 1024, { colorScheme: theme });
      // The license key's line is highlighted: its band reaches into the box's padding.
      const pre = page.locator('figure.code-block pre.has-highlighted').first();
      await pre.scrollIntoViewIfNeeded();
      await pre.evaluate((p) => (p.scrollLeft = 40));
      expect(await pre.evaluate((p) => p.scrollLeft)).toBeGreaterThan(0);
      await page
        .locator('figure.code-block', { has: page.locator('pre.has-highlighted') })
        .first()
        .getByRole('button', { name: 'Wrap long lines' })
        .click();
      await expect.poll(() => pre.evaluate((p) => p.scrollLeft)).toBe(0);
      expect(await pre.evaluate((p) => getComputedStyle(p).overflowX)).toBe('hidden');
      // Every line's text starts inside the box.
      expect(await pre.evaluate((p) => [...p.querySelectorAll('.line')].every((l) => l.getBoundingClientRect().left >= p.getBoundingClientRect().left))).toBe(
        true,
      );
      expect(problems).toEqual([]);
      await close();
    });

  for (const width of WIDTHS)
    it(`only a code box that scrolls is a Tab stop, and its focus ring shows inside its frame (${width} px)`, async () => {
      const { page, close } = await open('/current/admin/licensing/', width);
      // Once the page has measured them (the server's HTML makes every box a stop).
      const stops = () => page.locator('figure.code-block pre').evaluateAll((pres) => pres.map((p) => [p.tabIndex, p.scrollWidth > p.clientWidth + 1]));
      await expect.poll(async () => (await stops()).every(([tabIndex, scrolls]) => tabIndex === (scrolls ? 0 : -1))).toBe(true);
      // At 1024 px two of the page's three boxes fit (all three at 1440 px).
      if (width === 1024) expect((await stops()).filter(([tabIndex]) => tabIndex === -1)).toHaveLength(2);
      const ring = await page
        .locator('figure.code-block pre')
        .first()
        .evaluate((p) => {
          p.focus();
          return parseFloat(getComputedStyle(p).outlineOffset) + parseFloat(getComputedStyle(p).outlineWidth);
        });
      // Drawn inside the box, so the figure that clips the box does not cut it off.
      expect(ring).toBeLessThanOrEqual(0);
      await close();
    });

  it('a Copy button keeps its width when it says Copied, so the signature beside it does not move (390 px)', async () => {
    const { page, close } = await open('/current/reference/sql/sql-functions/functions/DATE_TRUNC', 390);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = page.locator('.signature-item').first();
    const width = () => item.locator('.signature').evaluate((s) => s.getBoundingClientRect().width);
    const before = await width();
    await item.locator('.copy-button').click();
    await expect.poll(() => item.locator('.copy-button').textContent()).toContain('Copied');
    expect(await width()).toBe(before);
    await close();
  });

  it("ROW_NUMBER's examples fit a phone without wrapping", async () => {
    const { page, close } = await open(ROW_NUMBER, 390);
    const widest = await page.locator('figure.code-block pre').evaluateAll((pres) => Math.max(...pres.map((p) => p.scrollWidth)));
    // Every example line is short enough to read on a 390 px screen with at most a short scroll.
    expect(widest).toBeLessThan(700);
    await close();
  });
});

describe('annotated code', () => {
  it.each(THEMES)('a diff names its file, marks lines added and removed, and Copy copies the new code alone (%s)', async (theme) => {
    const { page, problems, close } = await open(METADATA_STORE, 390, { colorScheme: theme, permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('figure.code-block', { has: page.locator('pre.has-diff') });
    expect(await block.locator('figcaption .code-title').textContent()).toMatch(/^dremio\.conf/);
    expect(await block.locator('.line.diff.remove').textContent()).toContain('/var/lib/dremio');
    expect(await block.locator('.line.diff.add').textContent()).toContain('/data/dremio');
    expect(await block.locator('pre').textContent()).not.toContain('[!code');
    await block.getByRole('button', { name: /^Copy/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('paths: {\n  local: "/data/dremio"\n}');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('line highlights from the fence meta mark the lines the reader changes', async () => {
    const { page, close } = await open(K8S_ADMIN, 1440);
    const block = page.locator('figure.code-block', { has: page.locator('.line.highlighted') }).first();
    expect(await block.locator('.code-title').textContent()).toMatch(/^values-overrides\.yaml/);
    expect(await block.locator('.line.highlighted').allTextContents()).toEqual(['      cpu: "16"', '      memory: "64Gi"', '      memory: "64Gi"']);
    await close();
  });

  it('the Markdown export carries the file name and the code without marks', async () => {
    const md = await (await fetch(`${base}${METADATA_STORE}.md`)).text();
    expect(md).toMatch(/```hocon title="dremio\.conf"\n *paths: \{\n *local: "\/data\/dremio"\n *\}\n/);
    expect(md).not.toContain('[!code');
  });
});

describe('diagrams on a phone', () => {
  const pages = [SPARK, '/current/developer/data-formats/apache-iceberg/table-maintenance-optimization/'];
  it.each(pages.flatMap((p) => THEMES.map((t) => [p, t] as const)))(
    '%s (%s): Enlarge loads the viewer on use, shows labels of at least 11 px, pans, zooms and gives the focus back',
    async (path, theme) => {
      const { page, problems, close } = await open(path, 390, { colorScheme: theme });
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      const button = page.getByRole('button', { name: 'Enlarge the diagram' }).first();
      await button.scrollIntoViewIfNeeded();
      // On the page the labels are too small to read; in the viewer they are not.
      const smallOnPage = await page
        .locator('.diagram-svg')
        .first()
        .evaluate((svg) => {
          const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
          return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
        });
      expect(smallOnPage).toBeLessThan(11);
      // Other parts load their code as they come into view (the feedback form at the end of a short page), so the
      // viewer's code is what the first press adds, not the first script after load.
      const loaded = new Set(scripts);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(scripts.filter((s) => !loaded.has(s)).length).toBeGreaterThan(0); // the viewer's code came with the first press
      const smallest = await dialog.locator('svg').evaluate((svg) => {
        const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
        return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
      });
      expect(smallest).toBeGreaterThanOrEqual(11);
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
      // Tab stays inside; the stage pans; + zooms.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      const stage = dialog.locator('.diagram-viewer-stage');
      const before = await stage.evaluate((s) => s.scrollWidth);
      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      expect(await stage.evaluate((s) => s.scrollWidth)).toBeGreaterThan(before);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
      // The close button works the same way.
      await button.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it.each(diagramPages())('%s: every diagram opens in the viewer with labels of at least 11 px at 390 px', async (path) => {
    const { page, problems, close } = await open(path, 390);
    const buttons = page.getByRole('button', { name: 'Enlarge the diagram' });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      const svg = page.getByRole('dialog').locator('svg');
      const smallest = await svg.evaluate((el) => {
        const scale = (el as SVGSVGElement).getScreenCTM()!.a;
        return Math.min(...[...el.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
      });
      expect(smallest).toBeGreaterThanOrEqual(11);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('every diagram links to its SVG alone, which carries its own colours', async () => {
    const html = await (await fetch(base + SPARK)).text();
    const hrefs = [...html.matchAll(/href="(\/diagrams\/[0-9a-f]{16}\.svg)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBe((html.match(/class="diagram"/g) ?? []).length);
    const res = await fetch(base + hrefs[0]!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]*><style>svg\{.*--fg: ?#1b1f24.*prefers-color-scheme:dark/);
  });
});

describe('long pages', () => {
  it.each(THEMES)('on a phone, "On this page" appears after a screen of scrolling and leads back to the contents (%s)', async (theme) => {
    const { page, close } = await open(RELEASE_NOTES, 390, { colorScheme: theme });
    const control = page.locator('a.to-toc');
    expect(await control.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => control.isVisible()).toBe(true);
    await control.click();
    await expect
      .poll(() => page.locator('#toc-inline').evaluate((n) => n.getBoundingClientRect().top < innerHeight && n.getBoundingClientRect().bottom > 0))
      .toBe(true);
    // The list arrives unfolded, its first link on screen.
    expect(await page.locator('#toc-inline details').getAttribute('open')).not.toBeNull();
    expect(await page.locator('#toc-inline a').first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // At the end of the page the button covers none of the footer's links.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => control.isVisible()).toBe(true);
    const covered = await page.evaluate(() => {
      const button = document.querySelector('a.to-toc')!.getBoundingClientRect();
      return [...document.querySelectorAll('footer a')].some((a) => {
        const r = a.getBoundingClientRect();
        return r.right > button.left && r.left < button.right && r.bottom > button.top && r.top < button.bottom;
      });
    });
    expect(covered).toBe(false);
    await close();
  });

  it.each(THEMES)('on a phone, every breadcrumb link is a 24 px target, however the trail wraps (%s)', async (theme) => {
    const { page, close } = await open('/current/reference/sql/sql-functions/functions/DATE_TRUNC', 390, { colorScheme: theme });
    const heights = await page.locator('.breadcrumbs a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(2);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });

  it('is not offered on a wide screen, where the contents column stays in view', async () => {
    const { page, close } = await open(RELEASE_NOTES, 1440);
    await page.evaluate(() => window.scrollTo(0, 3000));
    expect(await page.locator('a.to-toc').isVisible()).toBe(false);
    await close();
  });

  it('the phone drawer has a visible close control that gives the focus back to the menu button', async () => {
    const { page, close } = await open('/current/get-started/docker', 390);
    const menu = page.locator('button.menu-button');
    await menu.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    expect(await closeButton.isVisible()).toBe(true);
    await closeButton.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#docs-sidebar').isVisible()).toBe(false);
    expect(await menu.evaluate((m) => m === document.activeElement)).toBe(true);
    await close();
  });

  it.each([1024, 1440])('at %i px a clipped sidebar label ends in an ellipsis and names itself in full', async (width) => {
    const { page, close } = await open('/current/reference/sql/system-tables/jobs', width);
    const clipped = page.locator('#docs-sidebar .sidebar-link').filter({ hasText: /^SYS\./ });
    const which = await clipped.evaluateAll((links) => links.map((l, i) => (l.scrollWidth > l.clientWidth ? i : -1)).filter((i) => i >= 0));
    expect(which.length).toBeGreaterThan(0);
    const link = clipped.nth(which[0]!);
    expect(await link.evaluate((l) => getComputedStyle(l).textOverflow)).toBe('ellipsis');
    await link.hover();
    expect(await link.getAttribute('title')).toBe(await link.textContent());
    await close();
  });

  it('a function page steps to the previous and next function of its own category', async () => {
    const { page, close } = await open(ROW_NUMBER, 1440);
    const pager = page.getByRole('navigation', { name: 'Previous and next pages in Window Functions' });
    const links = await pager.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const window = await (await fetch(`${base}/current/reference/sql/sql-functions/WINDOW`)).text();
    const members = [...window.matchAll(/href="(\/current\/reference\/sql\/sql-functions\/functions\/[^"#]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBe(2);
    for (const href of links) expect(members).toContain(href);
    await close();
  });

  it('the page behind the open search dialog does not scroll', async () => {
    const { page, close } = await open(RELEASE_NOTES, 1440);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    await page.mouse.move(40, 700);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => [window.scrollY, getComputedStyle(document.body).overflowY])).toEqual([0, 'hidden']);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible');
    await close();
  });
});

describe('announcement bar', () => {
  it('is off by default', async () => {
    const html = await (await fetch(`${base}/current/`)).text();
    expect(html).not.toContain('class="announcement"');
  });

  it('when configured, shows before paint, dismisses by its id for good, and a new id shows again', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The site's head script and the bar's markup, served from the site's origin (so localStorage is the site's).
    const doc = (id: string) =>
      `<!doctype html><html lang="en"><head><title>t</title><script>${headScript}</script></head><body>` +
      renderToStaticMarkup(
        createElement(AnnouncementBar, {
          announcement: { id, text: 'Dremio 26.1 is out.', link: { href: '/current/release-notes/', label: 'Read the notes' } },
        }),
      ) +
      '<main id="content" tabindex="-1"><h1>Page</h1></main></body></html>';
    let id = 'release-26-1';
    await page.route(`${base}/announcement-fixture`, (route) => route.fulfill({ contentType: 'text/html', body: doc(id) }));
    await page.goto(`${base}/announcement-fixture`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Read the notes' }).getAttribute('href')).toBe('/current/release-notes/');
    await page.getByRole('button', { name: 'Dismiss the announcement' }).focus();
    await page.keyboard.press('Enter');
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    // Hidden by the inline script before the first paint: the first frame in which the bar exists shows it hidden.
    await page.addInitScript(() => {
      const look = () => {
        const el = document.querySelector<HTMLElement>('.announcement');
        if (el) (window as unknown as { __firstFrame: boolean }).__firstFrame = el.hidden;
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame?: boolean }).__firstFrame)).toBe(true);
    id = 'release-26-2';
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });
});
