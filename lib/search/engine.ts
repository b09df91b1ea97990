import { exportedWords, idsWith, importIndex, type FieldIndex } from './flex';
import { decodePostings, shardOf } from './postings';
import { parseQuery, withoutNoise, type ParsedQuery, type QueryContext } from './query';
import { editDistance, normalize, QUERY_FILLER, searchText, stem, STOP_WORDS, terms, variantKey } from './text';
import {
  PHRASE_KINDS,
  type Postings,
  type SearchBody,
  type SearchHead,
  type SearchHit,
  type SearchMeta,
  type SearchMetaWire,
  type SearchResponse,
} from './types';
import { messageShare } from './messages';
import { unpackMeta } from './wire';
import { matchesKind, type PageKind, type SearchFilter } from '../model/page-kinds';

export interface SearchOptions {
  /** Only pages of this kind, or of a search filter's kinds. */
  kind?: PageKind | SearchFilter;
  limit?: number;
}

/** Where a word was found: page ids (titles, descriptions), keyword phrase ids and section ids (headings, text). */
interface Occurrences {
  titles: number[];
  keywords: number[];
  descriptions: number[];
  headings: number[];
  sections: number[];
  /** How often the word occurs in each section of its section text, by section id. */
  counts: Map<number, number>;
}

/**
 * Ranking weights. A concept (a query word or thesaurus phrase) scores its inverse document frequency times the
 * weight of the best place it occurs; the best section adds the concepts it holds together. See AUTHORING.md.
 * A keyword weighs between a title and a heading; a heading also counts in the best section, so a keyword phrase
 * that holds the whole query adds `wholeKeyword`, enough to rank its page above one with the word in a heading only.
 */
const WEIGHT = {
  title: 3,
  keyword: 2.5,
  heading: 2,
  description: 1.5,
  text: 0.7,
  bestSection: 1.2,
  wholeTitle: 4,
  wholeKeyword: 2.75,
  wholeQuestion: 3,
  wholeError: 8,
  spread: 0.5,
  density: 1.2,
  exactName: 4,
  aliasName: 3,
  identifierName: 40,
  identifierAlias: 20,
};
/**
 * How much of a page a concept takes up: its occurrences over the page's length in words, plus this many words so
 * that a short page is not "about" a word it names once. A page at `DENSITY_FULL` or more counts fully.
 */
const DENSITY_SMOOTHING = 150;
/**
 * Per phrase kind (`PHRASE_KINDS`: keyword, question, error), what one of its words is worth as a keyword and what the
 * phrase adds when it holds the whole query. A question is long and its words are common, so a word of it counts for
 * much less than a keyword; a pasted error message that matches one the page explains names that page.
 */
const PHRASE_WORD = [1, 0.4, 0.8];
const PHRASE_WHOLE = [WEIGHT.wholeKeyword, WEIGHT.wholeQuestion, WEIGHT.wholeError];
const DENSITY_FULL = 0.02;
/** For task-shaped queries, how much each kind of page keeps of its score: guides and landings answer tasks. */
const TASK_PRIOR: Record<PageKind, number> = { guide: 1, 'sql-command': 0.85, api: 0.7, 'release-notes': 0.6, 'sql-function': 0.6, 'system-table': 0.6 };
const LANDING_PRIOR = 1.1;
/** A query of this many concepts or more states a task (a shorter one is a name, which any title covers). */
const TASK_WORDS = 3;

/**
 * The share of its score a page keeps for a task-shaped query. A function category page (String Functions) is a
 * landing, not a single function; a security bulletin is an announcement, ranked like release notes.
 */
export function taskPrior(href: string, kind: PageKind): number {
  if (kind === 'sql-function' && !href.includes('/functions/')) return TASK_PRIOR['sql-command'] * (href.endsWith('/') ? LANDING_PRIOR : 1);
  if (href.endsWith('/')) return LANDING_PRIOR * TASK_PRIOR[kind];
  if (/\/reference\/bulletins\/./.test(href)) return TASK_PRIOR['release-notes'];
  return TASK_PRIOR[kind];
}

/** Other systems' names: what a reader migrating from them types beside the thing they look for. */
const SYSTEM_NAMES =
  'snowflake databricks spark pyspark trino presto bigquery postgres postgresql sqlserver mssql tsql oracle plsql hive hiveql mysql redshift teradata db2'.split(
    ' ',
  );
/**
 * Words that say where a reader comes from or what kind of entry they want, not what they look for: other systems'
 * names, the words for a reference entry, and question filler. Beside a name (`collect_list spark`), the name is
 * the query.
 */
const CONTEXT_WORDS: Set<string> = new Set(
  [
    ...QUERY_FILLER,
    ...SYSTEM_NAMES,
    ...'sql server command statement clause keyword syntax function func operator reference equivalent equivalence alternative dialect like instead similar version'.split(
      ' ',
    ),
  ].map(stem),
);
/** The longest name looked for among other words (the body shards a query loads hold joined names of up to three). */
const MAX_NAME_WORDS = 3;
const SYSTEM_NAME_SET = new Set(SYSTEM_NAMES.map(stem));
/** What a page keeps of its score when its head fields match only the system the reader comes from. */
const ORIGIN_ONLY = 0.6;
/** A name the site's text uses on this many pages or fewer is no ordinary word of the site. */
const RARE_NAME_PAGES = 3;

const TIER_EXACT = 0;
const TIER_TITLE = 1;
const TIER_KEYWORD = 2;
const TIER_DESCRIPTION = 3;
const TIER_HEADING = 4;
const TIER_BODY = 5;
/** The share of letter triples a title must share with the query to be offered as a closest page. */
const CLOSEST_MIN = 0.3;

const intersect = (lists: number[][]): number[] => {
  if (lists.length === 1) return lists[0]!;
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  const sets = rest.map((l) => new Set(l));
  return first!.filter((id) => sets.every((s) => s.has(id)));
};

/** Names written as code on the site (DATE_TRUNC, SYS.JOBS, COPY INTO), as opposed to prose titles. */
const isCodeName = (title: string) => /[_.]/.test(title) || (/[A-Z]{2}/.test(title) && title === title.toUpperCase());

/**
 * The query side of search, shared by the browser, the search page, the MCP endpoint and the tests.
 * Works with the head files alone; `addShard` and `addBody` add section text as it loads. FlexSearch finds where
 * each word occurs in titles, keywords, descriptions and headings (lib/search/flex.ts), the section text postings
 * (lib/search/postings.ts) where it occurs in the body; this class reads the query and ranks.
 */
export class SearchEngine {
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
  /** Each page's section texts (snippets), once loaded. */
  private readonly texts: (string[] | undefined)[] = [];
  /** The first section id of each page (a page's sections are numbered together). */
  private readonly firstSection: number[] = [];
  private readonly pageByHref = new Map<string, number>();
  private readonly headWords: Set<string>;
  /** Head words in order, for prefix lookups; those of three letters or more that are not numbers, for typo correction. */
  private readonly sorted: string[];
  private readonly vocabulary: string[];
  private readonly exactNames = new Map<string, number[]>();
  /** Words of names written as code (USE, WITH, CREATE TABLE AS, TO_CHAR): stop words that can name a page. */
  private readonly codeWords = new Set<string>();
  private readonly titleWords: string[][];
  private readonly taskPrior: number[];
  private readonly occurrences = new Map<string, Occurrences>();
  /** Words of the index by their variant root (lib/search/text.ts, variantKey). */
  private variants = new Map<string, string[]>();
  private readonly pageFrequency = new Map<string, number>();
  /** Each page's title and other names, normalised, and their letter triples, for the closest pages. */
  private closestNames: { p: number; name: string; grams: Set<string> }[] | null = null;

  private readonly meta: SearchMeta;
  /** Each error message's words in order, by phrase id. */
  private readonly messages = new Map<number, string[]>();

  /** `meta` as `meta.json` holds it (lib/search/wire.ts); the engine works on its expanded form. */
  constructor(wire: SearchMetaWire, head: SearchHead) {
    const meta = unpackMeta(wire);
    this.meta = meta;
    let message = 0;
    for (let k = 0; k < meta.phrases.kinds.length; k++)
      if (Number(meta.phrases.kinds[k]) === PHRASE_KINDS.error) this.messages.set(k, meta.phrases.messages[message++]!.split(' ').filter(Boolean));
    this.fields = {
      title: importIndex(head.title),
      keyword: importIndex(head.keyword),
      description: importIndex(head.description),
      heading: importIndex(head.heading),
    };
    this.fieldSizes = { title: meta.pages.length, keyword: meta.phrases.pages.length, description: meta.pages.length, heading: meta.sections.length };
    this.sorted = [
      ...new Set([...exportedWords(head.title), ...exportedWords(head.keyword), ...exportedWords(head.description), ...exportedWords(head.heading)]),
    ].sort();
    this.headWords = new Set(this.sorted);
    this.vocabulary = this.sorted.filter((t) => t.length >= 3 && !/^\d+$/.test(t));
    this.indexVariants(this.sorted);
    this.shardKeys = new Set(meta.shards.keys);
    this.shardKeyLength = Math.max(0, ...meta.shards.keys.map((k) => k.length));
    this.taskPrior = meta.pages.map(([, href, , kind]) => taskPrior(href, kind));
    this.titleWords = meta.pages.map(([title]) => terms(title).filter((t) => !STOP_WORDS.has(t)));
    meta.pages.forEach(([title, href], p) => {
      this.pageByHref.set(href, p);
      if (isCodeName(title)) for (const w of terms(title)) this.codeWords.add(w);
      for (const key of new Set([searchText(title), searchText(title).replace(/ /g, '')])) {
        const list = this.exactNames.get(key) ?? [];
        list.push(p);
        this.exactNames.set(key, list);
      }
    });
    meta.sections.forEach(([p], s) => {
      if (this.firstSection[p] === undefined) this.firstSection[p] = s;
    });
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

  private variantsOf = (word: string): string[] => [...new Set(this.variants.get(variantKey(word)))].filter((w) => w !== word);

  /** Adds the whole body at once (the server, the tests): every shard and every page's section texts. */
  addBody(body: SearchBody) {
    this.addPostings(body.text);
    this.allBody = true;
    body.texts.forEach((t, p) => (this.texts[p] = t));
  }

  /** Adds one body shard (`/search/{dir}/w/{file}.json`). */
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

  /** Adds the section texts of a page (`/search/{dir}/t/{page}.json`), for its snippets. */
  addTexts(page: number, texts: string[]) {
    this.texts[page] = texts;
  }

  get hasBody() {
    return this.allBody;
  }

  /** The folder of the body shards and snippet texts under /search/. */
  get shardDir() {
    return this.meta.shards.dir;
  }

  private shardLoaded(word: string) {
    if (this.allBody) return true;
    const key = shardOf(word, this.shardKeys, this.shardKeyLength);
    return key === null || this.loadedShards.has(key);
  }

  /**
   * The body shards a query needs that have not loaded: those of its words as typed, joined (`to char` → `tochar`),
   * and of the words its reading matches (thesaurus meanings, variants, completions of the last word: these share
   * its first letters, so mostly its shard). Loading them may reveal variants in turn: ask again until it returns
   * nothing.
   */
  shardsFor(rawQuery: string): string[] {
    if (this.allBody) return [];
    const words = new Set<string>();
    const typed = normalize(withoutNoise(rawQuery).slice(0, 200)).split(' ').filter(Boolean);
    typed.forEach((w, i) => {
      words.add(w);
      for (const t of terms(w)) words.add(t);
      for (let n = 2; n <= 3 && i + n <= typed.length; n++) words.add(typed.slice(i, i + n).join(''));
    });
    for (const c of parseQuery(rawQuery, this.context).concepts) for (const a of c.alternatives) a.words.forEach((w) => words.add(w));
    const keys = new Set<string>();
    for (const w of words) {
      const key = shardOf(w, this.shardKeys, this.shardKeyLength);
      if (key !== null && !this.loadedShards.has(key)) keys.add(key);
    }
    return [...keys].sort();
  }

  /** The pages of `hits` whose section texts (snippets) have not loaded. */
  textsFor(hits: readonly SearchHit[]): number[] {
    return hits.map((h) => this.pageByHref.get(h.href)).filter((p): p is number => p !== undefined && !this.texts[p]);
  }

  private sectionText(s: number): string {
    const p = this.meta.sections[s]![0];
    return this.texts[p]?.[s - this.firstSection[p]!] ?? '';
  }

  private find(word: string): Occurrences {
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

  /** Inverse document frequency over pages: a word on few pages tells more than one on hundreds. */
  private idf(word: string): number {
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
  private prefixesOf = (word: string): string[] => {
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
  };

  private scratch:
    | (Record<
        'pageTitle' | 'pageKeyword' | 'pageDescription' | 'pageMentions' | 'sectionHeading' | 'sectionAny' | 'sectionScore' | 'phraseValue' | 'phraseWords',
        Float64Array
      > & {
        sectionSeen: Uint8Array;
        phraseSeen: Uint8Array;
        width: number;
      })
    | null = null;

  /** Zeroed tables for a query of `n` concepts, reused from query to query so that typing makes no garbage. */
  private scratchFor(n: number) {
    const { pages, sections } = this.meta;
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
        phraseValue: new Float64Array(this.meta.phrases.pages.length * width),
        phraseWords: new Float64Array(this.meta.phrases.pages.length * width),
        phraseSeen: new Uint8Array(this.meta.phrases.pages.length),
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
    t.phraseValue.fill(0, 0, this.meta.phrases.pages.length * n);
    t.phraseWords.fill(0, 0, this.meta.phrases.pages.length * n);
    t.phraseSeen.fill(0);
    return t;
  }

  /** What parsing a query needs to know about the index. */
  private get context(): QueryContext {
    return {
      thesaurus: this.meta.thesaurus,
      prefixesOf: (w) => this.prefixesOf(w),
      variantsOf: (w) => this.variantsOf(w),
      isWord: (w, anywhere) => (anywhere ? this.known(w) : this.headWords.has(w)),
      isCodeWord: (w) => this.codeWords.has(w),
      isName: (key) => this.exactNames.has(key) || this.exactNames.has(key.replace(/ /g, '')) || key in this.meta.aliases,
    };
  }

  private known(word: string) {
    return this.headWords.has(word) || this.body.has(word);
  }

  /**
   * Replaces query words that match nothing with the nearest known word (one edit, two for long words). Words the
   * thesaurus understands (`upsert`) are readers' words, not typos.
   */
  correct(query: string, understood: readonly string[] = parseQuery(query, this.context).understood): string | null {
    const words = terms(query);
    let changed = false;
    const fixed = words.map((w, i) => {
      const isLast = i === words.length - 1;
      // A word whose shard has not loaded yet may be known: it is corrected, if need be, once it has.
      // Filler (`when`, `where`) is never a typo of a site word.
      if (w.length < 4 || /\d/.test(w) || QUERY_FILLER.has(w) || this.known(w) || !this.shardLoaded(w) || understood.includes(w)) return w;
      if (isLast && this.prefixesOf(w).length) return w;
      // Another form of a word the site uses (`accessed` where pages say `access`) is no typo.
      if (this.variantsOf(w).length) return w;
      const max = w.length >= 8 ? 2 : 1;
      let best: string | null = null;
      let bestDistance = max + 1;
      for (const v of this.vocabulary) {
        if (Math.abs(v.length - w.length) > max) continue;
        const d = editDistance(w, v, max);
        // Ties go to the longer word: a missed letter is a more common typo than an extra one.
        if (d < bestDistance || (d === bestDistance && best !== null && v.length > best.length)) {
          bestDistance = d;
          best = v;
        }
      }
      if (best) {
        changed = true;
        return best;
      }
      return w;
    });
    return changed ? fixed.join(' ') : null;
  }

  search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    let parsed = parseQuery(rawQuery, this.context);
    if (!parsed.concepts.length) return this.closest(rawQuery, options);
    let hits = this.run(parsed, options);
    let corrected: string | null = null;
    // A word that matches nothing known (not even as a prefix) is a typo: search for its nearest word instead.
    const fix = this.correct(withoutNoise(rawQuery).slice(0, 200), parsed.understood);
    if (fix) {
      const fixedQuery = parseQuery(fix, this.context);
      const better = this.run(fixedQuery, options);
      if (better.length) {
        hits = better;
        corrected = fix;
        parsed = fixedQuery;
      }
    }
    if (!hits.length) return this.closest(rawQuery, options);
    return { query: rawQuery, corrected, words: parsed.highlight, hits };
  }

  /**
   * No dead ends: when no page holds the query's words, the pages whose titles or other names (function
   * equivalents) are closest to what was typed, by shared letter triples, a whole word one or two edits away
   * counting as shared. Nothing while the query's body shards are still loading (its words may be there), and
   * nothing when no name is close at all.
   */
  private closest(rawQuery: string, { kind, limit = 10 }: SearchOptions): SearchResponse {
    const none: SearchResponse = { query: rawQuery, corrected: null, words: [], hits: [] };
    const typed = normalize(withoutNoise(rawQuery).slice(0, 200))
      .split(' ')
      .filter((w) => w.length > 1 && !QUERY_FILLER.has(w));
    if (!typed.length || this.shardsFor(rawQuery).length) return none;
    const query = trigrams(typed);
    const pages = this.meta.pages;
    if (!this.closestNames) {
      this.closestNames = pages.map(([title], p) => ({ p, name: normalize(title), grams: new Set<string>() }));
      for (const [key, list] of Object.entries(this.meta.aliases))
        for (const p of list) if (key.includes(' ') || !this.meta.aliases[key.replace(/ /g, '')]) this.closestNames.push({ p, name: key, grams: new Set() });
      for (const entry of this.closestNames) entry.grams = trigrams(entry.name.split(' '));
    }
    const best = new Map<number, number>();
    for (const { p, name, grams } of this.closestNames) {
      const k = pages[p]![3];
      if (kind && !matchesKind(k, kind)) continue;
      let shared = 0;
      for (const g of query) if (grams.has(g)) shared++;
      let score = (2 * shared) / (query.size + grams.size);
      // A word of the name one or two edits from a typed word (`explod` / EXPLODE) is close whatever its triples.
      const words = name.split(' ');
      const near = typed.filter((t) => t.length >= 4 && words.some((w) => editDistance(t, w, t.length >= 8 ? 2 : 1) <= (t.length >= 8 ? 2 : 1))).length;
      score = Math.max(score, (near / Math.max(typed.length, words.length)) * 0.9);
      if (score >= CLOSEST_MIN && score > (best.get(p) ?? 0)) best.set(p, score);
    }
    const hits = [...best]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([p]): SearchHit => {
        const [title, href, breadcrumb, pageKind, description] = pages[p]!;
        return { title, href, breadcrumb, kind: pageKind, snippet: snippet(description, typed), sections: [], tier: TIER_BODY + 1 };
      });
    return hits.length ? { query: rawQuery, corrected: null, words: typed, hits, closest: true } : none;
  }

  /**
   * The pages a query names: by their title (exact) or by another dialect's name of the function (alias). The name
   * may stand among words that only say where the reader comes from or what they want (`collect_list spark`,
   * `isnull in sql server`, `dateadd function`): it counts as the whole query when every other word is such a word.
   * A dialect's name that the site's own text rarely uses (`explode`), among other words, names its page in part:
   * `partialAlias` gives the share of the query's words it takes.
   */
  private namesIn(key: string): { exact: Set<number>; alias: Set<number>; partialAlias: Map<number, number> } {
    // A name as typed and with its words joined (`date add`, `dateadd`).
    const lookup = (table: Map<string, number[]> | Record<string, number[]>, k: string) => {
      const get = (name: string) => (table instanceof Map ? table.get(name) : table[name]) ?? [];
      return [...get(k), ...get(k.replace(/ /g, ''))];
    };
    const exact = new Set(lookup(this.exactNames, key));
    const alias = new Set(lookup(this.meta.aliases, key));
    const partialAlias = new Map<number, number>();
    if (exact.size || alias.size) return { exact, alias, partialAlias };
    const words = key.split(' ');
    const content = words.filter((w) => !CONTEXT_WORDS.has(w));
    if (!content.length || words.length === 1) return { exact, alias, partialAlias };
    for (let i = 0; i < words.length; i++) {
      for (let j = Math.min(words.length, i + MAX_NAME_WORDS); j > i; j--) {
        const span = words.slice(i, j);
        const own = span.filter((w) => !CONTEXT_WORDS.has(w)).length;
        if (!own) continue;
        const name = span.join(' ');
        if (own === content.length) {
          for (const p of lookup(this.exactNames, name)) if (isCodeName(this.meta.pages[p]![0])) exact.add(p);
          for (const p of lookup(this.meta.aliases, name)) alias.add(p);
        } else if (this.rareInText(span)) {
          for (const p of lookup(this.meta.aliases, name)) partialAlias.set(p, Math.max(partialAlias.get(p) ?? 0, own / content.length));
        }
      }
    }
    return { exact, alias, partialAlias };
  }

  /** Whether the site's text holds a name (its words together, or joined) on no more than a few pages. */
  private rareInText(span: string[]): boolean {
    const pagesOf = (w: string) => new Set(this.find(w).sections.map((s) => this.meta.sections[s]![0]));
    const joined = span.join('');
    const count = span.length === 1 ? pagesOf(joined).size : Math.max(pagesOf(joined).size, Math.min(...span.map((w) => pagesOf(w).size)));
    return count <= RARE_NAME_PAGES;
  }

  private run(query: ParsedQuery, { kind, limit = 10 }: SearchOptions): SearchHit[] {
    const { pages, sections } = this.meta;
    const n = query.concepts.length;
    // Flat tables, row per page or section and column per concept: the best value each holds. Flat arrays keep
    // queries with common words (hundreds of sections) fast.
    const {
      pageTitle,
      pageKeyword,
      pageDescription,
      pageMentions,
      sectionHeading,
      sectionAny,
      sectionScore,
      sectionSeen,
      phraseValue,
      phraseWords,
      phraseSeen,
    } = this.scratchFor(n);
    const touchedPages = new Set<number>();
    const pageSections = new Map<number, number[]>();
    const mark = (table: Float64Array, id: number, c: number, value: number) => {
      if (value > table[id * n + c]!) table[id * n + c] = value;
    };
    const conceptValue = new Float64Array(n);
    /**
     * The phrases that matched, per page; each one's best value per concept and how many of its words that took are in
     * `phraseValue` and `phraseWords` (a row per phrase, reused from query to query).
     */
    const pagePhrases = new Map<number, number[]>();
    /** Query words that matched, for how much of each title the query covers. */
    const matchedWords = new Set<string>();
    query.concepts.forEach(({ alternatives }, c) => {
      // A longer word that a typed prefix could become is rarer, but worth no more than the word as typed; a
      // thesaurus meaning is worth as much as the reader's words even when it is a common word on the site.
      const own = alternatives[0]!.meaning ? 0 : alternatives[0]!.words.reduce((sum, w) => sum + this.idf(w), 0);
      for (const alt of alternatives) {
        let value = alt.weight * alt.words.reduce((sum, w) => sum + this.idf(w), 0);
        if (alt.prefix && own) value = Math.min(value, alt.weight * own);
        if (alt.meaning) value = Math.max(value, alt.weight * own);
        if (!value) continue;
        const found = alt.words.map((w) => this.find(w));
        const inSections = intersect(found.map((o) => o.sections));
        const titles = intersect(found.map((o) => o.titles));
        const keywords = intersect(found.map((o) => o.keywords));
        const descriptions = intersect(found.map((o) => o.descriptions));
        if (!inSections.length && !titles.length && !keywords.length && !descriptions.length) continue;
        conceptValue[c] = Math.max(conceptValue[c]!, value);
        alt.words.forEach((w) => matchedWords.add(w));
        for (const p of titles) {
          mark(pageTitle, p, c, value);
          touchedPages.add(p);
        }
        for (const k of keywords) {
          const p = this.meta.phrases.pages[k]!;
          mark(pageKeyword, p, c, value * PHRASE_WORD[Number(this.meta.phrases.kinds[k])]!);
          touchedPages.add(p);
          if (!phraseSeen[k]) {
            phraseSeen[k] = 1;
            const list = pagePhrases.get(p);
            if (list) list.push(k);
            else pagePhrases.set(p, [k]);
          }
          if (value > phraseValue[k * n + c]!) {
            phraseValue[k * n + c] = value;
            phraseWords[k * n + c] = alt.words.length;
          }
        }
        for (const p of descriptions) {
          mark(pageDescription, p, c, value);
          touchedPages.add(p);
        }
        // How often the alternative occurs on each page (all its words in one section count once per section, as
        // often as its rarest word), worth its weight: for how much of the page it takes up.
        const mentions = new Map<number, number>();
        for (const s of inSections) {
          let count = Infinity;
          for (const o of found) count = Math.min(count, o.counts.get(s) ?? 0);
          if (count > 0 && count < Infinity) mentions.set(sections[s]![0], (mentions.get(sections[s]![0]) ?? 0) + count);
        }
        for (const [p, count] of mentions) mark(pageMentions, p, c, alt.weight * count);
        for (const s of intersect(found.map((o) => o.headings))) mark(sectionHeading, s, c, value);
        for (const s of inSections) {
          if (!sectionSeen[s]) {
            sectionSeen[s] = 1;
            const p = sections[s]![0];
            touchedPages.add(p);
            const list = pageSections.get(p);
            if (list) list.push(s);
            else pageSections.set(p, [s]);
          }
          mark(sectionAny, s, c, value);
        }
      }
    });
    const total = conceptValue.reduce((a, b) => a + b, 0);
    if (!total) return [];
    /** Concepts that only name another system (`snowflake`), and whether the query asks for something besides. */
    const origin = query.concepts.map(({ alternatives }) => alternatives[0]!.words.every((w) => SYSTEM_NAME_SET.has(w)));
    const subject = origin.some((o, c) => !o && conceptValue[c]! > 0);

    const { exact, alias, partialAlias } = this.namesIn(query.key);
    const identifier = query.identifier || [...exact].some((p) => isCodeName(pages[p]![0])) || alias.size > 0;
    const wanted = (p: number) => {
      if (!kind) return true;
      const k = pages[p]![3];
      return matchesKind(k, kind);
    };

    const scored: { p: number; score: number; tier: number }[] = [];
    const bestHeading = new Float64Array(n);
    const bestAny = new Float64Array(n);
    /** How many sections hold each concept: a page about a subject mentions it throughout. */
    const spread = new Float64Array(n);
    for (const p of touchedPages) {
      if (!wanted(p)) continue;
      bestHeading.fill(0);
      bestAny.fill(0);
      spread.fill(0);
      let bestSection = 0;
      for (const s of pageSections.get(p) ?? []) {
        let score = 0;
        for (let c = 0, i = s * n; c < n; c++, i++) {
          const heading = sectionHeading[i]!;
          const any = sectionAny[i]!;
          score += Math.max(WEIGHT.heading * heading, WEIGHT.text * any);
          if (heading > bestHeading[c]!) bestHeading[c] = heading;
          if (any > bestAny[c]!) bestAny[c] = any;
          if (any) spread[c] = spread[c]! + 1;
        }
        sectionScore[s] = score;
        if (score > bestSection) bestSection = score;
      }
      let fields = 0;
      let covered = 0;
      let described = 0;
      let inTitle = 0;
      let headOrigin = false;
      let headSubject = false;
      let tier = TIER_BODY;
      const length = this.meta.lengths[p]! + DENSITY_SMOOTHING;
      for (let c = 0, i = p * n; c < n; c++, i++) {
        const title = pageTitle[i]!;
        const keyword = pageKeyword[i]!;
        const description = pageDescription[i]!;
        fields += Math.max(
          WEIGHT.title * title,
          WEIGHT.keyword * keyword,
          WEIGHT.description * description,
          WEIGHT.heading * bestHeading[c]!,
          WEIGHT.text * bestAny[c]!,
        );
        fields += WEIGHT.spread * bestAny[c]! * Math.log2(1 + spread[c]!);
        // A page about the concept, rather than one that mentions it in passing: the share of its text it takes up.
        fields += WEIGHT.density * bestAny[c]! * Math.min(1, pageMentions[i]! / length / DENSITY_FULL);
        covered += Math.max(title, keyword, description, bestHeading[c]!, bestAny[c]!);
        described += Math.max(title, keyword, description);
        if (Math.max(title, keyword, description)) {
          if (origin[c]) headOrigin = true;
          else headSubject = true;
        }
        inTitle += title;
        if (title) tier = Math.min(tier, TIER_TITLE);
        else if (keyword) tier = Math.min(tier, TIER_KEYWORD);
        else if (description) tier = Math.min(tier, TIER_DESCRIPTION);
        else if (bestHeading[c]) tier = Math.min(tier, TIER_HEADING);
      }
      const coverage = covered / total;
      let score = (fields + WEIGHT.bestSection * bestSection) / total;
      // A title that holds the whole query, and little else, names the page the reader is after.
      if (inTitle) {
        const words = this.titleWords[p]!;
        const precision = words.length ? words.filter((w) => matchedWords.has(w)).length / words.length : 0;
        score += WEIGHT.wholeTitle * (inTitle / total) ** 2 * precision;
      }
      // A keyword phrase that holds the whole query, and little else, says what the page is for, as a title does; so
      // does a reader question or an error message, each with its own weight.
      let phraseScore = 0;
      for (const k of pagePhrases.get(p) ?? []) {
        let value = 0;
        let words = 0;
        for (let c = 0, i = k * n; c < n; c++, i++) {
          value += phraseValue[i]!;
          words += phraseWords[i]!;
        }
        const kind = Number(this.meta.phrases.kinds[k]);
        // A question is asked when the query holds most of its words: a query that shares two words of a long
        // question does not ask it.
        const held = Math.min(1, words / this.meta.phrases.lengths[k]!) ** (kind === PHRASE_KINDS.question ? 2 : 1);
        phraseScore = Math.max(phraseScore, PHRASE_WHOLE[kind]! * (value / total) ** 2 * held);
        // A pasted message comes with the reader's own words around and inside it: what counts is how much of the
        // message the query holds in its order, whatever else it holds (lib/search/messages.ts).
        if (kind === PHRASE_KINDS.error) phraseScore = Math.max(phraseScore, WEIGHT.wholeError * messageShare(this.messages.get(k)!, query.words) ** 2);
      }
      score += phraseScore;
      if (exact.has(p)) {
        tier = TIER_EXACT;
        score += identifier && isCodeName(pages[p]![0]) ? WEIGHT.identifierName : WEIGHT.exactName;
      } else if (alias.has(p)) {
        // Another dialect's name of the function the page documents (TO_VARCHAR for TO_CHAR).
        tier = TIER_EXACT;
        score += identifier ? WEIGHT.identifierAlias : WEIGHT.aliasName;
      } else if (partialAlias.has(p)) {
        // Another dialect's name among other words (`lateral view explode`): worth the share of the query it is.
        score += WEIGHT.aliasName * partialAlias.get(p)!;
      }
      // Evidence for only part of the query counts for less.
      score *= 0.8 + 0.2 * coverage;
      // A page whose title, keywords and description name only the system the reader comes from (the Snowflake
      // source for `snowflake query history`) is not about what they look for.
      if (headOrigin && !headSubject && subject) score *= ORIGIN_ONLY;
      // A page whose title, keywords and one-line description hold the whole task is about it, whatever its kind:
      // `number of days between two dates` is what the DATEDIFF page says it does.
      if (!identifier) {
        const prior = this.taskPrior[p]!;
        score *= n >= TASK_WORDS ? prior + (1 - prior) * (described / total) : prior;
      }
      scored.push({ p, score, tier });
    }
    const words = [...matchedWords];
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ p, tier }) => {
        const [title, href, breadcrumb, pageKind, description] = pages[p]!;
        // The page's best sections, best first: a result links to where the answer is.
        const best = [...(pageSections.get(p) ?? [])]
          .sort((a, b) => sectionScore[b]! - sectionScore[a]!)
          .slice(0, 3)
          .map((s) => {
            const [, anchor, heading] = sections[s]!;
            return { heading, href: anchor ? `${href}#${anchor}` : href, snippet: snippet(this.sectionText(s), words) };
          });
        return { title, href, breadcrumb, kind: pageKind, snippet: snippet(description, words), sections: best, tier };
      });
  }
}

/** The letter triples of words, each padded with a space on both sides: `use` → ` us`, `use`, `se `. */
function trigrams(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** A short excerpt around the first matched word (plain text; the UI highlights the words itself). */
export function snippet(text: string, words: string[], size = 160): string {
  if (text.length <= size) return text;
  const lower = text.toLowerCase();
  const at =
    words
      .map((w) => lower.indexOf(w))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + size).trim()}…`;
}
