import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { functionHref } from '@/lib/runtime/catalog';
import { getPageView } from '@/lib/runtime/page-view';
import { fromPages, getAllPages, getPageById, getPageBySlug, getSidebar } from '@/lib/runtime/docs';
import { setSite } from '@/lib/runtime/site';
import { createSite, type Collection, type Site } from '@/lib/runtime/site-core';
import { counterpartHref, currentCounterpart, versionByName } from '@/lib/runtime/versions';
import { fixtureData, fixtureSite, fixtureVersions } from './site-fixture';

/** The run-time core (lib/runtime/site-core.ts) over the fixture site, and the server modules that read through it. */

let site: Site;
let reads: string[];
beforeAll(async () => {
  ({ site, reads } = await fixtureSite());
  setSite(site);
});
beforeEach(() => reads.splice(0));
afterAll(() => setSite(undefined));

describe('createSite: lookups', () => {
  it('finds a page by slug, id and href, in current or a frozen version', () => {
    expect(site.pageBySlug([])?.id).toBe('index');
    expect(site.pageBySlug(['admin'])?.id).toBe('admin/index');
    expect(site.pageBySlug(['admin', 'engines'])?.href).toBe('/current/admin/engines');
    expect(site.pageBySlug(['admin', 'old-engines'])).toBeUndefined();
    expect(site.pageBySlug(['admin', 'old-engines'], '26.x')).toMatchObject({ href: '/26.x/admin/old-engines', version: '26.x' });
    expect(site.pageById('admin/index', '26.x')?.href).toBe('/26.x/admin/');
    expect(site.pageByHref('/current/admin/')?.id).toBe('admin/index');
    expect(site.pageByHref('/current/admin')).toBeUndefined();
  });

  it('has nothing for a label that is no frozen version, and never asks the data for it', () => {
    for (const label of ['24.0', 'current', '27.x', '__proto__']) {
      expect(site.pages(label)).toEqual([]);
      expect(site.sidebar(label)).toEqual([]);
      expect(site.pageBySlug([], label)).toBeUndefined();
      expect(site.hrefs(label).size).toBe(0);
      expect(site.search(label)).toBeUndefined();
    }
    expect(reads).toEqual([]);
  });

  it('knows the versions: by name, by path, and which paths are pages', () => {
    expect(site.versionByName('current')).toEqual({ label: '27.x', route: '/current' });
    expect(site.versionByName('27.x')).toEqual({ label: '27.x', route: '/current' });
    expect(site.versionByName('26.x')).toMatchObject({ label: '26.x', route: '/26.x', frozen: { canonical: 'current' } });
    expect(site.versionByName('24.0')).toBeUndefined();
    expect(site.versionOfPath('/25.1/x').label).toBe('25.1');
    expect(site.frozenVersion('26.x')?.renames).toEqual({ 'admin/old-engines': 'admin/engines' });
    expect(['/current/admin/', '/current/admin/hidden', '/26.x/admin/gone', '/25.1/'].map(site.isPage)).toEqual([true, true, true, true]);
    expect(['/current/admin', '/current/admin/gone', '/26.x/admin/engines', '/24.0/', ''].map(site.isPage)).toEqual([false, false, false, false, false]);
  });

  it('reads only the part a lookup needs', async () => {
    site.isPage('/current/');
    expect(reads).toEqual(['hrefs ']);
    site.pageById('index', '25.1');
    expect(reads).toEqual(['hrefs ', 'collection 25.1']);
    expect(await site.publicFile('current/index.md')).not.toBeNull();
    expect(await site.publicFile('current/nothing.md')).toBeNull();
  });

  it('builds its lookups again when the data hands out a new collection (a rewrite in development)', async () => {
    const data = await fixtureData();
    let current: Collection = data.collections['']!;
    const changing = createSite({
      versions: fixtureVersions,
      collection: (version = '') => (version ? data.collections[version]! : current),
      hrefs: () => [],
      search: () => data.search['']!,
      publicFile: async () => null,
    });
    expect(changing.pageById('admin/engines')?.frontmatter.title).toBe('Engines');
    const edited = current.pages.map((p) => (p.id === 'admin/engines' ? { ...p, frontmatter: { ...p.frontmatter, title: 'Compute engines' } } : p));
    current = { ...current, pages: edited };
    expect(changing.pageById('admin/engines')?.frontmatter.title).toBe('Compute engines');
    setSite(changing);
    try {
      const titles = fromPages((pages) => pages.map((p) => p.frontmatter.title));
      expect(titles()).toContain('Compute engines');
      const before = titles();
      expect(titles()).toBe(before);
      current = { ...current, pages: [...edited] };
      expect(titles()).not.toBe(before);
      expect(titles()).toEqual(before);
    } finally {
      setSite(site);
    }
  });
});

describe('the server modules over the site (docs.ts, catalog.ts, versions.ts)', () => {
  it('hand out the pages and sidebars of the site that is set', () => {
    expect(getAllPages().map((p) => p.id)).toContain('reference/api/engine');
    expect(getAllPages('26.x')).toHaveLength(4);
    expect(getPageById('admin/gone')).toBeUndefined();
    expect(getPageBySlug(['admin', 'gone'], '26.x')?.frontmatter.title).toBe('A page current lost');
    expect(getSidebar()[0]).toMatchObject({ type: 'link', href: '/current/', label: 'Dremio documentation' });
  });

  it("list a landing page's children as cards", () => {
    const { cards } = getPageView(getPageById('admin/index')!);
    // An unlisted page is no card.
    expect(cards.map((c) => c.href)).toEqual(['/current/admin/engines']);
    expect(cards[0]!.description).toMatch(/^Engines: a page/);
    expect(functionHref('DATE_TRUNC')).toBeUndefined();
  });

  it("find a page's counterpart in another version", () => {
    const v26 = versionByName('26.x')!;
    const current = versionByName('current')!;
    expect(counterpartHref('/current/admin/engines', v26)).toBe('/26.x/admin/old-engines');
    expect(counterpartHref('/26.x/admin/old-engines', current)).toBe('/current/admin/engines');
    expect(counterpartHref('/26.x/admin/gone', current)).toBe('/current/admin/');
    expect(counterpartHref('/current/nowhere/at/all', v26)).toBe('/26.x/');
    expect(currentCounterpart('admin/old-engines', v26)).toBe('/current/admin/engines');
    expect(currentCounterpart('admin/gone', v26)).toBeUndefined();
  });
});
