import type { WordIndex } from './lookup';
import { QUERY_FILLER } from './text';
import type { SearchMeta } from './types';
import { BM25_B, BM25_K1, FUSION_DEPTH, FUSION_K, FUSION_TEXT, FUSION_WORDS } from './weights';

/**
 * Long queries ranked a second way: plain BM25 over each page's section text (the words of its sections and how often
 * each occurs, `WordIndex.find`; a page's length is `meta.lengths`), fused with the ranking by reciprocal rank. See
 * `FUSION_WORDS` in lib/search/weights.ts for why.
 */
export class TextRanking {
  private readonly averageLength: number;

  constructor(
    private readonly meta: SearchMeta,
    private readonly index: WordIndex,
  ) {
    this.averageLength = meta.lengths.reduce((a, b) => a + b, 0) / Math.max(1, meta.lengths.length) || 1;
  }

  /** Whether a query is long enough to be ranked both ways: `words` are its words in order (`ParsedQuery.words`). */
  static applies(words: readonly string[]): boolean {
    return words.filter((w) => !QUERY_FILLER.has(w)).length >= FUSION_WORDS;
  }

  /**
   * The pages by BM25 over their section text for `words` (the query's own words as it was read: glued and camel-case
   * words split, names joined; not the thesaurus's meanings or other forms), each once, filler not counted; best first.
   */
  pages(words: readonly string[], limit = FUSION_DEPTH): number[] {
    const { meta, index } = this;
    const score = new Map<number, number>();
    const n = meta.pages.length;
    for (const word of new Set(words.filter((w) => !QUERY_FILLER.has(w)))) {
      const perPage = new Map<number, number>();
      for (const [s, count] of index.find(word).counts) {
        const p = meta.sections[s]![0];
        perPage.set(p, (perPage.get(p) ?? 0) + count);
      }
      if (!perPage.size) continue;
      const idf = Math.log(1 + (n - perPage.size + 0.5) / (perPage.size + 0.5));
      for (const [p, f] of perPage) {
        const norm = 1 - BM25_B + (BM25_B * meta.lengths[p]!) / this.averageLength;
        score.set(p, (score.get(p) ?? 0) + (idf * f * (BM25_K1 + 1)) / (f + BM25_K1 * norm));
      }
    }
    return [...score]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([p]) => p);
  }
}

/**
 * The ranking's pages reordered by reciprocal-rank fusion with the text ranking: each page scores `1 / (FUSION_K + its
 * rank)` plus `FUSION_TEXT / (FUSION_K + its text rank)`. Only the ranking's pages take part (they carry their best
 * sections); ties keep the ranking's order.
 */
export function fuse<T extends { p: number }>(ranked: readonly T[], text: readonly number[]): T[] {
  const textRank = new Map(text.map((p, r) => [p, r]));
  const value = (page: T, r: number) => {
    const t = textRank.get(page.p);
    return 1 / (FUSION_K + r) + (t === undefined ? 0 : FUSION_TEXT / (FUSION_K + t));
  };
  return ranked
    .map((page, r) => ({ page, score: value(page, r), r }))
    .sort((a, b) => b.score - a.score || a.r - b.r)
    .map(({ page }) => page);
}
