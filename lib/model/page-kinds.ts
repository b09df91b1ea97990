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
}

/** What kind of page a doc is, for search filters and page templates. */
export function pageKind(id: string, fm: KindBlocks): PageKind {
  if (fm.function || id.startsWith('reference/sql/sql-functions/')) return 'sql-function';
  if (fm.table) return 'system-table';
  if (fm.api || id.startsWith('reference/api/')) return 'api';
  if (fm.releases || id.startsWith('release-notes/')) return 'release-notes';
  if (id.startsWith('reference/sql/')) return 'sql-command';
  return 'guide';
}
