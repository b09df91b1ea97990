import { existsSync, readFileSync } from 'node:fs';
import { encodeIds } from './postings';
import { compileThesaurus, type ThesaurusIssue } from './thesaurus';
import { STOP_WORDS, terms } from './text';
import type { SearchBody, SearchHead, SearchMeta, SearchSource } from './types';

export const SEARCH_VERSION = 2;
/** Snippets need only the start of a section; matching uses all of its words. */
const SECTION_TEXT_LIMIT = 400;

export interface BuiltSearch {
  meta: SearchMeta;
  head: SearchHead;
  body: SearchBody;
}

export class ThesaurusError extends Error {
  constructor(
    readonly file: string,
    readonly issues: ThesaurusIssue[],
  ) {
    super(`${file}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  }
}

export const THESAURUS_FILE = 'data/search-thesaurus.json';

/**
 * Reads the thesaurus of the project in the working directory. A site without the file has no thesaurus; a file
 * that is not JSON is an error that names it.
 */
export function readThesaurus(file = THESAURUS_FILE): unknown {
  if (!existsSync(file)) return { entries: [] };
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ThesaurusError(file, [{ field: '(file)', message: `not valid JSON: ${(e as Error).message}` }]);
  }
}

/** The message for each thesaurus issue, in the form of content errors: file, field, reason. */
export const formatThesaurusIssues = (e: ThesaurusError) => e.issues.map((i) => `${e.file} [${i.field}]: ${i.message}`);

/** The indexed words of a text: normalised and stemmed, stop words dropped. */
const indexWords = (text: string) => terms(text).filter((t) => !STOP_WORDS.has(t));

/**
 * A text's words, plus each dotted or underscored name written as one word, so that `datetrunc` and `sysjobs`
 * find DATE_TRUNC and SYS.JOBS, and `external_query` the pages that use EXTERNAL_QUERY.
 */
export function titleWords(text: string): string[] {
  const joined = [...text.matchAll(/[\w$]+(?:[_.][\w$]+)+/g)].map((m) => m[0].replace(/[_.]/g, '').toLowerCase());
  return [...indexWords(text), ...joined];
}

class Postings {
  private readonly lists = new Map<string, number[]>();
  add(words: Iterable<string>, id: number) {
    for (const w of new Set(words)) {
      const list = this.lists.get(w) ?? [];
      list.push(id);
      this.lists.set(w, list);
    }
  }
  get(word: string) {
    return this.lists.get(word) ?? [];
  }
  words() {
    return this.lists.keys();
  }
}

/**
 * Builds the three search files from page sources. Pages and sections are numbered in `meta`; the head file maps
 * each word of titles, descriptions and headings to where it occurs, the body file each word of section text.
 * Throws ThesaurusError when the thesaurus is invalid or maps a phrase to a word no page uses.
 */
export function buildSearch(sources: readonly SearchSource[], thesaurusData: unknown, thesaurusFile = THESAURUS_FILE): BuiltSearch {
  const meta: SearchMeta = { version: SEARCH_VERSION, pages: [], sections: [], thesaurus: {} };
  const texts: string[] = [];
  const titles = new Postings();
  const descriptions = new Postings();
  const headings = new Postings();
  const sectionText = new Postings();

  sources.forEach((s, p) => {
    meta.pages.push([s.title, s.href, s.breadcrumb, s.kind, s.description]);
    titles.add(titleWords([s.title, ...s.names].join(' ')), p);
    descriptions.add(indexWords(`${s.description} ${s.breadcrumb}`), p);
  });
  for (const [p, s] of sources.entries()) {
    for (const section of s.sections) {
      const id = meta.sections.length;
      meta.sections.push([p, section.anchor, section.heading]);
      texts.push(section.text.slice(0, SECTION_TEXT_LIMIT));
      headings.add(titleWords(section.heading), id);
      sectionText.add(titleWords(section.text), id);
    }
  }

  const headWords = new Set([...titles.words(), ...descriptions.words(), ...headings.words()]);
  const head: SearchHead = { terms: {} };
  for (const w of [...headWords].sort()) {
    head.terms[w] = [encodeIds(titles.get(w)), encodeIds(descriptions.get(w)), encodeIds(headings.get(w))].join(';');
  }
  const body: SearchBody = { terms: {}, texts };
  for (const w of [...sectionText.words()].sort()) body.terms[w] = encodeIds(sectionText.get(w));

  const { thesaurus, issues } = compileThesaurus(thesaurusData, new Set([...headWords, ...sectionText.words()]));
  if (issues.length) throw new ThesaurusError(thesaurusFile, issues);
  meta.thesaurus = thesaurus;
  return { meta, head, body };
}
