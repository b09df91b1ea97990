import { matchesKind } from '../model/page-kinds';
import { editDistance } from '../model/edit-distance';
import { normalize } from './text';
import type { SearchMeta, SearchOptions } from './types';
import { CLOSEST_MIN, CLOSEST_NEAR } from './weights';

/** The letter triples of words, each padded with a space on both sides: `use` → ` us`, `use`, `se `. */
function trigrams(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** Edits a typed word may be from a name's word and still be close: one, two for words of eight letters or more. */
const nearEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * No dead ends: when no page holds the query's words, the pages whose titles or other names (function
 * equivalents) are closest to what was typed, by shared letter triples, a whole word one or two edits away
 * counting as shared.
 */
export class ClosestPages {
  /** Each page's title and other names, normalised, and their letter triples; built on first use. */
  private names: { p: number; name: string; grams: Set<string> }[] | null = null;

  constructor(private readonly meta: SearchMeta) {}

  private allNames() {
    if (!this.names) {
      const { pages, aliases } = this.meta;
      this.names = pages.map(([title], p) => ({ p, name: normalize(title), grams: new Set<string>() }));
      for (const [key, list] of Object.entries(aliases))
        for (const p of list) if (key.includes(' ') || !aliases[key.replace(/ /g, '')]) this.names.push({ p, name: key, grams: new Set() });
      for (const entry of this.names) entry.grams = trigrams(entry.name.split(' '));
    }
    return this.names;
  }

  /** The pages closest to the typed words, closest first; none when no name is close at all. */
  pages(typed: readonly string[], { kind, limit = 10 }: SearchOptions): number[] {
    const query = trigrams(typed);
    const best = new Map<number, number>();
    for (const { p, name, grams } of this.allNames()) {
      if (kind && !matchesKind(this.meta.pages[p]![3], kind)) continue;
      let shared = 0;
      for (const g of query) if (grams.has(g)) shared++;
      let score = (2 * shared) / (query.size + grams.size);
      // A word of the name one or two edits from a typed word (`explod` / EXPLODE) is close whatever its triples.
      const words = name.split(' ');
      const near = typed.filter((t) => t.length >= 4 && words.some((w) => editDistance(t, w, nearEdits(t)) <= nearEdits(t))).length;
      score = Math.max(score, (near / Math.max(typed.length, words.length)) * CLOSEST_NEAR);
      if (score >= CLOSEST_MIN && score > (best.get(p) ?? 0)) best.set(p, score);
    }
    return [...best]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([p]) => p);
  }
}
