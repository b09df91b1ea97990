import { pageKind, type PageKind } from '../../../model/schema';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/**
 * The length floor per page kind. Guides keep the full floor: at least 150 words on most pages, a median of 250.
 * Reference kinds whose source material is short (a function's signature and examples, a table's columns, a small
 * command, one API operation, a release's items) get a low floor, enough to catch an empty page, and no median, so
 * that nobody pads them with text no source supports. See AUTHORING.md, "Body".
 */
export const LENGTH_FLOORS: Record<PageKind, { floor: number; median?: number }> = {
  guide: { floor: 150, median: 250 },
  'sql-command': { floor: 50 },
  'sql-function': { floor: 50 },
  'system-table': { floor: 50 },
  api: { floor: 50 },
  'release-notes': { floor: 50 },
};
/** At most this share of a kind's leaf pages may be under its floor. */
const UNDER_FLOOR_SHARE = 0.05;

export interface LengthStats {
  leafPages: number;
  medianWords: number;
  /** Per page kind: leaf pages, their median words, and how many are under the kind's floor. */
  kinds: Partial<Record<PageKind, { pages: number; medianWords: number; underFloor: number }>>;
}

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Rule `length`: the words of every leaf page per kind, and (`enforce`) the floors over the whole site. */
export function checkLength(docs: readonly CheckedDoc[], enforce: boolean, issues: Issue[]): LengthStats {
  const leaves = docs.filter((d) => !d.isLanding && !d.frontmatter.unlisted);
  const byKind = new Map<PageKind, CheckedDoc[]>();
  for (const d of leaves) {
    const kind = pageKind(d.id, d.frontmatter);
    byKind.set(kind, [...(byKind.get(kind) ?? []), d]);
  }
  const stats: LengthStats = { leafPages: leaves.length, medianWords: median(leaves.map((d) => d.words)), kinds: {} };
  for (const [kind, pages] of byKind) {
    const { floor, median: minMedian } = LENGTH_FLOORS[kind];
    const under = pages.filter((d) => d.words < floor);
    const kindMedian = median(pages.map((d) => d.words));
    stats.kinds[kind] = { pages: pages.length, medianWords: kindMedian, underFloor: under.length };
    if (!enforce) continue;
    if (under.length / pages.length >= UNDER_FLOOR_SHARE) {
      for (const d of under)
        issues.push({
          file: d.file,
          rule: 'length',
          message: `only ${d.words} words; ${under.length} of ${pages.length} ${kind} pages are under ${floor} words (must be fewer than 5%)`,
        });
    }
    if (minMedian && kindMedian < minMedian)
      issues.push({ file: 'content/', rule: 'length', message: `the median ${kind} page has ${kindMedian} words; it must be at least ${minMedian}` });
  }
  return stats;
}
