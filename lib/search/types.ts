import type { PageKind } from '../schema';

/** One page of the site as search shows it. */
export type SearchPage = [title: string, href: string, breadcrumb: string, kind: PageKind, description: string];
/** One section of a page: the page's index in `pages`, the heading's anchor and text. */
export type SearchSection = [page: number, anchor: string, heading: string];

/** The first file search loads: page and section tables plus the vocabulary for typo correction. */
export interface SearchMeta {
  version: number;
  pages: SearchPage[];
  sections: SearchSection[];
  vocabulary: string[];
}

/** The second file: section texts, for body matches and snippets. */
export interface SearchBodyTexts {
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
  hits: SearchHit[];
}
