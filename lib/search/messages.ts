/**
 * Pasted error messages. A page's `errors` are matched as a whole, word order included: the share of a message's
 * words that the query holds in the message's order (their longest common subsequence), so that a message pasted
 * with the reader's own words around and inside it (a table name in place of `{table}`, a wrapper's class, a log
 * prefix) still names the page that explains it, and a query that merely shares a few of its words does not.
 */

/** Fewer words in order than this say nothing about a message. */
const MIN_WORDS = 3;

/** Words of `message` (in order) that `query` also holds in that order: the length of their longest common subsequence. */
export function wordsInOrder(message: readonly string[], query: readonly string[]): number {
  let previous = new Array<number>(query.length + 1).fill(0);
  for (const word of message) {
    const row = new Array<number>(query.length + 1).fill(0);
    for (let j = 0; j < query.length; j++) row[j + 1] = word === query[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!);
    previous = row;
  }
  return previous[query.length]!;
}

/** The share (0 to 1) of a message the query holds in order; 0 below `MIN_WORDS` words. */
export function messageShare(message: readonly string[], query: readonly string[]): number {
  if (!message.length) return 0;
  const held = wordsInOrder(message, query);
  return held >= Math.min(MIN_WORDS, message.length) ? held / message.length : 0;
}
