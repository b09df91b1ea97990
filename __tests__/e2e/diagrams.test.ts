import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { markdownHref } from '@/lib/model/canonical';
import { docHref } from '@/lib/model/routes';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

/** Every page with a diagram, and its diagrams' titles, read from the sources (not a list kept by hand). */
function pagesWithDiagrams(): { href: string; titles: string[] }[] {
  const pages: { href: string; titles: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.mdx')) {
        const titles = [...readFileSync(path, 'utf8').matchAll(/^```(?:dot|mermaid) title="([^"]+)"/gm)].map((m) => m[1]!);
        if (titles.length) pages.push({ href: docHref(path.replace(/^content\//, '').replace(/\.mdx$/, '')), titles });
      }
    }
  };
  walk('content');
  return pages;
}

const pages = pagesWithDiagrams();

describe('diagrams', () => {
  it('are on at least 25 pages of the site', () => {
    expect(pages.reduce((n, p) => n + p.titles.length, 0)).toBeGreaterThanOrEqual(25);
  });

  it.each(pages.flatMap((p) => (['light', 'dark'] as const).map((theme) => [p.href, theme, p.titles] as const)))(
    '%s renders its diagrams in the %s theme at 390 px, named, inside the page, with no error',
    async (href, theme, titles) => {
      const page = await getBrowser().newPage({ viewport: { width: 390, height: 844 }, colorScheme: theme });
      const problems: string[] = [];
      page.on('console', (m) => (m.type() === 'error' || m.text().includes('Content Security Policy')) && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
      for (const title of titles) {
        // The accessible name comes from the SVG's <title> (aria-labelledby), the description from its <desc>.
        const img = page.getByRole('img', { name: title, exact: true });
        await expect(img.count()).resolves.toBe(1);
        const box = await img.boundingBox();
        expect(box!.width).toBeGreaterThan(100);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        const described = await img.evaluate((svg) => document.getElementById(svg.getAttribute('aria-describedby')!)?.textContent ?? '');
        expect(described.length).toBeGreaterThan(40);
      }
      // The text follows the theme: every label has the page's text colour or its muted colour (the caption's).
      const check = await page.evaluate(() => {
        const allowed = [getComputedStyle(document.body).color, getComputedStyle(document.querySelector('.diagram figcaption')!).color];
        const fills = [...document.querySelectorAll('.diagram-svg text')].map((t) => getComputedStyle(t).fill);
        return {
          allowed,
          offTheme: fills.filter((f) => !allowed.includes(f)),
          texts: fills.length,
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        };
      });
      expect(check.texts).toBeGreaterThan(2);
      expect(check.offTheme).toEqual([]);
      expect(check.allowed[0]).toBe(theme === 'dark' ? 'rgb(230, 232, 235)' : 'rgb(27, 31, 36)');
      expect(check.scrollWidth).toBeLessThanOrEqual(check.clientWidth);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('are in the Markdown export and llms-full.txt as their title, description and source', async () => {
    const { href, titles } = pages[0]!;
    const md = await (await fetch(`${base}${markdownHref(href)}`)).text();
    expect(md).toContain(`**Diagram: ${titles[0]}.**`);
    expect(md).toMatch(/```(dot|mermaid)\n(digraph|sequenceDiagram)/);
    const full = await (await fetch(`${base}/llms-full.txt`)).text();
    for (const p of pages) for (const title of p.titles) expect(full).toContain(`**Diagram: ${title}.**`);
  });

  it('ship no diagram renderer to the browser', async () => {
    const page = await getBrowser().newPage();
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    await page.goto(`${base}${pages[0]!.href}`, { waitUntil: 'networkidle' });
    await page.close();
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of Graphviz's WebAssembly build, beautiful-mermaid and its layout engine.
    const markers = /graphvizVersion|renderMermaidSVG|org\.eclipse\.elk/;
    expect(scripts.filter((s) => markers.test(s))).toEqual([]);
    const chunks: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.js') && markers.test(readFileSync(path, 'utf8'))) chunks.push(path);
      }
    };
    walk('.next/static');
    expect(chunks).toEqual([]);
  });
});
