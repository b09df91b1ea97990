import type { PageKind } from '../model/schema';
import type { ExportedIndex } from './flex';

/** One page of the site as search shows it. */
export type SearchPage = [title: string, href: string, breadcrumb: string, kind: PageKind, description: string];
/** One section of a page: the page's index in `pages`, the heading's anchor and text. */
export type SearchSection = [page: number, anchor: string, heading: string];

/**
 * The first file search loads: page and section tables, the words of titles, descriptions and headings (for
 * prefix matching, variants and typo correction) and the compiled thesaurus (lib/search/thesaurus.ts).
 */
export interface SearchMeta {
  version: number;
  pages: SearchPage[];
  sections: SearchSection[];
  vocabulary: string[];
  thesaurus: Record<string, string[]>;
}

/**
 * Also loaded for the first query: the FlexSearch indexes (lib/search/flex.ts) of page titles and names, of page
 * keywords, of
 * page descriptions and breadcrumbs (both by page id), and of section headings (by section id).
 */
export interface SearchHead {
  title: ExportedIndex;
  /** Readers' words for each page (frontmatter keywords, other SQL dialects' names for a function), by page id. */
  keywords: ExportedIndex;
  description: ExportedIndex;
  heading: ExportedIndex;
}

/** Loaded in the background: the index of section text, its words, and the start of each section's text for snippets. */
export interface SearchBody {
  text: ExportedIndex;
  words: string[];
  texts: string[];
}

/** What the index builder takes for each page (plain data; see lib/search/build.ts). */
export interface SearchSource {
  title: string;
  href: string;
  breadcrumb: string;
  kind: PageKind;
  description: string;
  /** Names the page documents (function names, table names) besides its title. */
  names: string[];
  /** What readers type for the page that its title does not say: keywords and other dialects' names. */
  keywords: string[];
  sections: { anchor: string; heading: string; text: string }[];
}

export interface SearchHit {
  title: string;
  href: string;
  breadcrumb: string;
  kind: PageKind;
  snippet: string;
  sections: { heading: string; href: string; snippet: string }[];
  tier: number;
}

export interface SearchResponse {
  query: string;
  corrected: string | null;
  /** The words results were matched on (filler dropped, thesaurus meanings added), for highlighting. */
  words: string[];
  hits: SearchHit[];
}
