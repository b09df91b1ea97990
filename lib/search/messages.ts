/**
 * Pasted error messages. A page's `errors` are matched as a whole, word order included: the share of a message's
 * words that the query holds in the message's order (their longest common subsequence), so that a message pasted
 * with the reader's own words around and inside it (a table name in place of `{table}`, a wrapper's class, a log
 * prefix) still names the page that explains it, and a query that merely shares a few of its words does not. Part
 * of a long message pasted word for word (its first line) counts for the share of the message it is.
 */

import { QUERY_FILLER, STOP_WORDS, terms } from './text';
import { PHRASE_KINDS, type SearchMeta } from './types';

/** Fewer words of substance in order than this say nothing about a message. */
const MIN_WORDS = 3;
/**
 * A query that holds no more than this share of a message's words of substance in order does not paste it: a
 * question in prose shares three of the five of `For table '{table}', the provided snapshot ID '{snapshot}' is
 * invalid` ("time travel an Iceberg table without knowing its snapshot id") with no error in sight. A pasted message
 * keeps more, even when the reader's value is glued to the word after it (`…/orders.parquet/xasecure-audit.xml`).
 */
const MAX_PROSE_SHARE = 0.6;
/**
 * A message of this many words or fewer (filler counted) is pasted whole: `CREATE TABLE IF NOT EXISTS` holds three of
 * the four words of `Table [{table}] does not exist.` in order, and the statement is no paste of it.
 */
const SHORT_MESSAGE = 5;

/**
 * What a message's word is worth: a filler word (`to`, `the`, `for`) keeps the message's order but says nothing of
 * its own, so a question in prose that shares a few of them with a message ("in connecting to Dremio") does not paste it.
 */
const worth = (word: string) => (QUERY_FILLER.has(word) || word === VARIABLE ? 0 : 1);

/**
 * A result shows the message a query pastes when the query holds at least this share of it (`messageShare`): the first
 * line of a long message counts for ranking, but `VACUUM command cannot continue because the table … cannot be read`
 * is not `VACUUM command cannot continue because the cut-off policy is set to NONE`, and a result that said it explains
 * it would mislead.
 */
export const SHOWN_SHARE = 0.6;

/** A message's variable part (`{table}`) among its words, as the index stores it (lib/search/build.ts). */
export const VARIABLE = '*';
/** A message's words as search matches them, each variable part (`{table}`, or `{}`) as `VARIABLE`. */
export const messagePattern = (message: string): string[] =>
  message
    .split(/\{[^{}]*\}/)
    .map((part) => terms(part))
    .flatMap((words, i) => (i ? [VARIABLE, ...words] : words));

/**
 * The words a message is found by in the keyword field, as its pattern shows them: its words without the variable
 * parts, stop words and filler. The index adds the few the pattern cannot show (`SearchMeta.phrases.extras`: a
 * dotted name joined), so the keyword index need not carry the messages' words twice.
 */
export const messageWords = (pattern: readonly string[]): string[] => pattern.filter((w) => w !== VARIABLE && !STOP_WORDS.has(w) && !QUERY_FILLER.has(w));

/** An error phrase of the index: its phrase id, its index in `meta.phrases.messages` and its pattern's words. */
export interface ErrorPhrase {
  k: number;
  message: number;
  pattern: string[];
}

/** The index's error phrases in order, each message's pattern split into its words once. */
export function errorPhrases(meta: SearchMeta): ErrorPhrase[] {
  const found: ErrorPhrase[] = [];
  for (let k = 0; k < meta.phrases.kinds.length; k++) {
    if (Number(meta.phrases.kinds[k]) !== PHRASE_KINDS.error) continue;
    const message = found.length;
    found.push({ k, message, pattern: meta.phrases.messages[message]!.split(' ').filter(Boolean) });
  }
  return found;
}

/** A reader's value in place of a variable part is at most this many words long (a path or a name split at its dots). */
const MAX_VALUE_WORDS = 12;

/**
 * A run of this many of a message's words, held word for word (filler counted, a reader's value standing in for each
 * variable part), is a paste of part of it, however long the rest: the first line of a long message, or an older
 * release's shorter form of it. A question in prose rarely repeats five words of a message in a row.
 */
const RUN_WORDS = 5;
/**
 * The part of a held message's share that goes to its longest run held word for word: of two messages a paste holds
 * in order, its own is the one it holds without words of its own between theirs (outside the variable parts).
 */
const WORD_FOR_WORD = 0.2;

/**
 * The words of substance of the longest run of a message's words that the query holds word for word, a value of the
 * reader's own standing in for each variable part; 0 when the run is shorter than `RUN_WORDS` or holds fewer than
 * `MIN_WORDS` of substance.
 */
export function pastedRun(message: readonly string[], query: readonly string[], minWords = RUN_WORDS): number {
  let best = 0;
  for (let i = 0; i < message.length; i++)
    for (let j = 0; j < query.length; j++) {
      if (message[i] !== query[j]) continue;
      let m = i;
      let q = j;
      let n = 0;
      let sub = 0;
      while (m < message.length) {
        if (message[m] === VARIABLE) {
          const next = message[m + 1];
          if (next === undefined) break;
          const limit = q + MAX_VALUE_WORDS;
          while (q < query.length && q <= limit && query[q] !== next) q++;
          if (query[q] !== next) break;
          m++;
          continue;
        }
        if (query[q] !== message[m]) break;
        n++;
        sub += worth(message[m]!);
        m++;
        q++;
      }
      if (n >= minWords && sub >= Math.min(MIN_WORDS, minWords) && sub > best) best = sub;
    }
  return best;
}

/**
 * Words of `message` (in order) that `query` also holds in that order, filler words not counted (or as `weigh` says):
 * the weight of their longest common subsequence.
 */
export function wordsInOrder(message: readonly string[], query: readonly string[], weigh: (word: string) => number = worth): number {
  let previous = new Array<number>(query.length + 1).fill(0);
  for (const word of message) {
    const row = new Array<number>(query.length + 1).fill(0);
    const w = weigh(word);
    for (let j = 0; j < query.length; j++) row[j + 1] = Math.max(previous[j + 1]!, row[j]!, word === query[j] ? previous[j]! + w : 0);
    previous = row;
  }
  return previous[query.length]!;
}

/** A message's words of substance, in order, a word as often as the message has it. */
export const substanceWords = (message: readonly string[]): string[] => message.filter((word) => worth(word));

/** How many words of substance a message has (filler not counted). */
export const substance = (message: readonly string[]): number => message.reduce((n, word) => n + worth(word), 0);

/**
 * The share (0 to 1) of a message's words of substance the query holds in order; 0 below `MIN_WORDS` of them, 0 up to
 * `MAX_PROSE_SHARE` of the message, and 0 when the query holds that share or less of all its words, filler counted (a
 * paste keeps the filler between the words of substance; four of them alone, in a message of nine, are a query about
 * the same thing), or less than all of a short one. Up to `MAX_PROSE_SHARE`, a run of the message's words held word
 * for word (`pastedRun`) counts for the share of the message it is.
 * `pattern` is the message's words with its variable parts (`messagePattern`); `words` is its `substance`, for a
 * caller that keeps it with the message.
 */
export function messageShare(pattern: readonly string[], query: readonly string[], words = substance(pattern)): number {
  if (!words) return 0;
  const held = wordsInOrder(pattern, query);
  const share = held / words;
  if (held < Math.min(MIN_WORDS, words)) return 0;
  if (share <= MAX_PROSE_SHARE) return pastedRun(pattern, query) / words;
  // A variable part matches no query word, so it adds nothing to the words held in order; only the length leaves it out.
  const all = wordsInOrder(pattern, query, () => 1);
  let length = pattern.length;
  for (const word of pattern) if (word === VARIABLE) length--;
  if (length <= SHORT_MESSAGE ? all < length : all / length <= MAX_PROSE_SHARE) return 0;
  return (1 - WORD_FOR_WORD) * share + (WORD_FOR_WORD * pastedRun(pattern, query, 0)) / words;
}
