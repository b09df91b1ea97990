import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Doc } from 'contentlayer/generated';
import type { Heading } from './mdx-analysis';
import { docHref, slugCandidates } from './routes';
import { frontmatterSchema, pageKind, type Frontmatter, type PageKind } from './schema';
import { buildSidebar, type SidebarCategoryInput, type SidebarItem } from './sidebar';

/** A page as the app renders it: validated frontmatter plus the compiled MDX body. */
export interface DocPage {
  id: string;
  href: string;
  kind: PageKind;
  frontmatter: Frontmatter;
  /** Compiled MDX (function body for `getMDXComponent`). */
  code: string;
  isLanding: boolean;
}

/**
 * The collection and the generated sidebar data are read from disk when the server module loads instead of
 * being imported: bundled, the 12 MB collection made the compiler and every prerender worker parse it as
 * JavaScript (with a source map), which dominated the build's memory. `npm run build` writes all three
 * files before `next build`, and `npm start` runs from the same directory.
 */
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const allDocs = readJson<Doc[]>(join(process.cwd(), '.contentlayer/generated/Doc/_index.json'));
const categories = readJson<SidebarCategoryInput[]>(join(process.cwd(), 'generated/categories.json'));
const headings = readJson<Record<string, Heading[]>>(join(process.cwd(), 'generated/headings.json'));

function toPage(doc: Doc): DocPage {
  const data: Record<string, unknown> = {};
  for (const key of ['id', 'title', 'description', 'sidebar', 'sidebar_label', 'sidebar_position', 'unlisted', 'className', 'unsupported', 'function', 'table', 'api', 'releases', 'bulletin', 'dependencies'] as const) {
    const value = (doc as Record<string, unknown>)[key];
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
  };
}

const pages = allDocs.map(toPage);
const byId = new Map(pages.map((p) => [p.id, p]));
const byHref = new Map(pages.map((p) => [p.href, p]));

export const sidebar: SidebarItem[] = buildSidebar(
  pages.map((p) => ({
    id: p.id,
    title: p.frontmatter.title,
    sidebarLabel: p.frontmatter.sidebar_label,
    sidebarPosition: p.frontmatter.sidebar_position,
    unlisted: p.frontmatter.unlisted,
    className: p.frontmatter.className,
  })),
  // `_category.json` files, collected by scripts/generate.ts (contentlayer reads only the .mdx files).
  categories,
);

export const allPages: readonly DocPage[] = pages;
export const getPageById = (id: string) => byId.get(id);
export const getPageByHref = (href: string) => byHref.get(href);

/** The page a route's slug names: `/current/admin/` → `admin/index`, `/current/mcp-server` → `mcp-server`. */
export function getPageBySlug(slug: readonly string[]): DocPage | undefined {
  for (const id of slugCandidates(slug)) {
    const page = byId.get(id);
    if (page) return page;
  }
  return undefined;
}

/** The page's headings in order (typed blocks and body), as the table of contents shows them. */
export function pageHeadings(page: DocPage): Heading[] {
  return headings[page.id] ?? [];
}
