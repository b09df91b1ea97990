import { ClosestPages } from './closest';
import { WordIndex } from './lookup';
import { fuse, TextRanking } from './fusion';
import { Names } from './names';
import { joinedTypedNames, parseQuery, textFromWord, type ParsedQuery, type QueryContext } from './query';
import { Ranker } from './scoring';
import { pageHit, SectionTexts } from './snippets';
import { normalize, QUERY_FILLER, terms } from './text';
import { correctTypos } from './typos';
import type { Postings, SearchBody, SearchHead, SearchHit, SearchMeta, SearchMetaWire, SearchOptions, SearchResponse } from './types';
import { FUSION_DEPTH } from './weights';
import { unpackMeta } from './wire';

export type { SearchOptions } from './types';

/**
 * The query side of search, shared by the browser, the search page, the MCP endpoint and the tests. Works with the
 * head files alone; `addShard` and `addBody` add section text as it loads. It composes the parts, each in its module:
 * the index and its lookups (`lookup.ts`), the query's reading (`query.ts`), page names (`names.ts`), scoring
 * (`evidence.ts`, then `scoring.ts`, with the weights in `weights.ts`), typo correction (`typos.ts`), the closest pages when nothing
 * matches (`closest.ts`) and snippets (`snippets.ts`).
 */
export class SearchEngine {
  private readonly index: WordIndex;
  private readonly names: Names;
  private readonly texts: SectionTexts;
  private readonly ranker: Ranker;
  private readonly closestPages: ClosestPages;
  private readonly textRanking: TextRanking;

  private readonly meta: SearchMeta;

  /** `meta` as `meta.json` holds it (lib/search/wire.ts); the engine works on its expanded form. */
  constructor(wire: SearchMetaWire, head: SearchHead) {
    const meta = unpackMeta(wire);
    this.meta = meta;
    this.index = new WordIndex(meta, head);
    this.names = new Names(meta, this.index);
    this.texts = new SectionTexts(meta);
    this.ranker = new Ranker(meta, this.index, this.names);
    this.closestPages = new ClosestPages(meta);
    this.textRanking = new TextRanking(meta, this.index);
  }

  /** Adds the whole body at once (the server, the tests): every shard and every page's section texts. */
  addBody(body: SearchBody) {
    this.index.addBody(body.text);
    body.texts.forEach((t, p) => this.texts.add(p, t));
  }

  /** Adds one body shard (`/search/{dir}/w/{file}.json`). */
  addShard(key: string, postings: Postings) {
    this.index.addShard(key, postings);
  }

  /** Adds the section texts of a page (`/search/{dir}/t/{page}.json`), for its snippets. */
  addTexts(page: number, texts: string[]) {
    this.texts.add(page, texts);
  }

  get hasBody() {
    return this.index.hasBody;
  }

  /** The folder of the body shards and snippet texts under /search/. */
  get shardDir() {
    return this.meta.shards.dir;
  }

  /**
   * The body shards a query needs that have not loaded: those of its words as typed, joined (`to char` → `tochar`),
   * and of the words its reading matches (thesaurus meanings, variants, completions of the last word: these share
   * its first letters, so mostly its shard). Loading them may reveal variants in turn: ask again until it returns
   * nothing.
   */
  shardsFor(rawQuery: string): string[] {
    if (this.index.hasBody) return [];
    const words = new Set<string>();
    const parsed = parseQuery(rawQuery, this.context);
    // A carrier's message inside is also ranked on its own (`run`): its words too.
    const carried = this.ranker.carried(parsed);
    const readings = carried ? [parsed, parseQuery(textFromWord(parsed.source, carried.start), this.context)] : [parsed];
    for (const reading of readings) {
      const typed = normalize(reading.text).split(' ').filter(Boolean);
      typed.forEach((w, i) => {
        words.add(w);
        for (const t of terms(w)) words.add(t);
        for (let n = 2; n <= 3 && i + n <= typed.length; n++) words.add(typed.slice(i, i + n).join(''));
      });
      for (const name of joinedTypedNames(reading.text)) words.add(name);
      for (const c of reading.concepts) for (const a of c.alternatives) a.words.forEach((w) => words.add(w));
    }
    return this.index.missingShards(words);
  }

  /** The pages of `hits` whose section texts (snippets) have not loaded. */
  textsFor(hits: readonly SearchHit[]): number[] {
    return this.texts.missing(hits);
  }

  /** What parsing a query needs to know about the index. */
  private get context(): QueryContext {
    return {
      thesaurus: this.meta.thesaurus,
      prefixesOf: (w) => this.index.prefixesOf(w),
      variantsOf: (w) => this.index.variantsOf(w),
      isWord: (w, anywhere) => (anywhere ? this.index.known(w) : this.index.isHeadWord(w)),
      isCodeWord: (w, among) => this.names.isCodeWord(w, among),
      isName: (key) => this.names.isName(key),
    };
  }

  /**
   * Replaces query words that match nothing with the nearest known word (one edit, two for long words). Words the
   * thesaurus understands (`upsert`) are readers' words, not typos.
   */
  correct(query: string, understood: readonly string[] = parseQuery(query, this.context).understood): string | null {
    return correctTypos(this.index, query, understood);
  }

  search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    let parsed = parseQuery(rawQuery, this.context);
    if (!parsed.concepts.length) return this.closest(rawQuery, parsed.text, options);
    let hits = this.run(parsed, options);
    let corrected: string | null = null;
    // A word that matches nothing known (not even as a prefix) is a typo: search for its nearest word instead.
    const fix = this.correct(parsed.text, parsed.understood);
    if (fix) {
      const fixedQuery = parseQuery(fix, this.context);
      const better = this.run(fixedQuery, options);
      if (better.length) {
        hits = better;
        corrected = fix;
        parsed = fixedQuery;
      }
    }
    if (!hits.length) return this.closest(rawQuery, parsed.text, options);
    return { query: rawQuery, corrected, words: parsed.highlight, hits };
  }

  /**
   * The pages for a parsed query. A carrier whose message inside no page lists (`Ranker.carriedFailure`) is answered
   * by the pages of that message, ranked on its own (`inner`), as well as by the carrier's page, which explains how
   * such failures travel: the first page of the whole paste comes first (mostly the carrier's), then the first page of
   * the message inside, the carrier's page if it has not come yet, the rest of the message's pages and of the paste's.
   */
  private run(query: ParsedQuery, options: SearchOptions, inner = false): SearchHit[] {
    const limit = options.limit ?? 10;
    const long = TextRanking.applies(query.words);
    const ranked = this.ranker.rank(query, long ? { ...options, limit: Math.max(limit, FUSION_DEPTH) } : options);
    const words = ranked.words;
    // A paste of a message that the first page lists is answered: fusion is for what no page lists.
    const fused = long && ranked.pages[0]?.message === undefined;
    const pages = fused
      ? fuse(ranked.pages, this.textRanking.pages(query.concepts.flatMap((c) => c.alternatives[0]!.words))).slice(0, limit)
      : ranked.pages.slice(0, limit);
    const hits = pages.map(({ p, sections, message }) => pageHit(this.meta, this.texts, p, words, sections, message));
    if (inner || ranked.carried === undefined) return hits;
    const failure = this.run(parseQuery(textFromWord(query.source, ranked.carried.start), this.context), options, true);
    if (!failure.length) return hits;
    const carrier = hits.filter((hit) => hit.href === this.meta.pages[ranked.carried!.page]![1]);
    const merged = new Map<string, SearchHit>();
    for (const hit of [...hits.slice(0, 1), ...failure.slice(0, 1), ...carrier, ...failure.slice(1), ...hits.slice(1)])
      if (!merged.has(hit.href)) merged.set(hit.href, hit);
    return [...merged.values()].slice(0, limit);
  }

  /**
   * No dead ends: when no page holds the query's words, the pages whose names are closest to what was typed
   * (lib/search/closest.ts). Nothing while the query's body shards are still loading (its words may be there), and
   * nothing when no name is close at all.
   */
  private closest(rawQuery: string, text: string, options: SearchOptions): SearchResponse {
    const none: SearchResponse = { query: rawQuery, corrected: null, words: [], hits: [] };
    const typed = normalize(text)
      .split(' ')
      .filter((w) => w.length > 1 && !QUERY_FILLER.has(w));
    if (!typed.length || this.shardsFor(rawQuery).length) return none;
    const hits = this.closestPages.pages(typed, options).map((p) => pageHit(this.meta, this.texts, p, typed));
    return hits.length ? { query: rawQuery, corrected: null, words: typed, hits, closest: true } : none;
  }
}
