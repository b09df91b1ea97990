import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { site } from '@/lib/model/site';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });
const browser = useBrowser();

interface FeedEntry {
  title: string;
  link: string;
  date: string;
}

/**
 * Parses a feed with Chromium's XML parser (a real, strict one: any well-formedness error yields a <parsererror>)
 * and reads its items: RSS `<item>` or Atom `<entry>`.
 */
function parseXmlFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) return { error: doc.getElementsByTagName('parsererror')[0]!.textContent, items: [] };
    const root = doc.documentElement.localName;
    const entries = [...doc.getElementsByTagName(root === 'rss' ? 'item' : 'entry')];
    const child = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);
    return {
      root,
      self: [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')].find((l) => l.getAttribute('rel') === 'self')?.getAttribute('href'),
      items: entries.map((el) => ({
        title: child(el, 'title')?.textContent ?? '',
        link: root === 'rss' ? (child(el, 'link')?.textContent ?? '') : (child(el, 'link')?.getAttribute('href') ?? ''),
        date: child(el, root === 'rss' ? 'pubDate' : 'updated')?.textContent ?? '',
      })),
    };
  }, xml);
}

const FEEDS = ['releases', 'drivers', 'security'] as const;

describe('release and security feeds', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser().newPage();
  });
  afterAll(async () => {
    await page.close();
  });

  /** Every page an item links to answers 200 and has the heading its anchor names. */
  async function expectResolves(items: FeedEntry[]) {
    for (const item of items) {
      expect(item.link.startsWith(`${site.url}/current/`), item.link).toBe(true);
      const url = new URL(item.link);
      const res = await get(url.pathname);
      expect(res.status, item.link).toBe(200);
      if (url.hash) expect(await res.text(), item.link).toContain(`id="${url.hash.slice(1)}"`);
      expect(Number.isNaN(Date.parse(item.date)), `${item.title}: ${item.date}`).toBe(false);
      expect(item.title.trim()).not.toBe('');
    }
  }

  it.each(FEEDS)('serves the %s feed as well-formed RSS and Atom whose items link to pages', async (name) => {
    const counts: number[] = [];
    for (const [format, type, root] of [
      ['rss.xml', 'application/rss+xml', 'rss'],
      ['atom.xml', 'application/atom+xml', 'feed'],
    ] as const) {
      const res = await get(`/feeds/${name}/${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      const feed = await parseXmlFeed(page, await res.text());
      expect(feed.error).toBeUndefined();
      expect(feed.root).toBe(root);
      expect(feed.self).toBe(`${site.url}/feeds/${name}/${format}`);
      expect(feed.items.length).toBeGreaterThan(0);
      await expectResolves(feed.items);
      counts.push(feed.items.length);
    }
    const json = await get(`/feeds/${name}/feed.json`);
    expect(json.headers.get('content-type')).toContain('application/feed+json');
    const body = (await json.json()) as { version: string; items: { title: string; url: string; date_modified: string }[] };
    expect(body.version).toMatch(/^https:\/\/jsonfeed\.org\/version\//);
    await expectResolves(body.items.map((i) => ({ title: i.title, link: i.url, date: i.date_modified })));
    counts.push(body.items.length);
    expect(new Set(counts).size).toBe(1);
  });

  it('lists every 26.x release of the release notes, newest first', async () => {
    const md = await (await get('/current/release-notes/version-260-release.md')).text();
    const versions = [...md.matchAll(/^## (26\.\d+\.\d+)$/gm)].map((m) => m[1]);
    const feed = await parseXmlFeed(page, await (await get('/feeds/releases/rss.xml')).text());
    expect(feed.items.map((i) => i.title.replace('Dremio ', '')).sort()).toEqual([...versions].sort());
    const dates = feed.items.map((i) => Date.parse(i.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it.each(['/feeds/nope/rss.xml', '/feeds/releases/nope.xml', '/feeds/releases/', '/feeds/releases/rss.xml/x'])(
    'answers an unknown feed URL %s with 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it.each([
    ['/rss.xml', '/feeds/releases/rss.xml'],
    ['/feed.xml', '/feeds/releases/rss.xml'],
    ['/atom.xml', '/feeds/releases/atom.xml'],
  ])('answers %s with a 308 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, base).pathname).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it.each([
    ['/current/admin/', ['releases']],
    ['/current/release-notes/', ['releases', 'drivers']],
    ['/current/release-notes/jdbc', ['releases', 'drivers']],
    ['/current/reference/bulletins/2025-04-21-01', ['releases', 'security']],
    ['/current/search', ['releases']],
  ])('advertises the feeds of %s in its head with absolute URLs', async (path, feeds) => {
    const html = await (await get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(feeds.map((f) => `${site.url}/feeds/${f}/rss.xml`));
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" href="${site.url}/feeds/releases/atom.xml" title="Dremio 26.x releases (Atom)"/>`,
    );
  });
});
