import type { Root, RootContent } from 'mdast';
import type { BodyAnalysis, Heading } from './mdx-analysis';
import { pageKind, type Dialect, type Frontmatter, type PageKind } from './schema';
import type { NavItem, PageLink, SidebarDocInput } from './sidebar';

/**
 * A page at each stage of the build, declared once, with what each later step reads of it:
 *
 *   SourceFile ─ the content check (lib/pipeline/checks) ─→ CheckedDoc ─ pageRecord ─→ PageRecord (generated/site.json)
 *     ─ lib/runtime joins the compiled body ─→ DocPage ─ pageView (lib/kinds/page-view.ts) ─→ PageView
 *
 * The HTML page (components/doc-page.tsx) and the Markdown writer (lib/pipeline/markdown.ts) both read a PageView, so
 * the two agree on a page's list, date and typed data. Beside the stages, the projections other steps take of a
 * checked page: the sidebar's input, the search source's, the claims check's.
 */

/** One source file as read from `content/` (path relative to the project, e.g. `content/admin/index.mdx`). */
export interface SourceFile {
  path: string;
  source: string;
}

/** A page that loaded: frontmatter validated by the schema, body parsed, headings and words counted (lib/pipeline/checks/load.ts). */
export interface CheckedDoc {
  id: string;
  file: string;
  href: string;
  frontmatter: Frontmatter;
  body: string;
  analysis: BodyAnalysis;
  /** All heading ids of the rendered page: typed headings and the body's. */
  anchors: Set<string>;
  /** The headings of the rendered page, in order. */
  headings: Heading[];
  words: number;
  isLanding: boolean;
  /** Lines before the body (frontmatter), to turn body line numbers into file line numbers. */
  bodyLine: number;
}

/**
 * A page as the content step validated it: frontmatter parsed by the schema (defaults applied, text trimmed), its
 * URL, kind, headings and date. Written to generated/site.json; the run-time layer adds the compiled body and
 * validates nothing again.
 */
export interface PageRecord {
  id: string;
  href: string;
  kind: PageKind;
  frontmatter: Frontmatter;
  isLanding: boolean;
  /** The page's source file, relative to the repository: `content/admin/index.mdx`. */
  sourcePath: string;
  /** The page's headings in order (typed blocks and body), as the table of contents shows them. */
  headings: Heading[];
  /** The date of the last commit that changed the source (ISO 8601, UTC), when the build had the history. */
  lastUpdated?: string;
}

/** A checked page as the run-time layer reads it: nothing is validated or derived again. */
export function pageRecord(doc: CheckedDoc, lastUpdated: Readonly<Record<string, string>>): PageRecord {
  return {
    id: doc.id,
    href: doc.href,
    kind: pageKind(doc.id, doc.frontmatter),
    frontmatter: doc.frontmatter,
    isLanding: doc.isLanding,
    sourcePath: doc.file,
    headings: doc.headings.map(({ depth, text, id }) => ({ depth, text, id })),
    ...(lastUpdated[doc.id] ? { lastUpdated: lastUpdated[doc.id] } : {}),
  };
}

/** A page as the app serves it: its record plus the compiled MDX body (lib/runtime/docs.ts). */
export interface DocPage extends PageRecord {
  /** Compiled MDX (function body for `getMDXComponent`). */
  code: string;
  /** The frozen version the page belongs to (`26.x`); undefined for current. */
  version?: string;
}

/** A typed text's blocks as parsed (lib/model/inline-markdown.ts), without source positions once the content step hands them on. */
export type InlineBlocks = readonly RootContent[];

/**
 * What the content step computes once for the renderers of typed pages, by key, and hands on as a value (in
 * generated/site.json, and to the next build through its cache): the typed frontmatter texts parsed as inline
 * Markdown, by text, and the typed code blocks highlighted as HTML, by `codeKey`. A page view carries its page's share.
 */
export interface PageParts {
  inline: Readonly<Record<string, InlineBlocks>>;
  code: Readonly<Record<string, string>>;
}

/** The key of a highlighted code block in `PageParts.code`: its language and its code as the renderer passes it (trailing blank lines dropped). */
export const codeKey = (code: string, lang: string) => `${lang}\u0000${code.trimEnd()}`;
/** A text's parsed blocks in `parts`, or undefined (then the reader parses it). */
export const knownInline = (parts: PageParts | undefined, text: string) => (parts && Object.hasOwn(parts.inline, text) ? parts.inline[text] : undefined);
/** A code block's highlighted HTML in `parts`, or undefined (then the reader highlights it). */
export const knownCode = (parts: PageParts | undefined, code: string, lang: string) => {
  const key = codeKey(code, lang);
  return parts && Object.hasOwn(parts.code, key) ? parts.code[key] : undefined;
};

/** A documented function as the catalogue pages list it (lib/kinds/functions.ts: `functionEntries`). */
export interface FunctionEntry {
  name: string;
  href: string;
  summary: string;
  categories: string[];
  /** The page's own `keywords`: readers' words for the tasks it does ("top n per group"). */
  keywords: string[];
}

/** Another SQL dialect's name for one of our functions (the SQL function equivalents page). */
export interface EquivalentRow {
  dialect: Dialect;
  /** The other system's name. */
  name: string;
  note?: string;
  /** The other system's documentation the entry was checked against. */
  source: string;
  /** Ours: the function page's name and address. */
  function: string;
  href: string;
}

/** A landing page's child, with its description. */
export interface DocCard {
  href: string;
  title: string;
  description: string;
}

/**
 * A page as it is rendered, computed before rendering (lib/kinds/page-view.ts) from its record and its version's
 * site: everything the HTML page and the Markdown writer show beyond the page's own record and body.
 */
export interface PageView {
  page: PageRecord & { version?: string };
  /** The version's home page, where the breadcrumbs start: `/current/` or `/<label>/`. */
  home: string;
  /** The sidebar as this page shows it (its section open). */
  nav: NavItem[];
  breadcrumbs: { label: string; href?: string }[];
  /** Previous and next pages: in sidebar order, or a function page's neighbours in its first category, A–Z (`scope` its title). */
  pager: { previous?: PageLink; next?: PageLink; scope?: string };
  /** The headings in order (typed blocks and body): the table of contents. */
  headings: Heading[];
  /** A landing page's children; empty for other pages. */
  cards: DocCard[];
  /**
   * A function catalogue page's functions ('ALL' for the A–Z finder, or a category slug), or null; the finder's with
   * readers' words for each category (its page's `keywords`).
   */
  catalogue: { id: string; functions: FunctionEntry[]; keywords?: Record<string, string[]> } | null;
  /** Other dialects' names for our functions, by dialect: on the SQL function equivalents page only. */
  equivalents?: [Dialect, EquivalentRow[]][];
  /** Where an author edits the page's source. */
  editUrl: string;
  lastUpdated?: string;
  /** The page's typed texts (and the summaries it lists) parsed, and its typed code highlighted. */
  parts: PageParts;
}

/** What the Markdown writer reads of a page view (lib/pipeline/markdown.ts), and what its export is cached by. */
export interface MarkdownInput {
  title: string;
  description: string;
  href: string;
  frontmatter: Frontmatter;
  /** Children of a landing page, or the functions of a catalogue page. */
  list?: { title: string; href: string; description: string }[];
  equivalents?: [Dialect, EquivalentRow[]][];
  /** The date of the last commit that changed the page's source (ISO 8601), when the build knew it. */
  lastUpdated?: string;
}

/** The Markdown writer's input from a page view: the catalogue's functions, or else a landing page's children. */
export function markdownInput(view: PageView): MarkdownInput {
  const { page } = view;
  const list = view.catalogue
    ? view.catalogue.functions.map((f) => ({ title: f.name, href: f.href, description: f.summary }))
    : page.isLanding
      ? view.cards.map(({ title, href, description }) => ({ title, href, description }))
      : undefined;
  return {
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    href: page.href,
    frontmatter: page.frontmatter,
    list,
    equivalents: view.equivalents,
    lastUpdated: view.lastUpdated,
  };
}

/** What a checked page contributes to the sidebar (lib/model/sidebar.ts). */
export const sidebarInput = (doc: CheckedDoc): SidebarDocInput => ({
  id: doc.id,
  title: doc.frontmatter.title,
  sidebarLabel: doc.frontmatter.sidebar_label,
  sidebarPosition: doc.frontmatter.sidebar_position,
  unlisted: doc.frontmatter.unlisted,
  className: doc.frontmatter.className,
});

/** What search indexes a page from (lib/search/sources.ts). */
export type SearchInput = Pick<CheckedDoc, 'id' | 'href' | 'frontmatter' | 'analysis'>;

/** What the claims check reads of a page (lib/pipeline/checks/claims): its parsed body and where the body starts in the file. */
export interface ClaimsInput {
  id: string;
  file: string;
  frontmatter: Frontmatter;
  tree: Root;
  /** Lines before the body, added to body line numbers. */
  bodyLine: number;
}

export const claimsInput = (doc: CheckedDoc): ClaimsInput => ({
  id: doc.id,
  file: doc.file,
  frontmatter: doc.frontmatter,
  tree: doc.analysis.tree,
  bodyLine: doc.bodyLine,
});
