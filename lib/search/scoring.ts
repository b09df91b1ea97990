import { matchesKind, rankedKind } from '../model/page-kinds';
import { EvidenceGatherer, type Evidence } from './evidence';
import type { WordIndex } from './lookup';
import { isCodeName, isSystemName, MAX_NAME_WORDS, type NamedPages, type Names } from './names';
import type { ParsedQuery } from './query';
import { STOP_WORDS, terms } from './text';
import { messageShare, SHOWN_SHARE, substance, substanceWords, VARIABLE } from './messages';
import { PHRASE_KINDS, type SearchMeta, type SearchOptions } from './types';
import {
  CARRIER_SHARE,
  COVERAGE_FLOOR,
  COVERAGE_SHARE,
  DENSITY_FULL,
  DENSITY_SMOOTHING,
  LANDING_PRIOR,
  NAMED_IN_MESSAGE,
  ORIGIN_ONLY,
  PHRASE_WHOLE,
  TASK_PRIOR,
  TASK_WORDS,
  WEIGHT,
} from './weights';

/** How many of its best sections a result shows. */
const BEST_SECTIONS = 3;
/** The fewest words of substance a carried message needs to be ranked on its own (`carriedFailure`). */
const CARRIED_WORDS = 3;

/** The share of its score a page keeps for a task-shaped query, by what it ranks as (`rankedKind`). */
function taskPrior(href: string, kind: SearchMeta['pages'][number][3]): number {
  const ranked = rankedKind(kind, href);
  return ranked.landing ? LANDING_PRIOR * TASK_PRIOR[ranked.kind] : TASK_PRIOR[ranked.kind];
}

/**
 * The words of a query that stand in each variable part of a message it pastes, in order (empty where the query holds
 * none): those between the fixed words around the part, and after a last part the rest of the query. Each fixed word
 * is found at its first occurrence after the previous one, a greedy alignment.
 */
function variableValues(message: readonly string[], words: readonly string[]): string[][] {
  const values: string[][] = [];
  let q = 0;
  let open = -1;
  for (const word of message) {
    if (word === VARIABLE) {
      open = q;
      continue;
    }
    const at = words.indexOf(word, q);
    if (at < 0) continue;
    if (open >= 0) values.push(words.slice(open, at));
    open = -1;
    q = at + 1;
  }
  if (open >= 0) values.push(words.slice(open));
  return values;
}

/**
 * Where the value of a carrier's last variable part starts in a query: right after the first place where the fixed
 * words before that part (`Flight returned internal error, with message:`) stand together, in order; -1 when they do
 * not. A share of a message's words scattered through a query shows the message's words, not the message: `Unable to
 * refresh metadata for the dataset …` holds the words of `Unable to refresh dataset. {message}` but is another message.
 */
export function carriedValueStart(message: readonly string[], words: readonly string[]): number {
  const before = message.lastIndexOf(VARIABLE, message.length - 2);
  const run = message.slice(before + 1, -1);
  if (!run.length) return -1;
  for (let at = 0; at + run.length <= words.length; at++) if (run.every((word, i) => words[at + i] === word)) return at + run.length;
  return -1;
}

/** What holds for the whole query when each page is scored. */
interface QueryFacts {
  /** Concepts that only name another system (`snowflake`). */
  origin: boolean[];
  /** Whether the query asks for something besides the systems it names. */
  subject: boolean;
  named: NamedPages;
  /** The query names a reference entry (shaped like an identifier, or naming a page written as code or by alias). */
  identifier: boolean;
  /** Every word of the query in order (`ParsedQuery.words`), for pasted messages. */
  words: string[];
  /** The error messages the query pastes, with the share of each it holds (`messagesPastedIn`), by phrase id. */
  pastes: Map<number, number>;
  /** Whether each message the query pastes carries another in its last variable part (`carries`), by phrase id. */
  carrying: Map<number, boolean>;
  /** Words the query writes as code (`ParsedQuery.inCode`). */
  inCode: Set<string>;
  /** The pages that the messages the query pastes name in their variable parts, with what that is worth (`namedInMessages`). */
  inMessages: Map<number, number>;
}

/** A page's best values per concept over its sections (reused from page to page). */
interface SectionSums {
  bestHeading: Float64Array;
  bestAny: Float64Array;
  /** How many sections hold each concept: a page about a subject mentions it throughout. */
  spread: Float64Array;
}

/** What a page's fields hold of the query. */
interface PageFields {
  /** Each concept's best weighted place, with its spread and density: the page's score before the bonuses. */
  fields: number;
  /** The concepts' values the page holds anywhere, and in its title, keywords and description. */
  covered: number;
  described: number;
  /** The concepts' values its title holds. */
  inTitle: number;
  /** Whether its title, keywords or description hold a concept naming another system, or one that does not. */
  headOrigin: boolean;
  headSubject: boolean;
}

/** A carrier a query pastes around a message no page lists (`Ranker.carriedFailure`). */
export interface Carried {
  /** Where the message inside starts in `ParsedQuery.words`. */
  start: number;
  /** The carrier's page. */
  page: number;
}

/** A page that ranks, with its best sections, best first. */
export interface RankedPage {
  p: number;
  sections: number[];
  /** The page's error message the query pastes (its index among the page's messages), when it pastes one. */
  message?: number;
}

/**
 * Scores the pages that hold a parsed query's concepts (weights: lib/search/weights.ts). In steps: `gather`
 * (lib/search/evidence.ts) finds where each concept occurs; `queryFacts` what holds for the whole query; `scorePage` adds up each page's evidence (`sectionSums`, `pageFields`), adds what a
 * title, a phrase or a name holding the whole query is worth (`titleBonus`, `phraseBonus`, `nameBonus`) and applies
 * what the page keeps of it (`adjust`); `rank` sorts them and picks each page's best sections.
 */
export class Ranker {
  private readonly evidence: EvidenceGatherer;
  /** Each page's share for task-shaped queries. */
  private readonly taskPrior: number[];
  /** Each page's title words without stop words, for how much of a title the query covers. */
  private readonly titleWords: string[][];
  /**
   * Each error message's words in order, how many of them are of substance (lib/search/messages.ts) and its index
   * among its page's messages, by phrase id.
   */
  private readonly messages = new Map<number, { words: string[]; substance: number; index: number; carrier: boolean }>();
  /** The error messages that hold each word of substance, by phrase id, once for each time the message has it. */
  private readonly messagesWith = new Map<string, number[]>();

  constructor(
    private readonly meta: SearchMeta,
    index: WordIndex,
    private readonly names: Names,
  ) {
    this.evidence = new EvidenceGatherer(meta, index);
    this.taskPrior = meta.pages.map(([, href, , kind]) => taskPrior(href, kind));
    this.titleWords = meta.pages.map(([title]) => terms(title).filter((t) => !STOP_WORDS.has(t)));
    const carriers = new Set(meta.phrases.carriers);
    const onPage = new Map<number, number>();
    for (const { k, message, pattern: words } of index.errorPhrases) {
      const page = meta.phrases.pages[k]!;
      const onIt = onPage.get(page) ?? 0;
      onPage.set(page, onIt + 1);
      this.messages.set(k, { words, substance: substance(words), index: onIt, carrier: carriers.has(message) });
      for (const word of substanceWords(words)) {
        const list = this.messagesWith.get(word);
        if (list) list.push(k);
        else this.messagesWith.set(word, [k]);
      }
    }
  }

  /**
   * The pages that match the query, best first, and the words they matched on; and, when the query pastes a carrier
   * whose message inside no page lists (`carriedFailure`), where in `query.words` that message starts.
   */
  rank(query: ParsedQuery, { kind, limit = 10 }: SearchOptions): { pages: RankedPage[]; words: string[]; carried?: Carried } {
    const e = this.evidence.gather(query);
    if (!e.total) return { pages: [], words: [] };
    const facts = this.queryFacts(query, e);
    this.addPastedBeyond(query, e, facts);
    this.namedInMessages(e, facts);
    const sums: SectionSums = { bestHeading: new Float64Array(e.n), bestAny: new Float64Array(e.n), spread: new Float64Array(e.n) };
    const scored: { p: number; score: number }[] = [];
    /** Each page's error message that the query pastes, as `phraseBonus` finds it: its index on the page. */
    const pasted = new Map<number, number>();
    for (const p of e.touchedPages) {
      if (kind && !matchesKind(this.meta.pages[p]![3], kind)) continue;
      scored.push({ p, score: this.scorePage(p, e, facts, sums, pasted) });
    }
    const { sectionScore } = e.tables;
    const pages = scored
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ p }) => ({
        p,
        // The page's best sections, best first: a result links to where the answer is.
        sections: [...(e.pageSections.get(p) ?? [])].sort((a, b) => sectionScore[b]! - sectionScore[a]!).slice(0, BEST_SECTIONS),
        message: pasted.get(p),
      }));
    return { pages, words: [...e.matchedWords], carried: this.carriedFailure(facts) };
  }

  /** `carriedFailure` for a parsed query on its own, before it is ranked: the engine's `shardsFor` reads it. */
  carried(query: ParsedQuery): Carried | undefined {
    return this.carriedFailure({ words: query.words, pastes: this.messagesPastedIn(query.words), carrying: new Map() });
  }

  /**
   * Where the failure starts in a query that pastes a carrier (`SearchSource.carriers`: `Flight returned internal
   * error, with message: {message}`) whose message inside no page lists (else `carries` has the page that lists it
   * rank first): the first word after the fixed words before the carrier's last variable part, when those stand
   * together in the query (`carriedValueStart`) and what follows holds `CARRIED_WORDS` words of substance or more.
   * The carrier's own words say how the failure travelled, not what failed, and outnumber the failure's words; the
   * engine ranks the message inside on its own as well (lib/search/engine.ts). A carrier ends in its variable part
   * (lib/search/sources.ts marks only those), so the value runs to the end of the query.
   */
  private carriedFailure(facts: Pick<QueryFacts, 'words' | 'pastes' | 'carrying'>): Carried | undefined {
    let best: (Carried & { share: number }) | undefined;
    for (const [k, share] of facts.pastes) {
      const message = this.messages.get(k)!;
      if (!message.carrier || this.carries(k, facts)) continue;
      const start = carriedValueStart(message.words, facts.words);
      if (start < 0 || substance(facts.words.slice(start)) < CARRIED_WORDS) continue;
      if (!best || share > best.share) best = { share, start, page: this.meta.phrases.pages[k]! };
    }
    return best && { start: best.start, page: best.page };
  }

  /**
   * A long paste is read for its concepts only so far (its first 200 characters, lib/search/query.ts), and a page
   * whose message comes after that, behind a long SQL statement or a client's preamble, would hold none of them and
   * never be scored. So the messages such a paste holds (`SHOWN_SHARE` of them or more, anywhere in the words read
   * for messages) bring their pages and phrases into the evidence, where `phraseBonus` weighs them.
   */
  private addPastedBeyond(query: ParsedQuery, e: Evidence, facts: QueryFacts) {
    if (facts.words.length <= terms(query.text).length) return;
    for (const k of facts.pastes.keys()) {
      if (e.tables.phraseSeen[k]) continue;
      const p = this.meta.phrases.pages[k]!;
      e.tables.phraseSeen[k] = 1;
      e.touchedPages.add(p);
      const list = e.pagePhrases.get(p);
      if (list) list.push(k);
      else e.pagePhrases.set(p, [k]);
    }
  }

  /**
   * The error messages that `words` paste (`SHOWN_SHARE` of them or more), with the share of each, by phrase id. Only
   * a message that many of whose words of substance occur in `words` can be, so those are found through `messagesWith`
   * first.
   */
  private messagesPastedIn(words: string[]): Map<number, number> {
    const held = new Map<number, number>();
    for (const word of new Set(words)) for (const k of this.messagesWith.get(word) ?? []) held.set(k, (held.get(k) ?? 0) + 1);
    const pasted = new Map<number, number>();
    for (const [k, count] of held) {
      // Only what the index lists as a message now (bench/search-loo.ts leaves one out by changing its kind).
      if (Number(this.meta.phrases.kinds[k]) !== PHRASE_KINDS.error) continue;
      const message = this.messages.get(k)!;
      if (count < SHOWN_SHARE * message.substance) continue;
      const share = messageShare(message.words, words, message.substance);
      if (share >= SHOWN_SHARE) pasted.set(k, share);
    }
    return pasted;
  }

  /** Step 2 (after `gather`): what holds for the whole query: the systems it names, and the pages it names. */
  private queryFacts(query: ParsedQuery, e: Evidence): QueryFacts {
    const origin = query.concepts.map(({ alternatives }) => alternatives[0]!.words.every(isSystemName));
    const subject = origin.some((o, c) => !o && e.conceptValue[c]! > 0);
    const named = this.names.namedBy(query.key, query.codeNames);
    const identifier = query.identifier || [...named.exact].some((p) => isCodeName(this.meta.pages[p]![0])) || named.alias.size > 0;
    return {
      origin,
      subject,
      named,
      identifier,
      words: query.words,
      pastes: this.messagesPastedIn(query.words),
      carrying: new Map(),
      inCode: new Set(query.inCode),
      inMessages: new Map(),
    };
  }

  /** Step 3: one page's score. */
  private scorePage(p: number, e: Evidence, facts: QueryFacts, sums: SectionSums, pasted: Map<number, number>): number {
    const bestSection = this.sectionSums(p, e, sums);
    const page = this.pageFields(p, e, facts, sums);
    let score = (page.fields + WEIGHT.bestSection * bestSection) / e.total;
    score += this.titleBonus(p, e, page.inTitle);
    score += this.phraseBonus(p, e, facts, pasted);
    score += this.nameBonus(p, facts);
    return this.adjust(score, p, e, facts, page);
  }

  /**
   * Scores each section of the page (the concepts it holds, by heading or text) into `sectionScore`, fills `sums`
   * with the page's best heading and text values per concept and their spread, and returns the best section's score.
   */
  private sectionSums(p: number, e: Evidence, { bestHeading, bestAny, spread }: SectionSums): number {
    const { n } = e;
    const { sectionHeading, sectionAny, sectionScore } = e.tables;
    bestHeading.fill(0);
    bestAny.fill(0);
    spread.fill(0);
    let bestSection = 0;
    for (const s of e.pageSections.get(p) ?? []) {
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
    return bestSection;
  }

  /** Per concept, the best weighted place the page holds it, how widely and how densely. */
  private pageFields(p: number, e: Evidence, facts: QueryFacts, { bestHeading, bestAny, spread }: SectionSums): PageFields {
    const { n } = e;
    const { pageTitle, pageKeyword, pageDescription, pageMentions } = e.tables;
    const out: PageFields = { fields: 0, covered: 0, described: 0, inTitle: 0, headOrigin: false, headSubject: false };
    const length = this.meta.lengths[p]! + DENSITY_SMOOTHING;
    for (let c = 0, i = p * n; c < n; c++, i++) {
      const title = pageTitle[i]!;
      const keyword = pageKeyword[i]!;
      const description = pageDescription[i]!;
      out.fields += Math.max(
        WEIGHT.title * title,
        WEIGHT.keyword * keyword,
        WEIGHT.description * description,
        WEIGHT.heading * bestHeading[c]!,
        WEIGHT.text * bestAny[c]!,
      );
      out.fields += WEIGHT.spread * bestAny[c]! * Math.log2(1 + spread[c]!);
      // A page about the concept, rather than one that mentions it in passing: the share of its text it takes up.
      out.fields += WEIGHT.density * bestAny[c]! * Math.min(1, pageMentions[i]! / length / DENSITY_FULL);
      out.covered += Math.max(title, keyword, description, bestHeading[c]!, bestAny[c]!);
      out.described += Math.max(title, keyword, description);
      if (Math.max(title, keyword, description)) {
        if (facts.origin[c]) out.headOrigin = true;
        else out.headSubject = true;
      }
      out.inTitle += title;
    }
    return out;
  }

  /** A title that holds the whole query, and little else, names the page the reader is after. */
  private titleBonus(p: number, e: Evidence, inTitle: number): number {
    if (!inTitle) return 0;
    const words = this.titleWords[p]!;
    const precision = words.length ? words.filter((w) => e.matchedWords.has(w)).length / words.length : 0;
    return WEIGHT.wholeTitle * (inTitle / e.total) ** 2 * precision;
  }

  /**
   * A keyword phrase that holds the whole query, and little else, says what the page is for, as a title does; so
   * does a reader question or an error message, each with its own weight. The page's best phrase counts. The message
   * the query holds the largest share of, at least `SHOWN_SHARE`, goes into `pasted` as the one the result shows.
   */
  private phraseBonus(p: number, e: Evidence, facts: QueryFacts, pasted: Map<number, number>): number {
    const { phrases } = this.meta;
    let best = 0;
    let shown = 0;
    for (const k of e.pagePhrases.get(p) ?? []) {
      let value = 0;
      let words = 0;
      for (let c = 0, i = k * e.n; c < e.n; c++, i++) {
        value += e.tables.phraseValue[i]!;
        words += e.tables.phraseWords[i]!;
      }
      const kind = Number(phrases.kinds[k]);
      // A pasted message comes with the reader's own words around and inside it: what counts is how much of the
      // message the query holds in its order, whatever else it holds (lib/search/messages.ts). A query that does not
      // hold enough of it in order does not paste it, and the message adds nothing (`upgrade` is one word of
      // `Illegal upgrade from … to …`). Of two messages the query holds whole, the longer names the failure more
      // precisely: a message of n words of substance counts n / (n + 1) of its share. A message that only carries
      // another (`carries`) counts for less, and only as a message.
      if (kind === PHRASE_KINDS.error) {
        const { words: message, substance: n, index } = this.messages.get(k)!;
        const share = messageShare(message, facts.words, n);
        if (!share) continue;
        const carrier = share >= SHOWN_SHARE && this.carries(k, facts);
        if (share >= SHOWN_SHARE && share > shown && !carrier) {
          shown = share;
          pasted.set(p, index);
        }
        best = Math.max(best, WEIGHT.wholeError * share ** 2 * (n / (n + 1)) * (carrier ? CARRIER_SHARE : 1));
        if (carrier) continue;
      }
      // A question is asked when the query holds most of its words: a query that shares two words of a long
      // question does not ask it.
      const held = Math.min(1, words / phrases.lengths[k]!) ** (kind === PHRASE_KINDS.question ? 2 : 1);
      best = Math.max(best, PHRASE_WHOLE[kind]! * (value / e.total) ** 2 * held);
    }
    return best;
  }

  /**
   * Whether message `k`, which the query pastes, ends in a variable part that holds another page message the query
   * pastes: `Flight returned internal error, with message: {message}`, `Error while executing SQL "{sql}": {message}`
   * and the like only carry the failure, which the message inside names. The carrier then keeps `CARRIER_SHARE` of
   * its worth and is not shown, so the page that explains the message inside ranks first and shows it. Once per
   * message and query (`facts.carrying`).
   */
  private carries(k: number, facts: Pick<QueryFacts, 'words' | 'carrying'>): boolean {
    const known = facts.carrying.get(k);
    if (known !== undefined) return known;
    const { words: message } = this.messages.get(k)!;
    let carrying = false;
    if (message.at(-1) === VARIABLE) {
      // The value of its last variable part: what follows the carrier's own words in the query.
      const inValue = this.messagesPastedIn(variableValues(message, facts.words).at(-1)!);
      // A paste that repeats the message (Dremio prints it again beside the exception's class) is the message itself.
      carrying = !inValue.has(k) && inValue.size > 0;
    }
    facts.carrying.set(k, carrying);
    return carrying;
  }

  /**
   * The entries that the messages a query pastes name in their variable parts: `No match found for function signature
   * {name}` pasted with `REGEXP_LIKE(<CHARACTER>, <NUMERIC>)` is a failure of REGEXP_LIKE, whose page gives the
   * signatures it takes, as `Cannot apply '{operator}' …` with `'LIKE'` is one of LIKE. The name must be written as
   * code in the query, whole (a column `year` or a value `size_1` names no function). Each such page (titled as code,
   * not a SQL command: a statement in a variable part is the one that failed, not what it is about) gets
   * `NAMED_IN_MESSAGE` of what the message is worth and joins the evidence. A carrier's value is a message, not a name.
   */
  private namedInMessages(e: Evidence, facts: QueryFacts) {
    for (const [k, share] of facts.pastes) {
      const { words: message, substance: n } = this.messages.get(k)!;
      if (!message.includes(VARIABLE) || this.carries(k, facts)) continue;
      const worth = WEIGHT.wholeError * share ** 2 * (n / (n + 1)) * NAMED_IN_MESSAGE;
      const own = this.meta.phrases.pages[k]!;
      for (const value of variableValues(message, facts.words)) {
        for (let length = Math.min(MAX_NAME_WORDS, value.length); length > 0; length--) {
          // Written as code, and whole: a column `year` or a value `size_1` names no function.
          if (!facts.inCode.has(value.slice(0, length).join(' '))) continue;
          const p = this.names.codePageNamed(value.slice(0, length));
          if (p === undefined) continue;
          if (p !== own && this.meta.pages[p]![3] !== 'sql-command') {
            facts.inMessages.set(p, Math.max(facts.inMessages.get(p) ?? 0, worth));
            e.touchedPages.add(p);
          }
          break;
        }
      }
    }
  }

  /** A page the query names: by its title, by another dialect's name of it, or by such a name among other words. */
  private nameBonus(p: number, facts: QueryFacts): number {
    // Named in a pasted message (`namedInMessages`), or by the query itself: the larger counts.
    return Math.max(facts.inMessages.get(p) ?? 0, this.queryNames(p, facts));
  }

  /** What naming the page in the query's own words is worth (`nameBonus`). */
  private queryNames(p: number, { named, identifier }: QueryFacts): number {
    if (named.exact.has(p)) return identifier && isCodeName(this.meta.pages[p]![0]) ? WEIGHT.identifierName : WEIGHT.exactName;
    // Another dialect's name of the function the page documents (TO_VARCHAR for TO_CHAR).
    if (named.alias.has(p)) return identifier ? WEIGHT.identifierAlias : WEIGHT.aliasName;
    // Another dialect's name among other words (`lateral view explode`): worth the share of the query it is.
    if (named.partialAlias.has(p)) return WEIGHT.aliasName * named.partialAlias.get(p)!;
    // A name written as code and typed as code, among other words: the reader named the entry they ask about.
    if (named.partialCode.has(p)) return WEIGHT.codeInQuery;
    return 0;
  }

  /** What the page keeps of its score: for partial evidence, for naming only the reader's old system, for its kind. */
  private adjust(score: number, p: number, e: Evidence, { subject, identifier }: QueryFacts, page: PageFields): number {
    // Evidence for only part of the query counts for less.
    score *= COVERAGE_FLOOR + COVERAGE_SHARE * (page.covered / e.total);
    // A page whose title, keywords and description name only the system the reader comes from (the Snowflake
    // source for `snowflake query history`) is not about what they look for.
    if (page.headOrigin && !page.headSubject && subject) score *= ORIGIN_ONLY;
    // A page whose title, keywords and one-line description hold the whole task is about it, whatever its kind:
    // `number of days between two dates` is what the DATEDIFF page says it does.
    if (!identifier) {
      const prior = this.taskPrior[p]!;
      score *= e.n >= TASK_WORDS ? prior + (1 - prior) * (page.described / e.total) : prior;
    }
    return score;
  }
}
