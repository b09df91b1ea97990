import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Heading } from './mdx-analysis';
import { docHref, slugCandidates } from './routes';
import { frontmatterSchema, pageKind, type Frontmatter, type PageKind } from './schema';
import { buildSidebar, type SidebarCategoryInput, type SidebarItem } from './sidebar';

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
 * The collection and the generated sidebar data are read from disk instead of being imported: bundled, the
 * 12 MB collection made the compiler and every prerender worker parse it as JavaScript (with a source map),
 * which dominated the build's memory. `npm run build` writes these files before `next build`, and `npm start`
 * runs from the same directory.
 */
const DATA_FILES = {
  docs: '.contentlayer/generated/Doc/_index.json',
  categories: 'generated/categories.json',
  headings: 'generated/headings.json',
  /** Doc id → date of the last commit of its source; absent when the build had no git history. */
  lastUpdated: 'generated/last-updated.json',
} as const;

const path = (file: string) => join(/*turbopackIgnore: true*/ process.cwd(), file);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path(file), 'utf8')) as T;

function toPage(doc: Doc, lastUpdated: Record<string, string>): DocPage {
  const data: Record<string, unknown> = {};
  for (const key of ['id', 'title', 'description', 'sidebar', 'sidebar_label', 'sidebar_position', 'unlisted', 'className', 'unsupported', 'function', 'table', 'api', 'releases', 'bulletin', 'dependencies'] as const) {
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

function loadCollection(): Collection {
  const lastUpdated = readJson<Record<string, string>>(DATA_FILES.lastUpdated);
  const pages = readJson<Doc[]>(DATA_FILES.docs).map((doc) => toPage(doc, lastUpdated));
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
    readJson<SidebarCategoryInput[]>(DATA_FILES.categories),
  );
  return {
    pages,
    byId: new Map(pages.map((p) => [p.id, p])),
    byHref: new Map(pages.map((p) => [p.href, p])),
    sidebar,
    headings: readJson<Record<string, Heading[]>>(DATA_FILES.headings),
  };
}

/** The modification times of the data files, as one string that changes when any of them is rewritten. */
const dataStamp = () => Object.values(DATA_FILES).map((file) => statSync(path(file), { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');

let collection: Collection | undefined;
let loadedStamp = '';

/**
 * The collection, read once per process in production. In development (`npm run dev`) contentlayer and the
 * dev watcher (scripts/dev.mjs) rewrite the data files after every edit, so each call compares their
 * modification times (four `stat` calls) and reads them again when they changed; a file caught half-written
 * fails to parse, and the previous collection serves until the next call. Next's dev server does not watch
 * files a module reads with `fs`, so the open page is refreshed by components/dev-refresh.tsx.
 */
function current(): Collection {
  if (collection && process.env.NODE_ENV !== 'development') return collection;
  const stamp = collection ? dataStamp() : '';
  if (collection && stamp === loadedStamp) return collection;
  try {
    const fresh = loadCollection();
    collection = fresh;
    loadedStamp = stamp || dataStamp();
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
