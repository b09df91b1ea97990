import { existsSync, readFileSync } from 'node:fs';
import { createFieldIndex, exportIndex } from './flex';
import { compileThesaurus, type ThesaurusIssue } from './thesaurus';
import { STOP_WORDS, terms } from './text';
import type { SearchBody, SearchHead, SearchMeta, SearchSource } from './types';

export const SEARCH_VERSION = 4;
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

/** The words of each record of one field, then the FlexSearch index of them and the words it holds. */
class Field {
  private readonly index = createFieldIndex();
  readonly words = new Set<string>();
  add(id: number, words: string[]) {
    const unique = [...new Set(words)];
    if (!unique.length) return;
    unique.forEach((w) => this.words.add(w));
    this.index.add(id, unique.join(' '));
  }
  export() {
    return exportIndex(this.index);
  }
}

/**
 * Builds the three search files from page sources. Pages and sections are numbered in `meta`; the head file holds
 * the FlexSearch indexes of titles (with names), keywords, descriptions (with breadcrumbs) and headings, the body file that
 * of section text. Throws ThesaurusError when the thesaurus is invalid or maps a phrase to a word no page uses.
 */
export async function buildSearch(sources: readonly SearchSource[], thesaurusData: unknown, thesaurusFile = THESAURUS_FILE): Promise<BuiltSearch> {
  const meta: SearchMeta = { version: SEARCH_VERSION, pages: [], sections: [], vocabulary: [], thesaurus: {} };
  const texts: string[] = [];
  const title = new Field();
  const keywords = new Field();
  const description = new Field();
  const heading = new Field();
  const text = new Field();

  sources.forEach((s, p) => {
    meta.pages.push([s.title, s.href, s.breadcrumb, s.kind, s.description]);
    title.add(p, titleWords([s.title, ...s.names].join(' ')));
    keywords.add(p, titleWords(s.keywords.join(' ; ')));
    description.add(p, indexWords(`${s.description} ${s.breadcrumb}`));
  });
  for (const [p, s] of sources.entries()) {
    for (const section of s.sections) {
      const id = meta.sections.length;
      meta.sections.push([p, section.anchor, section.heading]);
      texts.push(section.text.slice(0, SECTION_TEXT_LIMIT));
      heading.add(id, titleWords(section.heading));
      text.add(id, titleWords(section.text));
    }
  }

  const headWords = new Set([...title.words, ...keywords.words, ...description.words, ...heading.words]);
  const { thesaurus, issues } = compileThesaurus(thesaurusData, new Set([...headWords, ...text.words]));
  if (issues.length) throw new ThesaurusError(thesaurusFile, issues);
  meta.thesaurus = thesaurus;
  meta.vocabulary = [...headWords].sort();
  const [titleIndex, keywordIndex, descriptionIndex, headingIndex, textIndex] = await Promise.all([title.export(), keywords.export(), description.export(), heading.export(), text.export()]);
  return {
    meta,
    head: { title: titleIndex, keywords: keywordIndex, description: descriptionIndex, heading: headingIndex },
    body: { text: textIndex, words: [...text.words].sort(), texts },
  };
}
