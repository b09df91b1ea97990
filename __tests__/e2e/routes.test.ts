import { describe, expect, inject, it } from 'vitest';
import { site } from '@/lib/model/site';
import { versions } from '@/lib/model/versions';

const base = inject('baseUrl');
const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });

/** The spec's route table (section 2), with the product substituted. */
const SPEC_ROUTES = [
  '/current/',
  '/current/get-started/',
  '/current/what-is-dremio/',
  '/current/deploy-dremio/',
  '/current/data-sources/',
  '/current/load-data/',
  '/current/data-products/',
  '/current/client-applications/',
  '/current/acceleration/',
  '/current/mcp-server',
  '/current/security/',
  '/current/admin/',
  '/current/developer/',
  '/current/reference/',
  '/current/reference/api/',
  '/current/reference/sql/',
  '/current/help-support/',
  '/current/release-notes/',
  '/current/release-notes/unsupported-releases/',
];

describe('routes', () => {
  it.each(SPEC_ROUTES)('%s answers 200 itself with an HTML page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain(`<link rel="canonical" href="${site.url}${path}"`);
  });

  it('redirects / to /current/', async () => {
    const res = await get('/');
    expect([307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toMatch(/\/current\/$/);
  });

  it.each([
    ['/current', '/current/'],
    ['/current/admin', '/current/admin/'],
    ['/current/release-notes/unsupported-releases', '/current/release-notes/unsupported-releases/'],
    ['/current/mcp-server/', '/current/mcp-server'],
    ['/current/get-started/docker/', '/current/get-started/docker'],
    ['/current/admin?tab=1', '/current/admin/?tab=1'],
    // Letter case does not matter: function pages are upper case, readers type lower case.
    ['/current/reference/sql/sql-functions/functions/date_trunc', '/current/reference/sql/sql-functions/functions/DATE_TRUNC'],
    ['/current/reference/sql/sql-functions/functions/Date_Trunc/?x=1', '/current/reference/sql/sql-functions/functions/DATE_TRUNC?x=1'],
    ['/current/Admin/', '/current/admin/'],
    ['/current/reference/sql/system-tables/JOBS', '/current/reference/sql/system-tables/jobs'],
    // A landing page's doc id as a path: one URL per page.
    ['/current/index', '/current/'],
    ['/current/admin/index', '/current/admin/'],
    // A page's Markdown, spelled as its page may be.
    ['/current/get-started.md', '/current/get-started/index.md'],
    ['/current/reference/sql/commands/select-statements.md', '/current/reference/sql/commands/SELECT-statements.md'],
    ['/current/get-started/docker.md/', '/current/get-started/docker.md'],
  ])('permanently redirects %s to its canonical %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it.each([
    [`/${versions.current.label}/admin/`, '/current/admin/'],
    [`/${versions.current.label}/reference/sql/commands/?x=1`, '/current/reference/sql/commands/?x=1'],
    [`/${versions.current.label}`, '/current/'],
    [`/${versions.current.label.toUpperCase()}/admin/`, '/current/admin/'],
  ])("sends the current release's label in place of current, %s, to %s for now (307)", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(to);
  });

  it('answers 404 with a helpful page for unknown paths', async () => {
    const res = await get('/current/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('action="/current/search"');
    expect(html).toContain('href="/current/admin/"');
  });

  it('answers a method an endpoint does not take with 405 and Allow, and OPTIONS with what it takes', async () => {
    const endpoints = [
      ['/api/feedback', ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'], 'POST, OPTIONS'],
      ['/api/search-signals', ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'], 'POST, OPTIONS'],
      ['/mcp', ['GET', 'HEAD', 'PUT', 'PATCH'], 'POST, DELETE, OPTIONS'],
    ] as const;
    for (const [path, refused, allow] of endpoints) {
      for (const method of refused) {
        const res = await get(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      }
      const options = await get(path, { method: 'OPTIONS' });
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.get('allow'), `OPTIONS ${path}`).toBe(allow);
    }
  });

  it('publishes the version metadata with the whole softwareSidebar', async () => {
    const res = await get('/current/version.json');
    expect(res.status).toBe(200);
    const v = await res.json();
    expect(v).toMatchObject({ pluginId: 'default', version: 'current', label: versions.current.label, isLast: true, noIndex: false });
    for (const key of ['banner', 'badge', 'className']) expect(v).toHaveProperty(key);
    const tree = v.docsSidebars.softwareSidebar as { type: string; label: string; href?: string; items?: unknown[] }[];
    const categories = tree.filter((i) => i.type === 'category').map((i) => i.label);
    expect(categories).toEqual([
      'Get Started with Dremio',
      'What is Dremio?',
      'Deploy Dremio',
      'Manage Sources',
      'Load Data',
      'Build Data Products',
      'Connect Client Applications',
      'Accelerate Queries',
      'Security and Compliance',
      'Administration',
      'Developer Guide',
      'Reference',
      'Help and Support',
      'Release Notes',
    ]);
    expect(tree.map((i) => i.label).indexOf('MCP Server')).toBe(9);
    const releaseNotes = tree[tree.length - 1] as {
      items: { type: string; label: string; href: string; collapsed: boolean; collapsible: boolean; items: { href: string }[] }[];
    };
    const unsupported = releaseNotes.items[releaseNotes.items.length - 1]!;
    expect(unsupported).toMatchObject({ type: 'category', href: '/current/release-notes/unsupported-releases/', collapsible: true, collapsed: true });
    expect(unsupported.items.map((i) => i.href.split('/').pop())).toEqual([
      'version-240-release',
      'version-230-release',
      'version-220-release',
      'version-210-release',
      'version-200-release',
      'version-1900-release-notes',
      'version-1800-release-notes',
      'version-1700-release-notes',
    ]);
  });

  it('publishes every doc record', async () => {
    const docs = (await (await get('/current/docs.json')).json()) as { id: string; title: string; description: string; sidebar: string }[];
    expect(docs.length).toBeGreaterThan(600);
    expect(docs.find((d) => d.id === 'reference/sql/commands/index')).toMatchObject({ title: 'SQL Commands', sidebar: 'softwareSidebar' });
    // lastUpdated: the page's last commit date, or null without git history (page-meta.test.ts checks the value).
    for (const d of docs) expect(Object.keys(d).sort()).toEqual(['description', 'id', 'lastUpdated', 'sidebar', 'title']);
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://docs.dremio.com/current/admin/</loc>');
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://docs.dremio.com/sitemap.xml');
  });

  it('gives each page its own title, description and Open Graph metadata', async () => {
    const html = await (await get('/current/get-started/docker')).text();
    expect(html).toContain('<title>Get Started with the Community Edition on Docker | Dremio Documentation</title>');
    expect(html).toMatch(/<meta name="description" content="Run Dremio Community Edition in a single Docker container/);
    expect(html).toContain('<meta property="og:title" content="Get Started with the Community Edition on Docker"');
  });
});
