import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Heading } from '../model/mdx-analysis';
import { docHref, slugCandidates } from '../model/routes';
import { frontmatterSchema, pageKind, type Frontmatter, type PageKind } from '../model/schema';
import { DEV_DOCS_FILE, devDataStamp, devFileTime, SITE_DATA_FILES, type DevDocs } from './runtime-data';
import { buildSidebar, type SidebarCategoryInput, type SidebarItem } from '../model/sidebar';

/**
 * The fields of a compiled document the app reads. Declared here rather than imported from contentlayer's
 * generated types, so that the type check (`npm run check`) needs no build.
 */
interface Doc {
  _raw: { sourceFilePath: string };
  body: { code: string };
  [field: string]: unknown;
}

/** A page as the app renders it: validated frontmatter plus the compiled MDX body. */
export interface DocPage {
  id: string;
  href: string;
  kind: PageKind;
  frontmatter: Frontmatter;
  /** Compiled MDX (function body for `getMDXComponent`). */
  code: string;
  isLanding: boolean;
  /** The page's source file, relative to the repository: `content/admin/index.mdx`. */
  sourcePath: string;
  /** The date of the last commit that changed the source (ISO 8601, UTC), when the build had the history. */
  lastUpdated?: string;
}

/**
 * The collection and the generated site data (SITE_DATA_FILES) are read from disk instead of being imported: bundled, the
 * 12 MB collection made the compiler and every prerender worker parse it as JavaScript (with a source map),
 * which dominated the build's memory. `npm run build` writes these files before `next build`, and `npm start`
 * runs from the same directory.
 */
const DEV = process.env.NODE_ENV === 'development';
const path = (file: string) => join(/*turbopackIgnore: true*/ process.cwd(), file);

/** Parsed data files, kept until a file's modification time changes (which happens only in development). */
const parsed = new Map<string, { mtime: number; value: unknown }>();
function readData<T>(file: string, fallback?: T): T {
  const time = devFileTime(file);
  if (time === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`${file} is missing: \`npm run build\` or \`npm run dev\` writes it`);
  }
  const hit = parsed.get(file);
  if (hit?.mtime === time) return hit.value as T;
  const value = JSON.parse(readFileSync(path(file), 'utf8')) as T;
  parsed.set(file, { mtime: time, value });
  return value;
}

function toPage(doc: Doc, lastUpdated: Record<string, string>): DocPage {
  const data: Record<string, unknown> = {};
  // Every frontmatter key of the schema (lib/model/schema.ts), typed blocks included.
  for (const key of Object.keys(frontmatterSchema.shape)) {
    const value = doc[key];
    if (value !== undefined && value !== null) data[key] = value;
  }
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    // check:content reports these first; this guards builds that skipped it.
    const issues = parsed.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ');
    throw new Error(`content/${doc._raw.sourceFilePath}: invalid frontmatter ${issues}`);
  }
  const frontmatter = parsed.data;
  return {
    id: frontmatter.id,
    href: docHref(frontmatter.id),
    kind: pageKind(frontmatter.id, frontmatter),
    frontmatter,
    code: doc.body.code,
    isLanding: frontmatter.id === 'index' || frontmatter.id.endsWith('/index'),
    sourcePath: `content/${doc._raw.sourceFilePath}`,
    lastUpdated: lastUpdated[frontmatter.id],
  };
}

interface Collection {
  pages: DocPage[];
  byId: Map<string, DocPage>;
  byHref: Map<string, DocPage>;
  sidebar: SidebarItem[];
  headings: Record<string, Heading[]>;
}

/** Pages by the document they were made from: a reload in development converts only the documents that changed. */
let pageCache = new WeakMap<Doc, DocPage>();
let pageCacheDates: unknown;

/** The compiled documents, with the pages the dev loop compiled since it started in place of contentlayer's. */
function compiledDocs(): Doc[] {
  const docs = readData<Doc[]>(SITE_DATA_FILES.docs);
  if (!DEV) return docs;
  const edited = readData<DevDocs>(DEV_DOCS_FILE, { docs: {}, headings: {} }).docs;
  const replaced = new Set(Object.keys(edited));
  if (!replaced.size) return docs;
  const kept = docs.filter((d) => !replaced.has(d._raw.sourceFilePath));
  return [...kept, ...Object.values(edited).filter((d): d is Doc => d !== null)];
}

function loadCollection(): Collection {
  const lastUpdated = readData<Record<string, string>>(SITE_DATA_FILES.lastUpdated);
  if (lastUpdated !== pageCacheDates) {
    pageCache = new WeakMap();
    pageCacheDates = lastUpdated;
  }
  const pages = compiledDocs().map((doc) => {
    if (!pageCache.has(doc)) pageCache.set(doc, toPage(doc, lastUpdated));
    return pageCache.get(doc)!;
  });
  const sidebar = buildSidebar(
    pages.map((p) => ({
      id: p.id,
      title: p.frontmatter.title,
      sidebarLabel: p.frontmatter.sidebar_label,
      sidebarPosition: p.frontmatter.sidebar_position,
      unlisted: p.frontmatter.unlisted,
      className: p.frontmatter.className,
    })),
    // `_category.json` files, collected by the content step (contentlayer reads only the .mdx files).
    readData<SidebarCategoryInput[]>(SITE_DATA_FILES.categories),
  );
  const headings = readData<Record<string, Heading[]>>(SITE_DATA_FILES.headings);
  return {
    pages,
    byId: new Map(pages.map((p) => [p.id, p])),
    byHref: new Map(pages.map((p) => [p.href, p])),
    sidebar,
    headings: DEV ? { ...headings, ...readData<DevDocs>(DEV_DOCS_FILE, { docs: {}, headings: {} }).headings } : headings,
  };
}

let collection: Collection | undefined;
let loadedStamp = '';

/**
 * The collection, read once per process in production. In development (`npm run dev`) the dev loop
 * (scripts/dev/dev.ts) writes each edited page to generated/dev-docs.json and rewrites the site data, so each
 * call compares the files' modification times (six `stat` calls) and, when one changed, builds the collection
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

/** The generated sidebar of the whole site. */
export const getSidebar = (): SidebarItem[] => current().sidebar;
/** Every page, in the collection's order. */
export const getAllPages = (): readonly DocPage[] => current().pages;
export const getPageById = (id: string) => current().byId.get(id);
/**
 * A value computed from the pages (an index, a list), computed again only when the collection was reloaded:
 * `const index = fromPages((pages) => …)`, then `index()` where it is needed.
 */
export function fromPages<T>(build: (pages: readonly DocPage[]) => T): () => T {
  const cache = new WeakMap<readonly DocPage[], T>();
  return () => {
    const { pages } = current();
    if (!cache.has(pages)) cache.set(pages, build(pages));
    return cache.get(pages)!;
  };
}
export const getPageByHref = (href: string) => current().byHref.get(href);

/** The page a route's slug names: `/current/admin/` → `admin/index`, `/current/mcp-server` → `mcp-server`. */
export function getPageBySlug(slug: readonly string[]): DocPage | undefined {
  const { byId } = current();
  for (const id of slugCandidates(slug)) {
    const page = byId.get(id);
    if (page) return page;
  }
  return undefined;
}

/** The page's headings in order (typed blocks and body), as the table of contents shows them. */
export function pageHeadings(page: DocPage): Heading[] {
  return current().headings[page.id] ?? [];
}
