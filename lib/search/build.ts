import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { exportIndex, fieldIndex, type ExportedIndex } from './flex';
import { encodePostings, shardKeys } from './postings';
import { compileThesaurus, type ThesaurusIssue } from './thesaurus';
import { joinedNames, nameWords, QUERY_FILLER, searchText, STOP_WORDS, terms } from './text';
import { messagePattern, messageWords } from './messages';
import { PHRASE_KINDS, VARIABLE_PART, type PhraseKind, type Postings, type SearchBody, type SearchHead, type SearchMeta, type SearchSource } from './types';

export const SEARCH_VERSION = 9;
/** Snippets need only the start of a section; matching uses all of its words. */
const SECTION_TEXT_LIMIT = 400;

export interface BuiltSearch {
  meta: SearchMeta;
  head: SearchHead;
  /** The whole body, for the server: generated/search-body.json. */
  body: SearchBody;
  /** The body postings by shard key, for the browser: public/search/{meta.shards.dir}/w/{file}.json. */
  shards: Record<string, Postings>;
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
  return [...indexWords(text), ...joinedNames(text)];
}

/**
 * The last part of a page's URL written as one word, when it has more than one and is not just the title's words
 * (`dremio-conf` for "Dremio Services Configuration" → `dremioconf`): the name the address bar shows, which readers
 * type as a file or a name (`dremio.conf`, `dremio-env`). A URL that only repeats the title (`snowflake-open` for
 * "Snowflake Open Catalog") adds nothing but a long word that short prefixes would complete to.
 */
const slugName = (href: string, title: string): string[] => {
  const last = href.replace(/\/$/, '').split('/').pop() ?? '';
  const parts = terms(last);
  const titled = new Set(terms(title));
  return parts.length > 1 && parts.some((w) => !titled.has(w)) ? [last.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()] : [];
};

/** The ids that hold each word of one field, then the postings of them or a FlexSearch index of them. */
class Field {
  readonly ids = new Map<string, number[]>();
  readonly counts = new Map<string, number[]>();
  /** Each record's distinct words, in the order they first occur (head fields only, for FlexSearch). */
  readonly records = new Map<number, string[]>();
  add(id: number, words: string[], counted = false) {
    const tally = new Map<string, number>();
    for (const w of words) if (w) tally.set(w, (tally.get(w) ?? 0) + 1);
    if (!counted && tally.size) this.records.set(id, [...(this.records.get(id) ?? []), ...tally.keys()]);
    for (const [w, n] of tally) {
      const list = this.ids.get(w);
      if (list) list.push(id);
      else this.ids.set(w, [id]);
      if (counted) {
        const c = this.counts.get(w);
        if (c) c.push(n);
        else this.counts.set(w, [n]);
      }
    }
  }
  get words() {
    return new Set(this.ids.keys());
  }
  postings(): Postings {
    const out: Postings = {};
    for (const w of [...this.ids.keys()].sort()) out[w] = encodePostings(this.ids.get(w)!, this.counts.get(w));
    return out;
  }
  /** The field as a FlexSearch index, exported (lib/search/flex.ts). */
  exported(): Promise<ExportedIndex> {
    return exportIndex(fieldIndex(this.records));
  }
}

/**
 * The most postings characters one body shard holds before it is split by the next letter (at most about 2 KiB
 * gzipped). Smaller shards carry fewer words a query does not need: the heaviest first query of the tuning
 * sessions fetched 38.5 KiB of shards and snippets at 12,000, 24.8 KiB at 4,000 (bench/README.md, round 5), from
 * about 1,100 files instead of 450.
 */
export const SHARD_LIMIT = 4000;

/**
 * Builds the search files from page sources. Pages and sections are numbered in `meta`; the head file holds the
 * FlexSearch indexes (lib/search/flex.ts) of titles (with names), keywords (with other dialects' names),
 * descriptions (with breadcrumbs) and headings; the body, section text as postings with counts
 * (lib/search/postings.ts), is split into shards by the words' first letters. Throws
 * ThesaurusError when the thesaurus is invalid or maps a phrase to a word no page uses.
 */
export async function buildSearch(sources: readonly SearchSource[], thesaurusData: unknown, thesaurusFile = THESAURUS_FILE): Promise<BuiltSearch> {
  const meta: SearchMeta = {
    version: SEARCH_VERSION,
    pages: [],
    sections: [],
    thesaurus: {},
    lengths: [],
    phrases: { pages: [], lengths: [], kinds: '', messages: [], carriers: [], extras: {} },
    aliases: {},
    shards: { dir: '', keys: [] },
  };
  const texts: string[][] = [];
  /** Each page's error messages as it lists them, in the order of their phrases: shown with a result that pastes one. */
  const messages: string[][] = sources.map(() => []);
  const title = new Field();
  const keyword = new Field();
  const description = new Field();
  const heading = new Field();
  const text = new Field();
  /** The words of the error messages, which the keyword index leaves to the engine (lib/search/lookup.ts). */
  const errorWords: string[] = [];

  sources.forEach((s, p) => {
    meta.pages.push([s.title, s.href, s.breadcrumb, s.kind]);
    title.add(p, [...nameWords([s.title, ...s.names].join(' ')), ...slugName(s.href, s.title)]);
    // Each keyword (and other dialect's name), reader question and error message is a phrase of its own: a query
    // that is one of them names the page.
    const phrases = new Map<string, PhraseKind>();
    for (const phrase of [...s.keywords, ...s.equivalents]) phrases.set(phrase, PHRASE_KINDS.keyword);
    for (const phrase of s.questions) if (!phrases.has(phrase)) phrases.set(phrase, PHRASE_KINDS.question);
    for (const phrase of s.errors) if (!phrases.has(phrase)) phrases.set(phrase, PHRASE_KINDS.error);
    const carriers = new Set(s.carriers.map((i) => s.errors[i]));
    for (const [phrase, kind] of phrases) {
      // A question's or message's filler words ("how do I", "why", "need") are dropped from every query that has
      // other words (lib/search/query.ts), so they are neither indexed nor counted in its length.
      const keyed = kind === PHRASE_KINDS.keyword;
      const words = keyed ? nameWords(phrase) : nameWords(phrase).filter((w) => !QUERY_FILLER.has(w));
      if (!words.length) continue;
      const id = meta.phrases.pages.length;
      meta.phrases.pages.push(p);
      meta.phrases.lengths.push(keyed ? new Set(terms(phrase)).size : new Set(words).size);
      meta.phrases.kinds += kind;
      if (kind !== PHRASE_KINDS.error) {
        keyword.add(id, words);
        continue;
      }
      // A message's variable parts stay in its words as VARIABLE, for a paste whose value stands in for one. Its
      // words are not written into the keyword index a second time: the engine adds them from the pattern, with the
      // few that the pattern cannot show (`extras`).
      const message = meta.phrases.messages.length;
      const pattern = messagePattern(phrase);
      if (carriers.has(phrase)) meta.phrases.carriers.push(message);
      meta.phrases.messages.push(pattern.join(' '));
      messages[p]!.push(phrase.replaceAll(VARIABLE_PART, '…'));
      const shown = new Set(messageWords(pattern));
      const hidden = [...shown].filter((w) => !words.includes(w));
      if (hidden.length) throw new Error(`search index: the message "${phrase}" would be found by ${hidden.join(', ')}, which its words leave out`);
      const extras = [...new Set(words)].filter((w) => !shown.has(w));
      if (extras.length) meta.phrases.extras[message] = extras;
      errorWords.push(...words);
    }
    description.add(p, indexWords(`${s.description} ${s.breadcrumb}`));
    // A REST path's variable parts (`{id}`) are not what a reader pastes: `/api/v3/job/{id}` is found as `api/v3/job`.
    for (const name of [...s.equivalents, ...s.paths.map((path) => path.replace(/\{[^}]*\}/g, ' '))]) {
      for (const key of new Set([searchText(name), searchText(name).replace(/ /g, '')])) {
        const list = (meta.aliases[key] ??= []);
        if (!list.includes(p)) list.push(p);
      }
    }
  });
  for (const [p, s] of sources.entries()) {
    let length = 0;
    const pageTexts: string[] = [s.description];
    for (const section of s.sections) {
      const id = meta.sections.length;
      meta.sections.push([p, section.anchor, section.heading]);
      pageTexts.push(section.text.slice(0, SECTION_TEXT_LIMIT));
      heading.add(id, nameWords(section.heading));
      const words = titleWords(section.text);
      length += words.length;
      text.add(id, words, true);
    }
    texts.push([...pageTexts, ...messages[p]!]);
    meta.lengths.push(length);
  }

  const headWords = new Set([...title.words, ...keyword.words, ...errorWords, ...description.words, ...heading.words]);
  const { thesaurus, issues } = compileThesaurus(thesaurusData, new Set([...headWords, ...text.words]));
  if (issues.length) throw new ThesaurusError(thesaurusFile, issues);
  meta.thesaurus = thesaurus;
  const body: SearchBody = { text: text.postings(), texts };
  const sizes = new Map(Object.entries(body.text).map(([w, p]) => [w, p.length]));
  const shards: Record<string, Postings> = {};
  for (const [key, words] of shardKeys(sizes, SHARD_LIMIT)) shards[key] = Object.fromEntries(words.sort().map((w) => [w, body.text[w]!]));
  // The shards' folder is named by a hash of their content: a new build never serves an old shard from a cache.
  const hash = createHash('sha256');
  for (const key of Object.keys(shards).sort()) hash.update(`${key}\n${JSON.stringify(shards[key])}\n`);
  hash.update(JSON.stringify(texts));
  meta.shards = { dir: hash.digest('hex').slice(0, 12), keys: Object.keys(shards).sort() };
  return {
    meta,
    head: { title: await title.exported(), keyword: await keyword.exported(), description: await description.exported(), heading: await heading.exported() },
    body,
    shards,
  };
}
