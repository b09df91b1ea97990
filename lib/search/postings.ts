/**
 * Compact posting lists for the search files: ascending ids, stored as base-36 gaps joined by commas
 * (`3,a,1` is 3, 13, 14). Small, gzip-friendly and decoded only for the words a query uses.
 */
export function encodeIds(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let last = 0;
  return sorted
    .map((id) => {
      const gap = id - last;
      last = id;
      return gap.toString(36);
    })
    .join(',');
}

export function decodeIds(text: string | undefined): number[] {
  if (!text) return [];
  const ids: number[] = [];
  let last = 0;
  for (const part of text.split(',')) {
    last += parseInt(part, 36);
    ids.push(last);
  }
  return ids;
}
