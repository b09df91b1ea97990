/**
 * Every kind of page, with the search filter that offers it and that filter's label. SQL commands and system tables
 * share one filter, "SQL". The kinds list (length floors, the MCP tool's `kind`), the search filters (the search
 * page and dialog) and what each filter matches are derived from this table. No zod here: client code imports it.
 */
const KIND_FILTER = {
  guide: ['guide', 'Guides'],
  'sql-command': ['sql', 'SQL'],
  'sql-function': ['sql-function', 'Functions'],
  'system-table': ['sql', 'SQL'],
  api: ['api', 'API'],
  'release-notes': ['release-notes', 'Release notes'],
} as const;

export type PageKind = keyof typeof KIND_FILTER;
export const PAGE_KINDS = Object.keys(KIND_FILTER) as [PageKind, ...PageKind[]];

/** A choice of the search filter: one or more page kinds. */
export type SearchFilter = (typeof KIND_FILTER)[PageKind][0];
/** The search filters in the order they are offered, each once, with its label. */
export const SEARCH_FILTERS = [...new Map(PAGE_KINDS.map((k) => KIND_FILTER[k])).entries()] as [SearchFilter, string][];

/** Whether a page of `kind` is one a search for `filter` (a filter, or a single page kind) returns. */
export const matchesKind = (kind: PageKind, filter: SearchFilter | PageKind) => kind === filter || KIND_FILTER[kind][0] === filter;

/** The typed blocks that decide a page's kind (a Frontmatter has them; typed structurally, so this file needs no schema). */
export interface KindBlocks {
  function?: unknown;
  table?: unknown;
  api?: unknown;
  releases?: unknown;
  bulletin?: unknown;
}

/** Where pages live by doc id, for the kinds that follow from a page's place when its frontmatter does not say. */
const PLACE = {
  sqlFunctions: 'reference/sql/sql-functions/',
  /** One function's page; the other pages of the functions section are its categories and finder. */
  oneFunction: 'reference/sql/sql-functions/functions/',
  sql: 'reference/sql/',
  api: 'reference/api/',
  releaseNotes: 'release-notes/',
  bulletins: 'reference/bulletins/',
};

/**
 * What kind of page a doc is, for search filters, page templates and search ranking (the search index carries it,
 * and `rankedKind` reads it). The one place that decides it.
 */
export function pageKind(id: string, fm: KindBlocks): PageKind {
  if (fm.function || id.startsWith(PLACE.sqlFunctions)) return 'sql-function';
  if (fm.table) return 'system-table';
  if (fm.api || id.startsWith(PLACE.api)) return 'api';
  if (fm.releases || id.startsWith(PLACE.releaseNotes)) return 'release-notes';
  if (id.startsWith(PLACE.sql)) return 'sql-command';
  // A security bulletin is offered with the guides in the search filters; search ranks it as release notes.
  if (fm.bulletin || id.startsWith(PLACE.bulletins)) return 'guide';
  return 'guide';
}

/**
 * What a page of `kind` at `href` ranks as for task-shaped queries (lib/search/weights.ts, `TASK_PRIOR`): whether it
 * is a landing page (a section's index, its URL ending in `/`), and its kind but for two pages whose kind says less
 * than their place: a SQL function category page (String Functions) is a list, ranked as a SQL command page, not one
 * function; a security bulletin is an announcement, ranked as release notes. From the URL, since the search index
 * carries a page's kind and URL only.
 */
export function rankedKind(kind: PageKind, href: string): { kind: PageKind; landing: boolean } {
  const id = href.replace(/^\/[^/]+\//, '');
  const landing = href.endsWith('/');
  if (kind === 'sql-function' && !id.startsWith(PLACE.oneFunction)) return { kind: 'sql-command', landing };
  if (!landing && id.startsWith(PLACE.bulletins)) return { kind: 'release-notes', landing };
  return { kind, landing };
}
