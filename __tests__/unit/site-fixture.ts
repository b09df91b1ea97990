import { docHref, isLandingId } from '@/lib/model/routes';
import { pageKind, parseFrontmatter } from '@/lib/model/schema';
import { buildSidebar } from '@/lib/model/sidebar';
import { moveHref, type Versions } from '@/lib/model/versions';
import { buildSearch } from '@/lib/search/build';
import { packMeta } from '@/lib/search/wire';
import { createSite, type DocPage, type SearchFiles, type Site } from '@/lib/runtime/site-core';
import { searchSource } from './search-fixtures';

/**
 * A small site in memory for the run-time layer's tests: current (the latest release, here 27.x) with a home page, an
 * admin section, one unlisted page, the release and bulletin pages the feeds read and one REST API page; a frozen
 * 26.x whose engines page has since been renamed, and a frozen 25.1 indexed under its own URLs. Each version has its
 * page list, a search index built from its pages and Markdown for each page.
 */

export const fixtureVersions: Versions = {
  current: { label: '27.x' },
  frozen: [
    { label: '26.x', route: '/26.x', banner: 'unmaintained', noIndex: true, canonical: 'current', renames: { 'admin/old-engines': 'admin/engines' } },
    { label: '25.1', route: '/25.1', banner: 'unmaintained', noIndex: false, canonical: 'self', renames: {} },
  ],
  archived: [{ label: '24.x', url: 'https://archive.example.com/24.x/' }],
};

const about = (title: string) => `${title}: a page of the run-time layer's fixture site, long enough for the schema.`;
const release = (version: string, date: string) => ({ version, date, fixed: [`Fixed in ${version}.`] });

/** A page as the content step would record it (frontmatter parsed by the schema), with its compiled body. */
function page(id: string, fields: Record<string, unknown> = {}, extra: Partial<DocPage> = {}, version?: string): DocPage {
  const title = (fields.title as string | undefined) ?? id;
  const parsed = parseFrontmatter({ id: id.split('/').pop(), title, description: about(title), sidebar: 'softwareSidebar', ...fields });
  if (!parsed.ok) throw new Error(`fixture ${id}: ${JSON.stringify(parsed.issues)}`);
  const href = version ? moveHref(docHref(id), '/current', `/${version}`) : docHref(id);
  return {
    id,
    href,
    kind: pageKind(id, parsed.value),
    frontmatter: parsed.value,
    isLanding: isLandingId(id),
    sourcePath: `content/${id}.mdx`,
    headings: [{ depth: 2, text: 'Overview', id: 'overview' }],
    code: `return "body of ${id}";`,
    ...(version ? { version } : {}),
    ...extra,
  };
}

const CURRENT: DocPage[] = [
  page('index', { title: 'Dremio documentation' }),
  page('admin/index', { title: 'Administration' }),
  page('admin/engines', { title: 'Engines', sidebar_position: 1 }, { lastUpdated: '2026-01-02T03:04:05.000Z' }),
  page('admin/hidden', { title: 'Hidden page', unlisted: true }),
  page('release-notes/version-260-release', { title: '26.x Release Notes', releases: [release('26.1.0', '2025-11-01'), release('26.0.0', '2025-04-01')] }),
  page('release-notes/arrow-flight-sql-jdbc', { title: 'Arrow Flight SQL JDBC Release Notes', releases: [release('19.0.0', '2026-03-01')] }),
  page('release-notes/arrow-flight-sql-odbc', { title: 'Arrow Flight SQL ODBC Release Notes', releases: [release('0.9.7', '2025-08-01')] }),
  page('release-notes/jdbc', { title: 'Legacy Dremio JDBC Release Notes', releases: [release('17.0.0', '2021-06-01')] }),
  page('reference/bulletins/2024-01-09-01', {
    title: '2024-01-09-01: A flaw',
    bulletin: { id: '2024-01-09-01', date: '2024-01-09', severity: 'High', cves: ['CVE-2024-1'], affected: ['24.0'], fixed: ['24.1'] },
  }),
  page('reference/api/engine', {
    title: 'Engine API',
    api: {
      models: [{ id: 'engine', name: 'Engine', fields: [{ name: 'id', type: 'string', description: 'The engine id.' }] }],
      operations: [
        {
          id: 'list-engines',
          summary: 'List engines',
          method: 'GET',
          path: '/api/v3/engines',
          description: 'Lists the engines.',
          responses: [{ status: 200, description: 'The engines.' }],
        },
      ],
    },
  }),
];

const FROZEN: Record<string, DocPage[]> = {
  '26.x': [
    page('index', { title: 'Dremio 26.x documentation' }, {}, '26.x'),
    page('admin/index', { title: 'Administration' }, {}, '26.x'),
    page('admin/old-engines', { title: 'Engines (26.x)' }, {}, '26.x'),
    page('admin/gone', { title: 'A page current lost' }, {}, '26.x'),
  ],
  '25.1': [page('index', { title: 'Dremio 25.1 documentation' }, { lastUpdated: '2025-01-01T00:00:00.000Z' }, '25.1')],
};

const sidebarOf = (pages: readonly DocPage[]) =>
  buildSidebar(
    pages.map((p) => ({ id: p.id, title: p.frontmatter.title, sidebarPosition: p.frontmatter.sidebar_position, unlisted: p.frontmatter.unlisted })),
    [
      { dir: 'release-notes', label: 'Release notes' },
      { dir: 'reference', label: 'Reference' },
      { dir: 'reference/bulletins', label: 'Bulletins' },
      { dir: 'reference/api', label: 'REST API' },
    ],
  ).map((item) => (pages[0]?.version ? JSON.parse(JSON.stringify(item).replaceAll('"/current/', `"/${pages[0].version}/`)) : item));

const markdownOf = (p: DocPage) => `# ${p.frontmatter.title}\n\n${p.frontmatter.description}\n`;
const markdownFile = (href: string) => (href.endsWith('/') ? `${href}index.md` : `${href}.md`).slice(1);

async function searchOf(pages: readonly DocPage[]): Promise<SearchFiles> {
  const sources = pages
    .filter((p) => !p.frontmatter.unlisted)
    .map((p) => searchSource(p.frontmatter.title, { href: p.href, kind: p.kind, description: p.frontmatter.description }));
  const { meta, head, body } = await buildSearch(sources, { entries: [] });
  return { meta: packMeta(meta), head, body };
}

/** The data of the fixture site, for tests that build a site of their own from it. */
export async function fixtureData() {
  // Ordered by id, as the loader orders a version's pages.
  const byId = (pages: DocPage[]) => [...pages].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const versions = Object.fromEntries(Object.entries({ '': CURRENT, ...FROZEN }).map(([key, pages]) => [key, byId(pages)]));
  const search: Record<string, SearchFiles> = {};
  for (const [key, pages] of Object.entries(versions)) search[key] = await searchOf(pages);
  const collections = Object.fromEntries(
    Object.entries(versions).map(([key, pages]) => [key, { pages, sidebar: sidebarOf(pages), parts: { inline: {}, code: {} } }]),
  );
  const hrefs = Object.fromEntries(Object.entries(versions).map(([key, pages]) => [key, pages.map((p) => p.href).sort()]));
  const files = new Map(Object.values(versions).flatMap((pages) => pages.map((p) => [markdownFile(p.href), markdownOf(p)] as const)));
  return { versions, collections, search, hrefs, files };
}

/** The fixture site (with other settings for its versions if given); `reads` counts what the handlers asked the data for, by part and version. */
export async function fixtureSite(versions: Versions = fixtureVersions): Promise<{ site: Site; reads: string[] }> {
  const data = await fixtureData();
  const reads: string[] = [];
  const site = createSite({
    versions,
    collection: (version = '') => (reads.push(`collection ${version}`), data.collections[version]!),
    hrefs: (version = '') => (reads.push(`hrefs ${version}`), data.hrefs[version]!),
    search: (version = '') => (reads.push(`search ${version}`), data.search[version]!),
    publicFile: async (file) => {
      reads.push(`file ${file}`);
      const text = data.files.get(file);
      return text === undefined ? null : new TextEncoder().encode(text);
    },
  });
  return { site, reads };
}
