import 'server-only';
import type { DocPage, PageParts } from '../model/page';
import { slugCandidates } from '../model/routes';
import type { SidebarItem } from '../model/sidebar';
import { frozenVersion } from '../model/versions';
import { DEV_DOCS_FILE, devDataStamp, readJson, SITE_DATA_FILES, versionFiles, type DevDocs, type FrozenSiteData, type SiteData } from './runtime-data';

/**
 * The fields of a compiled document the app reads: its source and its compiled body. The frontmatter comes from the
 * site data instead, validated once by the content step. Declared here rather than imported from contentlayer's
 * generated types, so that the type check (`npm run check`) needs no build.
 */
interface Doc {
  _raw: { sourceFilePath: string };
  body: { code: string };
}

export type { DocPage };

/**
 * The collection and the generated site data (SITE_DATA_FILES) are read from disk instead of being imported: bundled, the
 * 12 MB collection made the compiler and every prerender worker parse it as JavaScript (with a source map),
 * which dominated the build's memory. `npm run build` writes these files before `next build`, and `npm start`
 * runs from the same directory.
 */
const DEV = process.env.NODE_ENV === 'development';

interface Collection {
  pages: DocPage[];
  byId: Map<string, DocPage>;
  byHref: Map<string, DocPage>;
  sidebar: SidebarItem[];
  /** The typed texts the content step parsed and the typed code it highlighted, for the page views (lib/runtime/page-view.ts). */
  parts: PageParts;
}

/** The pages the dev loop compiled since it started, by source path under content/ (development only). */
const devDocs = () => (DEV ? readJson<DevDocs>(DEV_DOCS_FILE, { docs: {} }).docs : {});

/**
 * Each compiled document joined to its record in the site data by source path, ordered by id (contentlayer's own
 * order changes from one build to the next, and the sitemap and docs.json follow this one); in
 * development, the pages the dev loop compiled since it started replace contentlayer's, and a page it has not compiled
 * yet (or no longer has) is left out.
 */
function loadCollection(): Collection {
  const site = readJson<SiteData>(SITE_DATA_FILES.site);
  const records = new Map(site.pages.map((p) => [p.sourcePath, p]));
  const edited = devDocs();
  const pages: DocPage[] = [];
  const add = (sourceFilePath: string, code: string, record = records.get(`content/${sourceFilePath}`)) => {
    if (record) pages.push({ ...record, code });
    else if (!DEV) throw new Error(`content/${sourceFilePath} is compiled but not in ${SITE_DATA_FILES.site}: run \`npm run build\` again`);
  };
  for (const doc of readJson<Doc[]>(SITE_DATA_FILES.docs)) if (!(doc._raw.sourceFilePath in edited)) add(doc._raw.sourceFilePath, doc.body.code);
  for (const [sourceFilePath, doc] of Object.entries(edited)) if (doc) add(sourceFilePath, doc.code, doc.page);
  pages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    pages,
    byId: new Map(pages.map((p) => [p.id, p])),
    byHref: new Map(pages.map((p) => [p.href, p])),
    sidebar: site.sidebar,
    parts: { inline: site.inline ?? {}, code: site.code ?? {} },
  };
}

let collection: Collection | undefined;
let loadedStamp = '';

/**
 * A frozen version's collection (scripts/build/build-versions.ts): its records with their compiled bodies in one file,
 * read once per process, with its own typed texts and code.
 */
const frozenCollections = new Map<string, Collection>();
function frozen(label: string): Collection | undefined {
  let hit = frozenCollections.get(label);
  if (hit) return hit;
  if (!frozenVersion(label)) return undefined;
  const site = readJson<FrozenSiteData>(versionFiles(label).site);
  const pages: DocPage[] = site.pages.map((record) => ({ ...record, code: site.bodies[record.sourcePath] ?? '', version: label }));
  pages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  hit = {
    pages,
    byId: new Map(pages.map((p) => [p.id, p])),
    byHref: new Map(pages.map((p) => [p.href, p])),
    sidebar: site.sidebar,
    parts: { inline: site.inline ?? {}, code: site.code ?? {} },
  };
  frozenCollections.set(label, hit);
  return hit;
}

/**
 * The collection, read once per process in production. In development (`npm run dev`) the dev loop
 * (scripts/dev/dev.ts) writes each edited page to generated/dev-docs.json and rewrites the site data, so each
 * call compares the files' modification times (three `stat` calls) and, when one changed, builds the collection
 * again from what changed. A file caught half-written fails to parse, and the previous collection serves until
 * the next call. Next's dev server does not watch files a module reads with `fs`, so the open page is
 * refreshed by components/dev-refresh.tsx.
 */
function current(): Collection {
  if (collection && !DEV) return collection;
  const stamp = devDataStamp();
  if (collection && stamp === loadedStamp) return collection;
  try {
    collection = loadCollection();
    loadedStamp = stamp;
  } catch (error) {
    if (!collection) throw error;
  }
  return collection;
}

const EMPTY: Collection = { pages: [], byId: new Map(), byHref: new Map(), sidebar: [], parts: { inline: {}, code: {} } };
/** The collection of a version: current without a label, a frozen version by its label (none for an unknown label). */
const of = (version?: string): Collection => (version === undefined ? current() : (frozen(version) ?? EMPTY));

/** The generated sidebar of a version (current without a label). */
export const getSidebar = (version?: string): SidebarItem[] => of(version).sidebar;
/** The typed texts parsed and typed code highlighted by the content step of a version (current without a label). */
export const getPageParts = (version?: string): PageParts => of(version).parts;
/** Every page of a version, ordered by id. */
export const getAllPages = (version?: string): readonly DocPage[] => of(version).pages;
export const getPageById = (id: string, version?: string) => of(version).byId.get(id);
/**
 * A value computed from a version's pages (an index, a list), computed again only when the collection was reloaded:
 * `const index = fromPages((pages) => …)`, then `index()` (current) or `index('26.x')` where it is needed.
 */
export function fromPages<T>(build: (pages: readonly DocPage[]) => T): (version?: string) => T {
  const cache = new WeakMap<readonly DocPage[], T>();
  return (version?: string) => {
    const { pages } = of(version);
    if (!cache.has(pages)) cache.set(pages, build(pages));
    return cache.get(pages)!;
  };
}
export const getPageByHref = (href: string, version?: string) => of(version).byHref.get(href);

/** The page a route's slug names: `/current/admin/` → `admin/index`, `/current/mcp-server` → `mcp-server`. */
export function getPageBySlug(slug: readonly string[], version?: string): DocPage | undefined {
  const { byId } = of(version);
  for (const id of slugCandidates(slug)) {
    const page = byId.get(id);
    if (page) return page;
  }
  return undefined;
}
