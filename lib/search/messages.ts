/**
 * Pasted error messages. A page's `errors` are matched as a whole, word order included: the share of a message's
 * words that the query holds in the message's order (their longest common subsequence), so that a message pasted
 * with the reader's own words around and inside it (a table name in place of `{table}`, a wrapper's class, a log
 * prefix) still names the page that explains it, and a query that merely shares a few of its words does not.
 */

import { QUERY_FILLER } from './text';

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
const worth = (word: string) => (QUERY_FILLER.has(word) ? 0 : 1);

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

/** How many words of substance a message has (filler not counted). */
export const substance = (message: readonly string[]): number => message.reduce((n, word) => n + worth(word), 0);

/**
 * The share (0 to 1) of a message's words of substance the query holds in order; 0 below `MIN_WORDS` of them, 0 up to
 * `MAX_PROSE_SHARE` of the message, and 0 when the query holds that share or less of all its words, filler counted (a
 * paste keeps the filler between the words of substance; four of them alone, in a message of nine, are a query about
 * the same thing), or less than all of a short one.
 * `words` is the message's `substance`, for a caller that keeps it with the message.
 */
export function messageShare(message: readonly string[], query: readonly string[], words = substance(message)): number {
  if (!words) return 0;
  const held = wordsInOrder(message, query);
  const share = held / words;
  if (held < Math.min(MIN_WORDS, words) || share <= MAX_PROSE_SHARE) return 0;
  const all = wordsInOrder(message, query, () => 1);
  if (message.length <= SHORT_MESSAGE ? all < message.length : all / message.length <= MAX_PROSE_SHARE) return 0;
  return share;
}
