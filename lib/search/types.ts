import type { SearchFilter } from '../model/page-kinds';
import type { PageKind } from '../model/schema';
import type { ExportedIndex } from './flex';

/**
 * One page of the index: what a result shows before anything else loads. Its description, the result's snippet until a
 * section's snippet is better, comes with its section texts (`SearchBody.texts`), fetched only for the pages a query
 * shows: in `meta.json` the 700 descriptions would cost every first query about 30 KiB gzipped.
 */
export type SearchPage = [title: string, href: string, breadcrumb: string, kind: PageKind];
/** One section of a page: the page's index in `pages`, the heading's anchor and text. */
export type SearchSection = [page: number, anchor: string, heading: string];

/**
 * Section text's word index (the body shards): each word → the ids of the sections that hold it, ascending, as
 * base-36 gaps joined by commas (`0,3,a`: ids 0, 3, 13); a gap may carry `.count` when the word occurs more than
 * once. See lib/search/postings.ts.
 */
export type Postings = Record<string, string>;

/**
 * The first file search loads: page and section tables, the compiled thesaurus (lib/search/thesaurus.ts), each
 * page's length in words, other systems' names of pages (function equivalents), and where the body shards are.
 * The words of titles, keywords, descriptions and headings (for prefix matching, variants and typo correction)
 * are those of the head's FlexSearch indexes.
 */
export interface SearchMeta {
  version: number;
  pages: SearchPage[];
  sections: SearchSection[];
  thesaurus: Record<string, string[]>;
  /** Words of section text per page, for how much of a page a word takes up. */
  lengths: number[];
  /**
   * The phrases that say what a page is for, by phrase id: their page, number of words and kind (`PHRASE_KINDS`:
   * a keyword or another dialect's name, a reader question, an error message the page explains; one digit per
   * phrase, a string being smaller on the wire than a list of numbers).
   */
  phrases: {
    pages: number[];
    lengths: number[];
    kinds: string;
    /** Each error message's words in order (`terms`, its variable parts left out), by the order of the error phrases. */
    messages: string[];
    /** The messages (their index in `messages`) that carry another message (`SearchSource.carriers`). */
    carriers: number[];
    /**
     * The keyword words of a message (by its index in `messages`) that its pattern does not show: a dotted or
     * underscored name joined (`sys.jobs` → `sysjobs`). Only messages that have some.
     */
    extras: Record<number, string[]>;
  };
  /**
   * Other dialects' names of a page and the REST paths it documents (normalised, as `searchText` gives them) → the
   * pages that carry them.
   */
  aliases: Record<string, number[]>;
  /** The body index in shards: `/search/{dir}/w/{file}.json` holds the section text postings of the words a key starts. */
  shards: { dir: string; keys: string[] };
}

/**
 * `meta.json` as it is sent (lib/search/wire.ts): sections and phrases by count per page instead of a page id each,
 * a section's anchor only when it is not its heading's slug, a page's top section as `0`, and phrase word counts as
 * base-36 digits.
 */
export interface SearchMetaWire extends Omit<SearchMeta, 'sections' | 'phrases'> {
  sections: { counts: number[]; list: (0 | string | [anchor: string, heading: string])[] };
  phrases: { counts: number[]; lengths: string; kinds: string; messages: string[]; carriers: number[]; extras: Record<number, string[]> };
}

/**
 * Also loaded for the first query: FlexSearch indexes, exported (lib/search/flex.ts), of page titles and names, of
 * descriptions and breadcrumbs (by page id), of keyword phrases (readers' words and other systems' names, by phrase
 * id: `meta.phrases`), and of section headings (by section id).
 */
export interface SearchHead {
  title: ExportedIndex;
  keyword: ExportedIndex;
  description: ExportedIndex;
  heading: ExportedIndex;
}

/** The whole body at once, for the server (MCP), the tests and the benchmark: all shards and all section texts. */
export interface SearchBody {
  text: Postings;
  /**
   * Per page, its description, then the start of each section's text (in the order of its sections), for snippets, then
   * its error messages as it lists them (in the order of its error phrases), for a result that pastes one.
   */
  texts: string[][];
}

/** What a phrase of `meta.phrases` is: 0 a keyword or another dialect's name, 1 a reader question, 2 an error message. */
export const PHRASE_KINDS = { keyword: 0, question: 1, error: 2 } as const;
export type PhraseKind = (typeof PHRASE_KINDS)[keyof typeof PHRASE_KINDS];

/** What the index builder takes for each page (plain data; see lib/search/build.ts). */
export interface SearchSource {
  title: string;
  href: string;
  breadcrumb: string;
  kind: PageKind;
  description: string;
  /** Names the page documents (function names, table names) besides its title. */
  names: string[];
  /** Readers' words for the page (frontmatter `keywords`): other systems' names, symptoms, the task in plain words. */
  keywords: string[];
  /** Other SQL dialects' names of the function a page documents (frontmatter `function.equivalents`). */
  equivalents: string[];
  /** URL paths the page documents (REST operations' paths), matched as names when a query is one. */
  paths: string[];
  /** Questions the page answers, in readers' words (frontmatter `questions`). */
  questions: string[];
  /** Error messages the page explains, each variable part written `VARIABLE_PART` (frontmatter `errors`). */
  errors: string[];
  /**
   * Those of `errors` that carry another message (by index): their last variable part is written `{message}`, as in
   * `Flight returned internal error, with message: {message}`. The failure is the message inside.
   */
  carriers: number[];
  sections: { anchor: string; heading: string; text: string }[];
}

/** What a search asks besides its query. */
export interface SearchOptions {
  /** Only pages of this kind, or of a search filter's kinds. */
  kind?: PageKind | SearchFilter;
  /** The most results (10 unless given). */
  limit?: number;
}

export interface SearchHit {
  title: string;
  href: string;
  breadcrumb: string;
  kind: PageKind;
  snippet: string;
  sections: { heading: string; href: string; snippet: string }[];
  /**
   * The error message of the page that the query pastes, as the page lists it (each variable part as `…`): shown with
   * the result, so that a reader who pasted an error sees that this page explains it. Only once the page's texts have
   * loaded.
   */
  message?: string;
}

export interface SearchResponse {
  query: string;
  corrected: string | null;
  /** The words results were matched on (filler dropped, thesaurus meanings added), for highlighting. */
  words: string[];
  hits: SearchHit[];
  /**
   * No page matched the query's words: `hits` are the pages whose titles and names are closest to what was typed
   * (edit distance and shared letter triples), so a reader is never left with an empty list.
   */
  closest?: boolean;
}

/** A variable part of an error message (`{table}`) as `SearchSource.errors` writes it: text normalisation drops it. */
export const VARIABLE_PART = '{}';

/**
 * The most characters a search box takes: a pasted error with what the client printed before it (a traceback, the
 * statement that failed) still reaches its message. The engine reads a query for concepts up to 200 characters and for
 * pasted messages up to this (lib/search/query.ts); reader signals store the first 200 (lib/signals/fields.ts).
 */
export const QUERY_INPUT_MAX = 1000;
