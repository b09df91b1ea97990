import { normalize, QUERY_FILLER, stem, variantKey } from '../search/text';

/**
 * The function finder of All Functions: ranks functions for what a reader types, a name ("date_trunc") or a task
 * ("format date as text"). Runs in the browser over the rows already in the page, so it stays small: the
 * site's text normalisation and stemmer, and a few groups of words SQL summaries use for one idea.
 */
export interface FinderEntry {
  /** "DATE_TRUNC", or several names: "POW, POWER". */
  name: string;
  /** The one-line summary as a reader sees it (no Markdown). */
  summary: string;
  /** Category labels: "Date/Time". */
  categories: string[];
  /** Readers' words for the tasks it does (its page's `keywords`): "top n per group". */
  keywords?: string[];
  /** Readers' words for its categories' tasks (their pages' `keywords`): "running total", "previous row value". */
  categoryKeywords?: string[];
}

/**
 * Words that stand for one idea in function summaries: a reader's "text" is a summary's "string", a reader's
 * "cast" is "convert". Each group is tried for any of its words, at a lower weight than the word itself.
 */
const WORD_GROUPS = [
  ['text', 'string', 'varchar', 'character', 'char'],
  ['number', 'numeric', 'integer', 'decimal', 'digit'],
  ['convert', 'cast', 'conversion', 'turn'],
  ['upper', 'uppercase', 'capital'],
  ['lower', 'lowercase'],
  ['regex', 'regexp', 'regular', 'pattern'],
  ['now', 'current', 'today'],
  ['average', 'avg', 'mean'],
  ['remove', 'strip', 'trim', 'delete'],
  ['join', 'concatenate', 'concat', 'combine', 'append'],
  ['split', 'separate', 'divide'],
  ['replace', 'substitute'],
  ['find', 'search', 'position', 'locate', 'index'],
  ['null', 'missing'],
  ['array', 'list'],
  ['hash', 'digest', 'checksum'],
  ['random', 'rand'],
  ['length', 'size'],
  ['timestamp', 'datetime'],
  ['previous', 'preceding', 'prior', 'lag'],
  ['next', 'following', 'lead'],
  ['group', 'partition'],
  ['top', 'rank', 'highest'],
  ['running', 'cumulative'],
].map((group) => group.map(stem));
const RELATED = new Map<string, string[]>();
for (const group of WORD_GROUPS) for (const word of group) RELATED.set(word, [...(RELATED.get(word) ?? []), ...group.filter((w) => w !== word)]);

const words = (text: string) => normalize(text).split(' ').filter(Boolean).map(stem);

/** The words of a query that carry meaning: filler ("how do I", "as") and lone letters dropped unless nothing else is left. */
export function finderTerms(query: string): string[] {
  const all = [...new Set(words(query))];
  // A lone letter stands for a number the reader will choose ("top n per group"), not a word to match.
  const meaningful = all.filter((w) => !QUERY_FILLER.has(w) && !/^[a-z]$/.test(w));
  return meaningful.length ? meaningful : all;
}

interface Prepared {
  names: string[];
  nameWords: Set<string>;
  summaryWords: Set<string>;
  summaryVariants: Set<string>;
  categoryWords: Set<string>;
  /** Its own and its categories' keywords as normalised words: a query that is one names a task. */
  keywords: string[];
  categoryKeywords: string[];
}

const compact = (s: string) => s.replace(/ /g, '');

function prepare(entry: FinderEntry): Prepared {
  const names = entry.name.split(/,\s*/).map((n) => compact(normalize(n)));
  const summaryWords = new Set(words(entry.summary));
  return {
    names,
    nameWords: new Set(words(entry.name.replace(/,/g, ' '))),
    summaryWords,
    summaryVariants: new Set([...summaryWords].map(variantKey)),
    categoryWords: new Set(entry.categories.flatMap(words)),
    keywords: (entry.keywords ?? []).map((k) => words(k).join(' ')),
    categoryKeywords: (entry.categoryKeywords ?? []).map((k) => words(k).join(' ')),
  };
}

/** How well one query word matches a function: 0 for not at all. */
function termScore(term: string, p: Prepared): number {
  if (p.nameWords.has(term)) return 40;
  if (term.length >= 3 && p.names.some((n) => n.includes(term))) return 15;
  // A name shortens the reader's word: DATE_TRUNC for "truncate", CONCAT for "concatenate", SUBSTR for "substring".
  if ([...p.nameWords].some((w) => w.length >= 4 && term.length > w.length && term.startsWith(w))) return 12;
  if (p.summaryWords.has(term)) return 10;
  if (p.categoryWords.has(term)) return 8;
  if (term.length >= 5 && p.summaryVariants.has(variantKey(term))) return 7;
  const related = RELATED.get(term) ?? [];
  if (related.some((w) => p.nameWords.has(w))) return 8;
  if (related.some((w) => p.summaryWords.has(w) || p.categoryWords.has(w))) return 6;
  return 0;
}

/**
 * The functions that match a query, best first, as indexes into `entries`: an exact name first, then a name the
 * query starts, then by how many of the query's words match (in the name, the summary, the categories, or
 * through a related word) and how well. A function that matches no word, or two words fewer than the best, is
 * left out.
 */
export function rankFunctions(query: string, entries: readonly FinderEntry[]): number[] {
  const terms = finderTerms(query);
  if (!terms.length) return entries.map((_, i) => i);
  const whole = compact(normalize(query));
  const phrase = words(query).join(' ');
  const scored: { i: number; matched: number; score: number }[] = [];
  entries.forEach((entry, i) => {
    const p = prepare(entry);
    let matched = 0;
    let points = 0;
    for (const term of terms) {
      const s = termScore(term, p);
      if (s) matched++;
      points += s;
    }
    // A query that is one of the function's own keywords ("top n per group") is the task it does: it ranks above
    // every function that only shares its words; one of its keywords that holds the query ("top n per group with
    // ties") counts as matching every word. One its category lists ("running total") adds a little.
    if (p.keywords.includes(phrase)) matched = terms.length + 1;
    else if (phrase.length >= 6 && p.keywords.some((k) => k.includes(phrase))) matched = Math.max(matched, terms.length);
    if (!matched) return;
    const exact = p.names.includes(whole) ? 2 : p.names.some((n) => whole.length >= 3 && n.startsWith(whole)) ? 1 : 0;
    const part = (k: string) => k === phrase || (phrase.length >= 6 && k.includes(phrase));
    const task = p.keywords.some(part) || p.categoryKeywords.some(part) ? 20 : 0;
    scored.push({ i, matched, score: exact * 1e6 + matched * 1e3 + points + task });
  });
  // A long query keeps the functions that miss at most one more word than the best: not every function that
  // mentions "date" for "format date as text".
  const best = Math.max(0, ...scored.map((s) => s.matched));
  return scored
    .filter((s) => s.score >= 1e6 || s.matched >= best - 1)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((s) => s.i);
}
