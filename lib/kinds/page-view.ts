import type { DocCard, EquivalentRow, FunctionEntry, PageParts, PageRecord, PageView } from '../model/page';
import { codeKey } from '../model/page';
import { FUNCTION_CATEGORIES, type Dialect, type Frontmatter } from '../model/schema';
import { editUrl } from '../model/site';
import { breadcrumbs, findNeighbours, landingChildren, navForPage, type SidebarItem } from '../model/sidebar';
import { EQUIVALENTS_PAGE } from './function-pages';
import { cataloguePage, equivalentsByDialect, functionEntries, functionsOf } from './functions';
import { typedCode, typedTexts } from './registry';

/**
 * What a page view is computed from: the site of the page's version. The run-time layer gives it from the site data
 * (lib/runtime/page-view.ts), the content step from the checked pages (the Markdown export, scripts/build/content-data.ts).
 */
export interface ViewSite {
  sidebar: readonly SidebarItem[];
  /** A page of the version by id and by URL. */
  byId(id: string): { frontmatter: Frontmatter } | undefined;
  byHref(href: string): { frontmatter: Frontmatter } | undefined;
  /** Every documented function of the version, A–Z (`functionEntries`). */
  functions: readonly FunctionEntry[];
  /** Other dialects' names for the version's functions, by dialect (`equivalentsByDialect`), asked for on the equivalents page only. */
  equivalents(): [Dialect, EquivalentRow[]][];
  /** Every typed text the content step parsed and typed code block it highlighted. */
  parts: PageParts;
}

/**
 * The site of a list of pages (a content set as checked: the Markdown export, tests); each list and lookup computed
 * once. The run-time layer gives its own from the site data, cached per version (lib/runtime/page-view.ts).
 */
export function viewSite(
  pages: readonly { id: string; href: string; frontmatter: Frontmatter }[],
  sidebar: readonly SidebarItem[],
  parts: PageParts,
): ViewSite {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const byHref = new Map(pages.map((p) => [p.href, p]));
  let equivalents: [Dialect, EquivalentRow[]][] | undefined;
  return {
    sidebar,
    byId: (id) => byId.get(id),
    byHref: (href) => byHref.get(href),
    functions: functionEntries(pages),
    equivalents: () => (equivalents ??= equivalentsByDialect(pages)),
    parts,
  };
}

const categoryPage = (category: string) => `reference/sql/sql-functions/${category}`;

/**
 * A function page's previous and next functions within its first category, A–Z (the order of the category's page), and
 * that category's title; null for any other page, whose pager follows the sidebar.
 */
function functionNeighbours(page: PageRecord, site: ViewSite): PageView['pager'] | null {
  const category = page.frontmatter.function?.categories[0];
  if (!category) return null;
  const list = functionsOf(site.functions, category);
  const i = list.findIndex((f) => f.href === page.href);
  if (i < 0) return null;
  const link = (f: FunctionEntry | undefined) => f && { href: f.href, label: f.name };
  return { previous: link(list[i - 1]), next: link(list[i + 1]), scope: site.byId(categoryPage(category))?.frontmatter.title };
}

/** The share of the site's parts a page renders: its typed texts and code, and the summaries of the functions it lists. */
function pagePartsOf(fm: Frontmatter, listed: readonly FunctionEntry[], all: PageParts): PageParts {
  const inline: Record<string, PageParts['inline'][string]> = {};
  for (const text of [...typedTexts(fm).map(([, t]) => t), ...listed.map((f) => f.summary)])
    if (Object.hasOwn(all.inline, text)) inline[text] = all.inline[text]!;
  const code: Record<string, string> = {};
  for (const block of typedCode(fm)) {
    const key = codeKey(block.code, block.lang);
    if (Object.hasOwn(all.code, key)) code[key] = all.code[key]!;
  }
  return { inline, code };
}

/** Readers' words for each function category, from its page's `keywords`, for the A–Z finder to match tasks with. */
const categoryKeywords = (site: ViewSite) =>
  Object.fromEntries(Object.keys(FUNCTION_CATEGORIES).map((slug) => [slug, site.byId(categoryPage(slug))?.frontmatter.keywords ?? []]));

/**
 * A page as it is rendered: its sidebar slice, breadcrumbs, previous and next pages, headings, a landing page's
 * cards, a catalogue page's functions, the equivalents page's tables, the edit URL and date, and its share of the
 * parsed texts and highlighted code. Computed once before rendering; components/doc-page.tsx and the Markdown writer
 * (lib/pipeline/markdown.ts, through `markdownInput`) read the same view.
 */
export function pageView(page: PageRecord & { version?: string }, site: ViewSite): PageView {
  const fm = page.frontmatter;
  const catalogueId = cataloguePage(page.id);
  const functions = catalogueId ? functionsOf(site.functions, catalogueId) : [];
  const cards: DocCard[] = page.isLanding
    ? landingChildren(site.sidebar, page.href).flatMap(({ href }) => {
        const child = site.byHref(href);
        return child ? [{ href, title: child.frontmatter.title, description: child.frontmatter.description }] : [];
      })
    : [];
  return {
    page,
    home: page.version ? `/${page.version}/` : '/current/',
    nav: navForPage(site.sidebar, page.href),
    breadcrumbs: breadcrumbs(site.sidebar, page.href),
    pager: functionNeighbours(page, site) ?? findNeighbours(site.sidebar, page.href),
    headings: page.headings,
    cards,
    catalogue: catalogueId ? { id: catalogueId, functions, ...(catalogueId === 'ALL' ? { keywords: categoryKeywords(site) } : {}) } : null,
    equivalents: page.id === EQUIVALENTS_PAGE ? site.equivalents() : undefined,
    editUrl: editUrl(page.sourcePath),
    lastUpdated: page.lastUpdated,
    parts: pagePartsOf(fm, functions, site.parts),
  };
}
