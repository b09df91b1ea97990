import { exportedWords, idsWith, importIndex, type FieldIndex } from './flex';
import { errorPhrases, messageWords, type ErrorPhrase } from './messages';
import { decodePostings, shardOf } from './postings';
import { variantKey } from './text';
import type { Postings, SearchHead, SearchMeta } from './types';

/** Where a word was found: page ids (titles, descriptions), keyword phrase ids and section ids (headings, text). */
export interface Occurrences {
  titles: number[];
  keywords: number[];
  descriptions: number[];
  headings: number[];
  sections: number[];
  /** How often the word occurs in each section of its section text, by section id. */
  counts: Map<number, number>;
}

/** The ids in every one of `lists` (one list is returned as it is). */
export const intersect = (lists: number[][]): number[] => {
  if (lists.length === 1) return lists[0]!;
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  const sets = rest.map((l) => new Set(l));
  return first!.filter((id) => sets.every((s) => s.has(id)));
};

/**
 * The index and its lookups: where each word occurs and how rare it is. FlexSearch finds a word in titles, keywords,
 * descriptions and headings (lib/search/flex.ts), the section text postings (lib/search/postings.ts) in the body,
 * which arrives in shards (`addShard`) or whole (`addBody`). Also the head words in order, for prefixes, variants
 * and typo correction.
 */
export class WordIndex {
  /** The head fields' FlexSearch indexes. */
  private readonly fields: Record<keyof SearchHead, FieldIndex>;
  /** How many records each head field has (pages, keyword phrases, sections): the most ids a lookup returns. */
  private readonly fieldSizes: Record<keyof SearchHead, number>;
  /** Section text postings of the words whose shards have loaded (all of them after `addBody`). */
  private readonly body = new Map<string, string>();
  private readonly loadedShards = new Set<string>();
  private allBody = false;
  private readonly shardKeys: Set<string>;
  private readonly shardKeyLength: number;
  private readonly headWords: Set<string>;
  /** Head words in order, for prefix lookups. */
  private readonly sorted: string[];
  /** Head words of three letters or more that are not numbers: what a typo is corrected to. */
  readonly vocabulary: string[];
  /** Words of the index by their variant root (lib/search/text.ts, variantKey). */
  private readonly variants = new Map<string, string[]>();
  private readonly occurrences = new Map<string, Occurrences>();
  private readonly pageFrequency = new Map<string, number>();
  /** The error messages, in order, with their patterns' words: added to the keyword index here, scored by the Ranker. */
  readonly errorPhrases: ErrorPhrase[];

  constructor(
    private readonly meta: SearchMeta,
    head: SearchHead,
  ) {
    this.fields = {
      title: importIndex(head.title),
      keyword: importIndex(head.keyword),
      description: importIndex(head.description),
      heading: importIndex(head.heading),
    };
    this.fieldSizes = { title: meta.pages.length, keyword: meta.phrases.pages.length, description: meta.pages.length, heading: meta.sections.length };
    this.errorPhrases = errorPhrases(meta);
    const errorWords = this.addMessages();
    this.sorted = [
      ...new Set([
        ...exportedWords(head.title),
        ...exportedWords(head.keyword),
        ...errorWords,
        ...exportedWords(head.description),
        ...exportedWords(head.heading),
      ]),
    ].sort();
    this.headWords = new Set(this.sorted);
    this.vocabulary = this.sorted.filter((t) => t.length >= 3 && !/^\d+$/.test(t));
    this.indexVariants(this.sorted);
    this.shardKeys = new Set(meta.shards.keys);
    this.shardKeyLength = Math.max(0, ...meta.shards.keys.map((k) => k.length));
  }

  /**
   * Adds the error messages to the keyword index, which the head file sends without them (lib/search/build.ts): each
   * message's words from its pattern, and the extras the pattern cannot show. Returns the words added.
   */
  private addMessages(): string[] {
    const added: string[] = [];
    for (const { k, message, pattern } of this.errorPhrases) {
      const words = [...new Set([...messageWords(pattern), ...(this.meta.phrases.extras[message] ?? [])])];
      this.fields.keyword.add(k, words.join(' '));
      added.push(...words);
    }
    return added;
  }

  private indexVariants(words: Iterable<string>) {
    for (const w of words) {
      const key = variantKey(w);
      if (key === w && w.length < 5) continue;
      const list = this.variants.get(key) ?? [];
      if (!list.includes(w)) list.push(w);
      this.variants.set(key, list);
    }
  }

  /** Adds the section text postings of every word at once. */
  addBody(postings: Postings) {
    this.addPostings(postings);
    this.allBody = true;
  }

  /** Adds one body shard (`/search/{dir}/w/{file}.json`), once. */
  addShard(key: string, postings: Postings) {
    if (this.loadedShards.has(key)) return;
    this.loadedShards.add(key);
    this.addPostings(postings);
  }

  private addPostings(postings: Postings) {
    const words = Object.keys(postings);
    for (const w of words) this.body.set(w, postings[w]!);
    this.indexVariants(words);
    this.occurrences.clear();
    this.pageFrequency.clear();
  }

  get hasBody() {
    return this.allBody;
  }

  /** Whether the body shard of `word` has loaded (or it has none), so that what the body holds of it is known. */
  shardLoaded(word: string) {
    if (this.allBody) return true;
    const key = shardOf(word, this.shardKeys, this.shardKeyLength);
    return key === null || this.loadedShards.has(key);
  }

  /** The keys of the body shards that hold `words` and have not loaded, in order. */
  missingShards(words: Iterable<string>): string[] {
    if (this.allBody) return [];
    const keys = new Set<string>();
    for (const w of words) {
      const key = shardOf(w, this.shardKeys, this.shardKeyLength);
      if (key !== null && !this.loadedShards.has(key)) keys.add(key);
    }
    return [...keys].sort();
  }

  /** Whether a title, keyword phrase, description or heading holds the word. */
  isHeadWord(word: string) {
    return this.headWords.has(word);
  }

  /** Whether any field or loaded section text holds the word. */
  known(word: string) {
    return this.headWords.has(word) || this.body.has(word);
  }

  /** Where a word occurs (remembered until more of the body loads). */
  find(word: string): Occurrences {
    let found = this.occurrences.get(word);
    if (!found) {
      const head = this.headWords.has(word);
      const lookup = (field: keyof SearchHead) => (head ? idsWith(this.fields[field], word, this.fieldSizes[field]) : []);
      const titles = lookup('title');
      const keywords = lookup('keyword');
      const descriptions = lookup('description');
      const headings = lookup('heading');
      const text = decodePostings(this.body.get(word));
      const counts = new Map<number, number>();
      text.ids.forEach((s, i) => counts.set(s, text.counts[i]!));
      found = { titles, keywords, descriptions, headings, sections: text.ids.length ? [...new Set([...headings, ...text.ids])] : headings, counts };
      this.occurrences.set(word, found);
    }
    return found;
  }

  /** The pages whose sections (headings or text) hold the word. */
  pagesWithText(word: string): Set<number> {
    return new Set(this.find(word).sections.map((s) => this.meta.sections[s]![0]));
  }

  /** Inverse document frequency over pages: a word on few pages tells more than one on hundreds. */
  idf(word: string): number {
    let df = this.pageFrequency.get(word);
    if (df === undefined) {
      const o = this.find(word);
      const pages = new Set([...o.titles, ...o.keywords, ...o.descriptions, ...o.sections.map((s) => this.meta.sections[s]![0])]);
      df = pages.size;
      this.pageFrequency.set(word, df);
    }
    return df ? Math.log(1 + this.meta.pages.length / df) : 0;
  }

  /** Longer head words that start with `word`, shortest first. */
  prefixesOf(word: string): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(word); i++) if (this.sorted[i] !== word) out.push(this.sorted[i]!);
    return out.sort((a, b) => a.length - b.length);
  }

  /** Other words of the index with the same variant root (`accessed` → `access`). */
  variantsOf(word: string): string[] {
    return [...new Set(this.variants.get(variantKey(word)))].filter((w) => w !== word);
  }
}
