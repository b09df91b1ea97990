import type { PageKind } from '../schema';

/** One page of the site as search shows it. */
export type SearchPage = [title: string, href: string, breadcrumb: string, kind: PageKind, description: string];
/** One section of a page: the page's index in `pages`, the heading's anchor and text. */
export type SearchSection = [page: number, anchor: string, heading: string];

/** The first file search loads: page and section tables, and the compiled thesaurus (lib/search/thesaurus.ts). */
export interface SearchMeta {
  version: number;
  pages: SearchPage[];
  sections: SearchSection[];
  thesaurus: Record<string, string[]>;
}

/**
 * Also loaded for the first query: for each word of a title (or name), description or heading, where it occurs,
 * as `titles;descriptions;headings` posting lists (lib/search/postings.ts) of page, page and section ids.
 * Its words are the vocabulary for prefix matching and typo correction.
 */
export interface SearchHead {
  terms: Record<string, string>;
}

/** Loaded in the background: each word's sections (heading and text), and the start of each section's text for snippets. */
export interface SearchBody {
  terms: Record<string, string>;
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
