import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureData } from './site-fixture';

/**
 * The loader (lib/runtime/site.ts), the one module that reads the build's files, over files written to a folder of
 * its own: what it hands the core is what the build wrote, joined and ordered as pages and handlers expect.
 */

const cwd = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'site-loader-'));
const write = (file: string, value: unknown) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
};
const strip = <T extends { code: string; version?: string }>({ code: _code, version: _version, ...record }: T) => record;

beforeAll(async () => {
  const data = await fixtureData();
  const current = data.collections['']!;
  write('generated/site.json', { pages: [...current.pages].reverse().map(strip), sidebar: current.sidebar, inline: {}, code: {} });
  // contentlayer's own order, which is not the pages' order.
  write(
    '.contentlayer/generated/Doc/_index.json',
    current.pages.map((p) => ({ _raw: { sourceFilePath: p.sourcePath.slice('content/'.length) }, body: { code: `compiled ${p.id}` } })),
  );
  write('generated/routes.json', { hrefs: data.hrefs['']!, moved: {} });
  write('public/search/meta.json', data.search['']!.meta);
  write('public/search/head.json', data.search['']!.head);
  write('generated/search-body.json', data.search['']!.body);
  write('public/current/admin/engines.md', '# Engines\n');
  const frozen = data.collections['26.x']!;
  write('generated/versions/26.x/site.json', {
    pages: frozen.pages.map(strip),
    sidebar: frozen.sidebar,
    inline: {},
    code: {},
    bodies: Object.fromEntries(frozen.pages.map((p) => [p.sourcePath, `compiled 26.x ${p.id}`])),
  });
  process.chdir(dir);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

/** The loader as a production server loads it: a fresh module, its caches empty. */
async function loader() {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', 'production');
  return import('@/lib/runtime/site');
}

describe('the loader', () => {
  it("joins each compiled body to its page's record, ordered by id, with the sidebar", async () => {
    const { getSite } = await loader();
    const site = getSite();
    expect(site.pages().map((p) => p.id)).toEqual([...site.pages().map((p) => p.id)].sort());
    expect(site.pages()).toHaveLength(10);
    expect(site.pageBySlug(['admin', 'engines'])).toMatchObject({ code: 'compiled admin/engines', lastUpdated: '2026-01-02T03:04:05.000Z' });
    expect(site.sidebar()[0]).toMatchObject({ href: '/current/' });
    expect(site.pages()).toBe(site.pages());
  });

  it("reads a frozen version's records with their bodies from its own file", async () => {
    const { fileSiteInput } = await loader();
    const { pages } = fileSiteInput.collection('26.x');
    expect(pages.map((p) => [p.id, p.code, p.version])).toEqual([
      ['admin/gone', 'compiled 26.x admin/gone', '26.x'],
      ['admin/index', 'compiled 26.x admin/index', '26.x'],
      ['admin/old-engines', 'compiled 26.x admin/old-engines', '26.x'],
      ['index', 'compiled 26.x index', '26.x'],
    ]);
  });

  it('reads the page list, the search index and the Markdown files', async () => {
    const { getSite, fileSiteInput } = await loader();
    const site = getSite();
    expect(site.isPage('/current/admin/engines')).toBe(true);
    expect(site.isPage('/current/admin/nothing')).toBe(false);
    expect(site.search()!.meta.pages.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode((await site.publicFile('current/admin/engines.md'))!)).toBe('# Engines\n');
    expect(await site.publicFile('current/admin/nothing.md')).toBeNull();
    // A version whose page list is missing has no pages, rather than failing the request.
    expect(fileSiteInput.hrefs('24.0')).toEqual([]);
  });

  it('stops on a compiled page the site data does not have (a build that did not finish)', async () => {
    write('.contentlayer/generated/Doc/_index.json', [{ _raw: { sourceFilePath: 'stray.mdx' }, body: { code: '' } }]);
    const { getSite } = await loader();
    expect(() => getSite().pages()).toThrow('content/stray.mdx is compiled but not in generated/site.json: run `npm run build` again');
  });
});
