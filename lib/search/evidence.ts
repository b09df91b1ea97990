import { intersect, type Occurrences, type WordIndex } from './lookup';
import type { Alternative, ParsedQuery } from './query';
import type { SearchMeta } from './types';
import { PHRASE_WORD } from './weights';

/**
 * Flat tables, row per page or section and column per concept: the best value each holds. Flat arrays keep queries
 * with common words (hundreds of sections) fast; they are reused from query to query so that typing makes no garbage.
 */
export type Tables = Record<
  'pageTitle' | 'pageKeyword' | 'pageDescription' | 'pageMentions' | 'sectionHeading' | 'sectionAny' | 'sectionScore' | 'phraseValue' | 'phraseWords',
  Float64Array
> & {
  sectionSeen: Uint8Array;
  phraseSeen: Uint8Array;
  width: number;
};

/** What a query's concepts matched: the tables filled, and the pages, sections, phrases and words they touched. */
export interface Evidence {
  /** The number of concepts (the tables' columns). */
  n: number;
  tables: Tables;
  /** Each concept's best value anywhere. */
  conceptValue: Float64Array;
  /** The sum of `conceptValue`: what a page holding the whole query at its best would have. */
  total: number;
  touchedPages: Set<number>;
  /** The sections of each touched page that hold a concept. */
  pageSections: Map<number, number[]>;
  /**
   * The phrases that matched, per page; each one's best value per concept and how many of its words that took are in
   * `tables.phraseValue` and `tables.phraseWords` (a row per phrase). With 1,800 reader questions in the index, a row
   * allocated per matched phrase doubled the p95 query time.
   */
  pagePhrases: Map<number, number[]>;
  /** Query words that matched, for how much of each title the query covers and for snippets. */
  matchedWords: Set<string>;
}

/**
 * The first step of ranking: where each of a query's concepts occurs, at the best value of its alternatives (its
 * inverse document frequency times the alternative's weight), in flat tables that lib/search/scoring.ts reads.
 */
export class EvidenceGatherer {
  private scratch: Tables | null = null;

  constructor(
    private readonly meta: SearchMeta,
    private readonly index: WordIndex,
  ) {}

  /** Where each concept of the query occurs. */
  gather(query: ParsedQuery): Evidence {
    const n = query.concepts.length;
    const e: Evidence = {
      n,
      tables: this.tablesFor(n),
      conceptValue: new Float64Array(n),
      total: 0,
      touchedPages: new Set(),
      pageSections: new Map(),
      pagePhrases: new Map(),
      matchedWords: new Set(),
    };
    query.concepts.forEach(({ alternatives }, c) => {
      // A longer word that a typed prefix could become is rarer, but worth no more than the word as typed; a
      // thesaurus meaning, and a name typed as a name found whole, are worth as much as the reader's words even when
      // the word is a common one on the site.
      const idf = alternatives.map((alt) => alt.words.reduce((sum, w) => sum + this.index.idf(w), 0));
      const own = alternatives[0]!.meaning ? 0 : idf[0]!;
      // A prefix that is no word of the site (`optim`) is worth what its commonest completion is: the reader is on
      // the way to one of them, and a rarer one (`optimistic`) is no likelier than `optimize`.
      const completions = own ? [] : idf.filter((_, a) => alternatives[a]!.prefix);
      const base = own || (completions.length ? Math.min(...completions) : 0);
      alternatives.forEach((alt, a) => {
        let value = alt.weight * idf[a]!;
        if (alt.prefix && base) value = Math.min(value, alt.weight * base);
        if (alt.meaning || alt.whole) value = Math.max(value, alt.weight * own);
        if (value) this.markAlternative(e, c, alt, value);
      });
    });
    e.total = e.conceptValue.reduce((a, b) => a + b, 0);
    return e;
  }

  /** Records where one alternative of concept `c` occurs (all its words in one field), worth `value`. */
  private markAlternative(e: Evidence, c: number, alt: Alternative, value: number) {
    const { n, tables, touchedPages } = e;
    const { sections } = this.meta;
    const mark = (table: Float64Array, id: number, v: number) => {
      if (v > table[id * n + c]!) table[id * n + c] = v;
    };
    const found = alt.words.map((w) => this.index.find(w));
    const inSections = intersect(found.map((o) => o.sections));
    const titles = alt.notInTitles ? [] : intersect(found.map((o) => o.titles));
    const keywords = intersect(found.map((o) => o.keywords));
    const descriptions = intersect(found.map((o) => o.descriptions));
    if (!inSections.length && !titles.length && !keywords.length && !descriptions.length) return;
    e.conceptValue[c] = Math.max(e.conceptValue[c]!, value);
    alt.words.forEach((w) => e.matchedWords.add(w));
    for (const p of titles) {
      mark(tables.pageTitle, p, value);
      touchedPages.add(p);
    }
    for (const k of keywords) this.markPhrase(e, c, k, value, alt.words.length);
    for (const p of descriptions) {
      mark(tables.pageDescription, p, value);
      touchedPages.add(p);
    }
    for (const [p, count] of this.mentions(found, inSections)) mark(tables.pageMentions, p, alt.weight * count);
    for (const s of intersect(found.map((o) => o.headings))) mark(tables.sectionHeading, s, value);
    for (const s of inSections) {
      if (!tables.sectionSeen[s]) {
        tables.sectionSeen[s] = 1;
        const p = sections[s]![0];
        touchedPages.add(p);
        const list = e.pageSections.get(p);
        if (list) list.push(s);
        else e.pageSections.set(p, [s]);
      }
      mark(tables.sectionAny, s, value);
    }
  }

  /** Records an alternative of concept `c` in keyword phrase `k`: as a keyword of its page, and in the phrase's row. */
  private markPhrase(e: Evidence, c: number, k: number, value: number, words: number) {
    const { phrases } = this.meta;
    const p = phrases.pages[k]!;
    const i = p * e.n + c;
    const v = value * PHRASE_WORD[Number(phrases.kinds[k])]!;
    if (v > e.tables.pageKeyword[i]!) e.tables.pageKeyword[i] = v;
    e.touchedPages.add(p);
    if (!e.tables.phraseSeen[k]) {
      e.tables.phraseSeen[k] = 1;
      const list = e.pagePhrases.get(p);
      if (list) list.push(k);
      else e.pagePhrases.set(p, [k]);
    }
    const j = k * e.n + c;
    if (value > e.tables.phraseValue[j]!) {
      e.tables.phraseValue[j] = value;
      e.tables.phraseWords[j] = words;
    }
  }

  /**
   * How often an alternative occurs on each page: all its words in one section count once per section, as often as
   * its rarest word.
   */
  private mentions(found: Occurrences[], inSections: number[]): Map<number, number> {
    const { sections } = this.meta;
    const mentions = new Map<number, number>();
    for (const s of inSections) {
      let count = Infinity;
      for (const o of found) count = Math.min(count, o.counts.get(s) ?? 0);
      if (count > 0 && count < Infinity) mentions.set(sections[s]![0], (mentions.get(sections[s]![0]) ?? 0) + count);
    }
    return mentions;
  }

  /** Zeroed tables for a query of `n` concepts, reused from query to query. */
  private tablesFor(n: number): Tables {
    const { pages, sections } = this.meta;
    const phrases = this.meta.phrases.pages.length;
    if (!this.scratch || this.scratch.width < n) {
      const width = Math.max(n, 8);
      this.scratch = {
        width,
        pageTitle: new Float64Array(pages.length * width),
        pageKeyword: new Float64Array(pages.length * width),
        pageDescription: new Float64Array(pages.length * width),
        pageMentions: new Float64Array(pages.length * width),
        sectionHeading: new Float64Array(sections.length * width),
        sectionAny: new Float64Array(sections.length * width),
        sectionScore: new Float64Array(sections.length),
        sectionSeen: new Uint8Array(sections.length),
        phraseValue: new Float64Array(phrases * width),
        phraseWords: new Float64Array(phrases * width),
        phraseSeen: new Uint8Array(phrases),
      };
      return this.scratch;
    }
    const t = this.scratch;
    t.pageTitle.fill(0, 0, pages.length * n);
    t.pageKeyword.fill(0, 0, pages.length * n);
    t.pageDescription.fill(0, 0, pages.length * n);
    t.pageMentions.fill(0, 0, pages.length * n);
    t.sectionHeading.fill(0, 0, sections.length * n);
    t.sectionAny.fill(0, 0, sections.length * n);
    t.sectionScore.fill(0);
    t.sectionSeen.fill(0);
    t.phraseValue.fill(0, 0, phrases * n);
    t.phraseWords.fill(0, 0, phrases * n);
    t.phraseSeen.fill(0);
    return t;
  }
}
