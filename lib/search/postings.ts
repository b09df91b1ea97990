/**
 * The word indexes of search: for each word, the ascending ids of the records (pages or sections) that hold it,
 * written as base-36 gaps joined by commas. Section text adds how often the word occurs (`gap.count`, when more
 * than once), for how much of a page a word takes up. Small enough to ship in shards (lib/search/build.ts).
 */

/** Ids (ascending, distinct) and their counts → `0,3.2,a`. */
export function encodePostings(ids: readonly number[], counts?: readonly number[]): string {
  let last = 0;
  return ids
    .map((id, i) => {
      const gap = (id - last).toString(36);
      last = id;
      const count = counts?.[i] ?? 1;
      return count > 1 ? `${gap}.${count.toString(36)}` : gap;
    })
    .join(',');
}

export interface DecodedPostings {
  ids: number[];
  counts: number[];
}

export function decodePostings(text: string | undefined): DecodedPostings {
  const ids: number[] = [];
  const counts: number[] = [];
  if (!text) return { ids, counts };
  let id = 0;
  for (const part of text.split(',')) {
    const dot = part.indexOf('.');
    id += parseInt(dot < 0 ? part : part.slice(0, dot), 36);
    ids.push(id);
    counts.push(dot < 0 ? 1 : parseInt(part.slice(dot + 1), 36));
  }
  return { ids, counts };
}

/**
 * The shard of a word: the longest key that starts it. Keys are chosen by the builder (`shardKeys`) so that every
 * word of the body is in the shard of the longest key that prefixes it; a word with no key is in no shard.
 */
export function shardOf(word: string, keys: ReadonlySet<string>, longest: number): string | null {
  for (let n = Math.min(longest, word.length); n >= 1; n--) {
    const key = word.slice(0, n);
    if (keys.has(key)) return key;
  }
  return null;
}

/**
 * Splits words into shards by their first letters, like Pagefind: a shard whose postings exceed `limit`
 * characters is split by the next letter, so that a query fetches only the few small files its words need.
 * Words as long as the key they were grouped by stay in that key's shard. Returns key → words.
 */
export function shardKeys(sizes: ReadonlyMap<string, number>, limit: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const split = (prefix: string, words: string[]) => {
    const total = words.reduce((n, w) => n + sizes.get(w)! + w.length, 0);
    if (total <= limit || words.every((w) => w.length <= prefix.length)) {
      out.set(prefix, words);
      return;
    }
    const groups = new Map<string, string[]>();
    const own: string[] = [];
    for (const w of words) {
      if (w.length <= prefix.length) own.push(w);
      else {
        const key = w.slice(0, prefix.length + 1);
        const list = groups.get(key);
        if (list) list.push(w);
        else groups.set(key, [w]);
      }
    }
    if (own.length) out.set(prefix, own);
    for (const [key, list] of groups) split(key, list);
  };
  const first = new Map<string, string[]>();
  for (const w of sizes.keys()) {
    const key = w.slice(0, 1);
    const list = first.get(key);
    if (list) list.push(w);
    else first.set(key, [w]);
  }
  for (const [key, list] of first) split(key, list);
  return out;
}

/** A shard key as a file name: letters and digits as they are, anything else as `_` and its code in hex. */
export const shardFile = (key: string) => key.replace(/[^a-z0-9]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`);
