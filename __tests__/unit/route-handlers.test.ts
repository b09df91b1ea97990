import { existsSync, readdirSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as currentDocsJson } from '@/app/current/docs.json/route';
import { GET as currentVersionJson } from '@/app/current/version.json/route';
import { GET as feed, generateStaticParams as feedParams } from '@/app/feeds/[feed]/[format]/route';
import { GET as frozenDocsJson } from '@/app/frozen/[version]/docs.json/route';
import { GET as frozenSitemap } from '@/app/frozen/[version]/sitemap.xml/route';
import { GET as frozenVersionJson } from '@/app/frozen/[version]/version.json/route';
import { GET as markdown } from '@/app/md/[...path]/route';
import { GET as openapi } from '@/app/openapi.json/route';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { GET as versionSwitch } from '@/app/version-switch/route';
import { POST as feedback } from '@/app/api/feedback/route';
import { POST as searchSignals } from '@/app/api/search-signals/route';
import { FROZEN_DATA_FILES } from '@/lib/model/routes';
import { site as settings } from '@/lib/model/site';
import { setSite } from '@/lib/runtime/site';
import { fixtureSite, fixtureVersions } from './site-fixture';

/**
 * Every route handler of app/ answering from the fixture site (site-fixture.ts) in memory: no build, no server.
 * The end-to-end suites (__tests__/e2e) ask the same routes of `next start` over the real site.
 */

let reads: string[];
beforeAll(async () => {
  const fixture = await fixtureSite();
  setSite(fixture.site);
  reads = fixture.reads;
});
beforeEach(() => reads.splice(0));
afterAll(() => setSite(undefined));

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const url = (path: string) => `${settings.url}${path}`;

describe('docs.json and version.json', () => {
  it("lists current's doc records in id order, with lastUpdated or null", async () => {
    const res = currentDocsJson();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const records = (await res.json()) as { id: string; title: string; lastUpdated: string | null; sidebar: string }[];
    expect(records.map((r) => r.id)).toEqual([
      'admin/engines',
      'admin/hidden',
      'admin/index',
      'index',
      'reference/api/engine',
      'reference/bulletins/2024-01-09-01',
      'release-notes/arrow-flight-sql-jdbc',
      'release-notes/arrow-flight-sql-odbc',
      'release-notes/jdbc',
      'release-notes/version-260-release',
    ]);
    expect(records[0]).toEqual({
      id: 'admin/engines',
      title: 'Engines',
      description: expect.stringMatching(/^Engines: a page/),
      sidebar: 'softwareSidebar',
      lastUpdated: '2026-01-02T03:04:05.000Z',
    });
    expect(records[1]!.lastUpdated).toBeNull();
  });

  it("serves current's version metadata with its whole sidebar", async () => {
    const body = (await currentVersionJson().json()) as { version: string; isLast: boolean; docsSidebars: Record<string, { label: string; href?: string }[]> };
    expect(body).toMatchObject({ pluginId: 'default', version: 'current', isLast: true, banner: null });
    const sidebar = body.docsSidebars[settings.sidebarId]!;
    expect(sidebar.map((i) => i.label)).toEqual(['Dremio documentation', 'Administration', 'Reference', 'Release notes']);
    expect(sidebar[1]).toMatchObject({
      type: 'category',
      href: '/current/admin/',
      items: [{ label: 'Engines', href: '/current/admin/engines' }, { label: 'Hidden page' }],
    });
  });

  it("serves a frozen version's doc records and metadata, and 404 for a label that is no frozen version", async () => {
    const records = (await (await frozenDocsJson(new Request(url('/26.x/docs.json')), params({ version: '26.x' }))).json()) as { id: string }[];
    expect(records.map((r) => r.id)).toEqual(['admin/gone', 'admin/index', 'admin/old-engines', 'index']);
    const meta = await (await frozenVersionJson(new Request(url('/26.x/version.json')), params({ version: '26.x' }))).json();
    expect(meta).toMatchObject({ version: '26.x', label: '26.x', banner: 'unmaintained', noIndex: true, isLast: false, className: 'docs-version-26.x' });
    expect(meta.docsSidebars[settings.sidebarId][0]).toMatchObject({ label: 'Dremio 26.x documentation', href: '/26.x/' });
    for (const version of ['27.x', 'current', '24.0', '..', '']) {
      for (const handler of [frozenDocsJson, frozenVersionJson, frozenSitemap]) {
        const res = await handler(new Request(url(`/${version}/x`)), params({ version }));
        expect(res.status, `${version}`).toBe(404);
        expect(await res.text()).toBe('Not found\n');
      }
    }
  });
});

describe('sitemaps and robots.txt', () => {
  it("lists current's listed pages with their dates, and a frozen version indexed under its own URLs", () => {
    const entries = sitemap();
    expect(entries).toContainEqual({ url: url('/current/admin/engines'), lastModified: '2026-01-02T03:04:05.000Z' });
    expect(entries).toContainEqual({ url: url('/current/') });
    expect(entries.map((e) => e.url)).not.toContain(url('/current/admin/hidden'));
    // 25.1 asks to be indexed (`noIndex: false`, `canonical: "self"`); 26.x does not.
    expect(entries).toContainEqual({ url: url('/25.1/'), lastModified: '2025-01-01T00:00:00.000Z' });
    expect(entries.some((e) => e.url.includes('/26.x/'))).toBe(false);
    expect(entries).toHaveLength(10);
  });

  it("writes a frozen version's own sitemap.xml, with the pages it asks to be indexed", async () => {
    const xmlOf = async (label: string) => {
      const res = await frozenSitemap(new Request(url(`/${label}/sitemap.xml`)), params({ version: label }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
      return xml.match(/<loc>[^<]+<\/loc>/g) ?? [];
    };
    // 25.1 is indexed under its own URLs.
    expect(await xmlOf('25.1')).toEqual([`<loc>${url('/25.1/')}</loc>`]);
    // 26.x asks not to be indexed: its pages say noindex, so its sitemap offers none of them.
    expect(await xmlOf('26.x')).toEqual([]);
    expect((await frozenSitemap(new Request(url('/24.x/sitemap.xml')), params({ version: '24.x' }))).status).toBe(404);
  });

  it('offers of a frozen version indexed with canonical links to current only the pages current lacks', async () => {
    const indexed26 = { ...fixtureVersions, frozen: fixtureVersions.frozen.map((f) => (f.label === '26.x' ? { ...f, noIndex: false } : f)) };
    setSite((await fixtureSite(indexed26)).site);
    try {
      // admin/old-engines is admin/engines in current (renamed), index and admin/ exist there: their canonical is current's.
      const xml = await (await frozenSitemap(new Request(url('/26.x/sitemap.xml')), params({ version: '26.x' }))).text();
      expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([`<loc>${url('/26.x/admin/gone')}</loc>`]);
      const entries = sitemap().map((e) => e.url);
      expect(entries.filter((u) => u.includes('/26.x/'))).toEqual([url('/26.x/admin/gone')]);
      expect(entries).toContain(url('/25.1/'));
    } finally {
      const fixture = await fixtureSite();
      setSite(fixture.site);
      reads = fixture.reads;
    }
  });

  it('points robots.txt at the sitemap', () => {
    expect(robots()).toEqual({ rules: [{ userAgent: '*', allow: '/' }], sitemap: url('/sitemap.xml') });
  });
});

describe('feeds and openapi.json', () => {
  it('prerenders every feed in every format', async () => {
    expect(feedParams()).toHaveLength(9);
    for (const { feed: name, format } of feedParams()) {
      const res = await feed(new Request(url(`/feeds/${name}/${format}`)), params({ feed: name, format }));
      expect(res.status, `${name}/${format}`).toBe(200);
    }
  });

  it("lists the fixture's releases and bulletins, in each format's media type", async () => {
    const rss = await feed(new Request(url('/feeds/releases/rss.xml')), params({ feed: 'releases', format: 'rss.xml' }));
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await rss.text();
    expect(xml.match(/<title><!\[CDATA\[(Dremio [\d.]+)\]\]><\/title>/g)?.length).toBe(2);
    expect(xml).toContain(url('/current/release-notes/version-260-release#26-1-0'));
    const json = await feed(new Request(url('/feeds/security/feed.json')), params({ feed: 'security', format: 'feed.json' }));
    expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    expect(((await json.json()) as { items: { url: string }[] }).items.map((i) => i.url)).toEqual([url('/current/reference/bulletins/2024-01-09-01')]);
    const atom = await feed(new Request(url('/feeds/drivers/atom.xml')), params({ feed: 'drivers', format: 'atom.xml' }));
    expect(await atom.text()).toContain('Arrow Flight SQL JDBC 19.0.0');
  });

  it('answers 404 for a feed or a format there is not', async () => {
    for (const [name, format] of [
      ['news', 'rss.xml'],
      ['releases', 'rss.json'],
      ['toString', 'rss.xml'],
      ['releases', 'constructor'],
    ]) {
      const res = await feed(new Request(url(`/feeds/${name}/${format}`)), params({ feed: name!, format: format! }));
      expect(res.status, `${name}/${format}`).toBe(404);
    }
  });

  it('describes the API pages as one OpenAPI document', async () => {
    const res = openapi();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(['/api/v3/engines']);
    expect(doc.paths['/api/v3/engines']!.get!.operationId).toBe('engine_list-engines');
  });
});

describe('Markdown by Accept (app/md)', () => {
  const md = (path: string[]) => markdown(new Request(url(`/md/${path.join('/')}`)), params({ path }));

  it("serves a page's Markdown, current's or a frozen version's, varying by Accept", async () => {
    const res = await md(['current', 'admin', 'engines.md']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await res.text()).toBe("# Engines\n\nEngines: a page of the run-time layer's fixture site, long enough for the schema.\n");
    expect(await (await md(['26.x', 'admin', 'index.md'])).text()).toMatch(/^# Administration\n/);
  });

  it('answers 404 for a missing page, an unknown version, another file type or a traversal, without reading them', async () => {
    for (const path of [
      ['current', 'admin', 'nothing.md'],
      ['24.0', 'admin', 'index.md'],
      ['current', 'admin', 'engines.html'],
      ['current', '..', '..', 'package.json.md'],
      ['current', '%2e%2e', 'x.md'],
      ['current.md'],
    ]) {
      const res = await md(path);
      expect(res.status, path.join('/')).toBe(404);
      expect(await res.text()).toBe('Not found\n');
    }
    expect(reads).toEqual(['file current/admin/nothing.md']);
  });

  it('answers 400 when Next could not decode the path', async () => {
    const res = await markdown(new Request(url('/md/current/%E0%A4%A.md')), { params: Promise.reject(new URIError('URI malformed')) });
    expect(res.status).toBe(400);
  });
});

describe('/version-switch', () => {
  const go = async (query: string) => {
    const res = versionSwitch(new NextRequest(url(`/version-switch?${query}`)));
    return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('cache-control'), text: await res.text() };
  };

  it('goes to the same page in the target version', async () => {
    expect(await go('to=26.x&from=/current/admin/')).toEqual({ status: 307, location: '/26.x/admin/', cache: 'no-store', text: '' });
    expect((await go('to=current&from=/26.x/admin/')).location).toBe('/current/admin/');
    expect((await go('to=27.x&from=/25.1/')).location).toBe('/current/');
  });

  it('follows a rename either way, else the nearest landing, else the home page', async () => {
    expect((await go('to=current&from=/26.x/admin/old-engines')).location).toBe('/current/admin/engines');
    expect((await go('to=26.x&from=/current/admin/engines')).location).toBe('/26.x/admin/old-engines');
    expect((await go('to=current&from=/26.x/admin/gone')).location).toBe('/current/admin/');
    expect((await go('to=25.1&from=/current/admin/engines')).location).toBe('/25.1/');
  });

  it("goes from a search page to the target's search page with the reader's words, encoded again", async () => {
    const from = (path: string) => encodeURIComponent(path);
    expect((await go(`to=26.x&from=${from('/current/search?q=reflection%20refresh&kind=sql')}`)).location).toBe('/26.x/search?q=reflection+refresh&kind=sql');
    expect((await go(`to=current&from=${from('/26.x/search?q=druid')}`)).location).toBe('/current/search?q=druid');
    expect((await go(`to=25.1&from=${from('/26.x/search')}`)).location).toBe('/25.1/search');
    // Line breaks and quotes in the words reach the Location header encoded, never raw.
    const odd = await go(`to=26.x&from=${from('/current/search?q=a\r\nSet-Cookie: x="1"')}`);
    expect(odd.status).toBe(307);
    expect(odd.location).toBe('/26.x/search?q=a%0D%0ASet-Cookie%3A+x%3D%221%22');
    // Another page's query string is not carried: the same page there, as without one.
    expect((await go(`to=26.x&from=${from('/current/admin/?q=x')}`)).location).toBe('/26.x/admin/');
    // A path that only ends like a search page is a page path like any other.
    expect((await go(`to=26.x&from=${from('/current/admin/search')}`)).location).toBe('/26.x/admin/');
  });

  it('sends a missing, foreign or overlong from to the home page, and an unknown version gets a 404', async () => {
    // A from of 1,024 characters at most is read; a longer one is not.
    const long = (length: number) => `/current/admin/${'a'.repeat(length - '/current/admin/'.length)}`;
    expect((await go(`to=26.x&from=${long(1024)}`)).location).toBe('/26.x/admin/');
    for (const from of ['', '//evil.example/', 'https://evil.example/', long(1025)])
      expect((await go(`to=26.x&from=${encodeURIComponent(from)}`)).location).toBe('/26.x/');
    expect(await go('to=24.0&from=/current/')).toEqual({ status: 404, location: null, cache: null, text: 'Unknown version\n' });
  });

  it("sends an archived version to its own site's address, whatever the page", async () => {
    for (const from of ['/current/admin/', '/26.x/admin/old-engines', ''])
      expect(await go(`to=24.x&from=${encodeURIComponent(from)}`)).toEqual({
        status: 307,
        location: 'https://archive.example.com/24.x/',
        cache: 'no-store',
        text: '',
      });
    expect((await go('from=/current/')).status).toBe(404);
  });
});

describe('what readers send (app/api)', () => {
  afterEach(() => vi.unstubAllEnvs());
  const post = (handler: (r: Request) => Promise<Response>, body: unknown, type = 'application/json') =>
    handler(new Request(url('/api/x'), { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  const vote = (page: string) => ({ page, version: 'current', helpful: true });

  it('refuses feedback on a page the site does not have (422), reading only the page list', async () => {
    for (const page of ['/current/admin/nothing', '/current/admin', '/26.x/admin/engines', '/24.0/']) {
      const res = await post(feedback, vote(page));
      expect(res.status, page).toBe(422);
      expect(await res.json()).toEqual({ error: `page: ${page} is not a page of this site` });
    }
    expect(new Set(reads)).toEqual(new Set(['hrefs ', 'hrefs 26.x']));
  });

  it("takes feedback on any version's page to the database (503 here: the database is unreachable)", async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://docs@127.0.0.1:1/docs');
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const page of ['/current/admin/engines', '/current/', '/26.x/admin/old-engines']) {
      const res = await post(feedback, vote(page));
      expect(res.status, page).toBe(503);
      expect(await res.json()).toEqual({ error: 'Not stored: the database is unavailable. Try again later.' });
    }
    silence.mockRestore();
  });

  it('refuses what is not JSON or malformed, and answers 503 when the feature is off', async () => {
    expect((await post(feedback, 'helpful', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(feedback, '{"page":')).status).toBe(400);
    expect((await post(searchSignals, { searches: [] })).status).toBe(400);
    // One reason per field: a string where a list belongs is said to be of the wrong type, not also "too big".
    const wrongType = await post(feedback, { page: '/current/admin/engines', version: 'current', helpful: false, reasons: 'inaccurate' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ error: 'reasons: Invalid input: expected array, received string' });
    vi.stubEnv('FEEDBACK', 'off');
    expect((await post(searchSignals, { searches: [{ query: 'x', results: 1, version: 'current', source: 'page', rank: null }] })).status).toBe(503);
    expect((await post(feedback, vote('/current/admin/engines'))).status).toBe(503);
  });
});

describe("a frozen version's data routes", () => {
  it('are the route handlers of app/frozen/[version], which the proxy sends there beside the pages', () => {
    const dir = 'app/frozen/[version]';
    const handlers = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '[[...slug]]' && existsSync(`${dir}/${e.name}/route.ts`))
      .map((e) => e.name);
    expect([...FROZEN_DATA_FILES].sort()).toEqual(handlers.sort());
  });
});
