/**
 * How many edits apart two words are, for the search's typo correction (lib/search/typos.ts) and the content check's
 * "did you mean" (lib/model/schema.ts): one measure, so a swap of two letters counts as one edit in both.
 */

let table = new Int32Array(0);

/** Damerau–Levenshtein distance, bounded: returns max + 1 as soon as it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // One flat table, reused from call to call: typo correction compares a word with thousands of others.
  const width = b.length + 1;
  if (table.length < (a.length + 1) * width) table = new Int32Array((a.length + 1) * width * 2);
  const at = (i: number, j: number) => table[i * width + j]!;
  for (let i = 0; i <= a.length; i++) table[i * width] = i;
  for (let j = 0; j <= b.length; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
      table[i * width + j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return at(a.length, b.length);
}
