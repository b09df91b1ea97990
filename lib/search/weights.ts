import type { PageKind } from '../model/page-kinds';

/**
 * Ranking weights: every number that decides the order of results, each named once here. AUTHORING.md ("How search
 * ranks") states them for authors; change both together. Where each is applied: the query's reading
 * (lib/search/query.ts), where a concept occurs (lib/search/evidence.ts), a page's score (lib/search/scoring.ts),
 * the names a query holds (lib/search/names.ts) and the closest pages (lib/search/closest.ts).
 *
 * A concept (a query word or thesaurus phrase) scores its inverse document frequency times the weight of the best
 * place it occurs; the best section adds the concepts it holds together.
 */
export const WEIGHT = {
  /** A concept in the page's title or other names. */
  title: 3,
  /** A concept in a keyword phrase (readers' words, another dialect's name): between a title and a heading. */
  keyword: 2.5,
  /** A concept in a section heading; a heading also counts in the best section. */
  heading: 2,
  /** A concept in the one-line description (or breadcrumb). */
  description: 1.5,
  /** A concept anywhere in a section's text. */
  text: 0.7,
  /** The best section's score (the concepts one section holds together), added to the page's. */
  bestSection: 1.2,
  /** A title that holds the whole query, times the share of the title the query covers. */
  wholeTitle: 4,
  /** A keyword phrase that holds the whole query: enough to rank its page above one with the words in a heading only. */
  wholeKeyword: 2.75,
  /** A reader question (frontmatter `questions`) that holds the whole query. */
  wholeQuestion: 3,
  /** An error message (frontmatter `errors`) that holds the whole query: a pasted error names the page explaining it. */
  wholeError: 8,
  /** Per concept, times the log of the number of sections that hold it: a page about a subject mentions it throughout. */
  spread: 0.5,
  /** Per concept, times how much of the page it takes up (`DENSITY_SMOOTHING`, `DENSITY_FULL`). */
  density: 1.2,
  /** A page whose title is the query (as typed or with its words joined). */
  exactName: 4,
  /** A page of which the query is another dialect's name (TO_VARCHAR for TO_CHAR). */
  aliasName: 3,
  /** A page whose title is written as code (`sys.reflections`) and typed as code among other words. */
  codeInQuery: 2,
  /** `exactName` when the query is shaped like an identifier and the title is written as code: the reference page first. */
  identifierName: 40,
  /** `aliasName` when the query is shaped like an identifier. */
  identifierAlias: 20,
};

/**
 * How much of a page a concept takes up: its occurrences over the page's length in words, plus this many words so
 * that a short page is not "about" a word it names once.
 */
export const DENSITY_SMOOTHING = 150;
/** A concept taking up this share of a page's words, or more, counts fully for `WEIGHT.density`. */
export const DENSITY_FULL = 0.02;

/**
 * Per phrase kind (`PHRASE_KINDS`: keyword, question, error), what one of its words is worth as a keyword. A
 * question is long and its words are common, so a word of it counts for much less than a keyword. An error message
 * counts as a whole, in order (lib/search/messages.ts); its words one by one count for least, or a page with a few
 * messages would hold the common words of every pasted error (`message`, `failed`, `unavailable`) as keywords.
 */
export const PHRASE_WORD = [1, 0.4, 0.2];
/** Per phrase kind (`PHRASE_KINDS`), what the phrase adds when it holds the whole query. */
export const PHRASE_WHOLE = [WEIGHT.wholeKeyword, WEIGHT.wholeQuestion, WEIGHT.wholeError];

/**
 * Evidence for only part of the query counts for less: a page keeps `COVERAGE_FLOOR` of its score plus
 * `COVERAGE_SHARE` times the share of the query's concepts it holds (the two sum to 1).
 */
export const COVERAGE_FLOOR = 0.8;
export const COVERAGE_SHARE = 0.2;

/** What a page keeps of its score when its head fields match only the system the reader comes from. */
export const ORIGIN_ONLY = 0.6;

/**
 * For task-shaped queries, how much each kind of page keeps of its score (as `rankedKind` in lib/model/page-kinds.ts
 * gives it: a function category ranks as a SQL command page, a security bulletin as release notes): guides and
 * landings answer tasks. A single function or system table keeps 0.7: with functions at 0.7, the pages' own
 * questions asked with each left out (bench/search-loo.ts) find their page first 25 more times than at 0.6 (2,506 →
 * 2,531); with system tables at 0.7 and `FUSION_WORDS` at 6 as well, 36 more; no development set falls (bench/README.md,
 * round 15).
 */
export const TASK_PRIOR: Record<PageKind, number> = { guide: 1, 'sql-command': 0.85, api: 0.7, 'release-notes': 0.6, 'sql-function': 0.7, 'system-table': 0.7 };
/** A landing page (a section's index) keeps this many times its kind's `TASK_PRIOR`. */
export const LANDING_PRIOR = 1.1;
/**
 * A query of this many concepts or more states a task (a shorter one is a name, which any title covers): the
 * page's prior moves toward 1 by how much of the query its title, keywords and description hold.
 */
export const TASK_WORDS = 3;

/** A name the site's text uses on this many pages or fewer is no ordinary word of the site (lib/search/names.ts). */
export const RARE_NAME_PAGES = 3;

/** Query reading (lib/search/query.ts): a longer word the last typed word may become, times typed/longer length. */
export const PREFIX_WEIGHT = 0.7;
/**
 * Query reading: a name typed as a name (`coordinator.client.port`, `copy_errors_history`) found with its words
 * apart weighs this much of the name found whole; a page that writes "the client port of the coordinator" is not
 * the page that documents the key.
 */
export const TYPED_APART_WEIGHT = 0.5;
/** Query reading: a thesaurus meaning of the reader's phrase. */
export const MEANING_WEIGHT = 0.8;
/** Query reading: another form of a word's root that the site uses (`accessed` for `access`). */
export const VARIANT_WEIGHT = 0.85;
/** Query reading: an error class typed as code (`ChannelClosedException`) weighs this many words. */
export const SIGNATURE_WEIGHT = 2;

/** Closest pages: the share of letter triples a name must share with the query to be offered. */
export const CLOSEST_MIN = 0.3;
/** Closest pages: a name's words one or two edits from typed words are worth this times the share they make up. */
export const CLOSEST_NEAR = 0.9;

/**
 * A message that only carries the failure in its last variable part (`Flight returned internal error, with message:
 * {message}`), pasted with a message another page lists inside it, keeps this share of what it is worth, and its
 * result does not show it: the page of the message inside ranks first, the carrier's page close after. Decided on a
 * probe of every carrier the pages list around a quarter of the pages' messages (bench/README.md, round 11): 0.2 and
 * 0.35 put the inner page first as often (97%), 0.35 keeps the carrier's page in the first three more often.
 */
export const CARRIER_SHARE = 0.35;

/**
 * A pasted message that names a function, a system table or another entry written as code in one of its variable
 * parts (`No match found for function signature {name}` with `REGEXP_LIKE(<CHARACTER>, <NUMERIC>)`, `Cannot apply
 * '{operator}' …` with `'LIKE'`) is about that entry: its page gets this share of what the message is worth, so it
 * ranks beside the page that explains the message, mostly above it. Decided on a probe of every function page in the
 * two messages that name a function (bench/search-probes.ts; bench/README.md, round 12): of 0.6, 0.8, 1, 1.2 and 1.5,
 * 1 is the largest that moves no other probe or development set; 1.2 puts the function first more often but costs
 * pages' own messages inside carriers and behind a statement their first place.
 */
export const NAMED_IN_MESSAGE = 1;

/**
 * A long query (a pasted log or message, a long question) is ranked a second way as well, by plain BM25 over the
 * pages' section text, and the two rankings are fused by reciprocal rank (`1 / (FUSION_K + rank)`, the text ranking's
 * term times `FUSION_TEXT`), among the ranking's first `FUSION_DEPTH` pages. The ranking above is shaped for short
 * queries (names, tasks); in a paste that no page lists, every word counting by its rarity finds the page whose text
 * holds the most of it. Long means at least `FUSION_WORDS` words of substance, as 2,345 of the pages' 3,939 reader
 * questions have. Decided on the development sets and the leave-one-out probes (bench/README.md, rounds 10 and 15).
 */
export const FUSION_WORDS = 6;
export const FUSION_TEXT = 0.3;
export const FUSION_K = 5;
export const FUSION_DEPTH = 30;
/** BM25's term-frequency saturation and length normalisation, at their usual values. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
