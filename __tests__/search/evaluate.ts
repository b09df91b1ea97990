import type { SearchEngine } from '@/lib/search/engine';
import { HELDOUT_QUERIES } from './heldout-queries';
import { NATURAL_QUERIES } from './natural-queries';
import { SEARCH_QUERIES } from './queries';

/** One query of either set: its kind, the text, and the pages that count as a right answer. */
export interface EvalQuery {
  kind: string;
  query: string;
  answers: string[];
}

export interface KindScore {
  kind: string;
  n: number;
  at1: number;
  at3: number;
}

export interface Evaluation {
  kinds: KindScore[];
  total: KindScore;
  misses: string[];
  /** Queries that returned no result at all. */
  empty: string[];
}

/** The keyword set (names, partial names, typos and short tasks), one expected page each. */
export const KEYWORD_SET: EvalQuery[] = SEARCH_QUERIES.map(([query, href]) => ({ kind: 'keyword', query, answers: [href] }));
/** The natural-language set, with its kinds. */
export const NATURAL_SET: EvalQuery[] = NATURAL_QUERIES;
/**
 * The held-out set (issue 28), written without looking at the ranking or the thesaurus. It measures, and must never
 * tune: no thesaurus entry, keyword or special case may be added to fix one of its queries.
 */
export const HELDOUT_SET: EvalQuery[] = HELDOUT_QUERIES;

/** success@1 and success@3 per kind and overall: a query succeeds when any answering page ranks that high. */
export function evaluate(engine: SearchEngine, set: readonly EvalQuery[]): Evaluation {
  const byKind = new Map<string, KindScore>();
  const total: KindScore = { kind: 'all', n: 0, at1: 0, at3: 0 };
  const misses: string[] = [];
  const empty: string[] = [];
  for (const { kind, query, answers } of set) {
    const hrefs = engine.search(query, { limit: 3 }).hits.map((h) => h.href);
    if (hrefs.length === 0) empty.push(query);
    const score = byKind.get(kind) ?? { kind, n: 0, at1: 0, at3: 0 };
    byKind.set(kind, score);
    const first = answers.includes(hrefs[0] ?? '');
    const top3 = hrefs.some((h) => answers.includes(h));
    for (const s of [score, total]) {
      s.n++;
      if (first) s.at1++;
      if (top3) s.at3++;
    }
    if (!first) misses.push(`${top3 ? '@3' : '--'} [${kind}] ${query} → ${hrefs.map((h) => h.replace('/current/', '')).join(', ')} (want ${answers.map((a) => a.replace('/current/', '')).join(' | ')})`);
  }
  return { kinds: [...byKind.values()], total, misses, empty };
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)}%`;

/** A table of the figures, one row per kind, for the test output and the benchmark. */
export function formatEvaluation(name: string, e: Evaluation): string {
  const rows = [...(e.kinds.length > 1 ? e.kinds : []), e.total].map((s) => `  ${s.kind.padEnd(12)} ${String(s.n).padStart(4)}   @1 ${pct(s.at1, s.n).padStart(6)}   @3 ${pct(s.at3, s.n).padStart(6)}`);
  return `${name}:\n${rows.join('\n')}\n  zero-result queries: ${e.empty.length}`;
}
