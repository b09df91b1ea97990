import { createBodyIndex, createHeadIndex } from './build';
import { editDistance, queryTerms, searchText, terms } from './text';
import type { SearchBodyTexts, SearchHit, SearchMeta, SearchResponse } from './types';
import type { PageKind } from '../schema';

type Index = ReturnType<typeof createHeadIndex>;
type FieldResult = { field: string; result: number[] }[];

export interface SearchOptions {
  kind?: PageKind | 'sql';
  limit?: number;
}

const TIER_EXACT = 0;
const TIER_TITLE = 1;
const TIER_DESCRIPTION = 2;
const TIER_HEADING = 3;
const TIER_BODY = 4;

function importIndex(index: Index, data: Record<string, string>) {
  for (const [key, value] of Object.entries(data)) index.import(key, value);
  return index;
}

/**
 * The query side of search, shared by the browser, the search page, the MCP endpoint and the tests.
 * Works with the head files alone; `addBody` adds section text when it has loaded.
 */
export class SearchEngine {
  private readonly head: Index;
  private body: ReturnType<typeof createBodyIndex> | null = null;
  private texts: string[] = [];
  private readonly vocabulary: string[];
  private readonly known: Set<string>;
  private readonly exactNames = new Map<string, number[]>();
  /** Words of each page title and of each section (heading and text), computed once and reused by every query. */
  private readonly titleWords: string[][];
  private readonly sectionWords = new Map<number, Set<string>>();

  constructor(
    private readonly meta: SearchMeta,
    headData: Record<string, string>,
  ) {
    this.head = importIndex(createHeadIndex(), headData);
    this.vocabulary = meta.vocabulary;
    this.known = new Set(meta.vocabulary);
    this.titleWords = meta.pages.map(([title]) => terms(title));
    meta.pages.forEach(([title], p) => {
      for (const key of [searchText(title), searchText(title).replace(/ /g, '')]) {
        const list = this.exactNames.get(key) ?? [];
        list.push(p);
        this.exactNames.set(key, list);
      }
    });
  }

  addBody(bodyData: Record<string, string>, texts: SearchBodyTexts) {
    this.body = importIndex(createBodyIndex() as unknown as Index, bodyData) as unknown as ReturnType<typeof createBodyIndex>;
    this.texts = texts.texts;
    this.sectionWords.clear();
  }

  private wordsOfSection(s: number): Set<string> {
    let words = this.sectionWords.get(s);
    if (!words) {
      words = new Set(terms(`${this.meta.sections[s]![2]} ${this.texts[s] ?? ''}`));
      this.sectionWords.set(s, words);
    }
    return words;
  }

  get hasBody() {
    return this.body !== null;
  }

  /** Replaces query words that match nothing with the nearest known word (one edit, two for long words). */
  correct(query: string): string | null {
    const words = terms(query);
    let changed = false;
    const fixed = words.map((w, i) => {
      const isLast = i === words.length - 1;
      if (w.length < 4 || /\d/.test(w) || this.known.has(w)) return w;
      if (isLast && this.vocabulary.some((v) => v.startsWith(w))) return w;
      const max = w.length >= 8 ? 2 : 1;
      let best: string | null = null;
      let bestDistance = max + 1;
      for (const v of this.vocabulary) {
        if (Math.abs(v.length - w.length) > max) continue;
        const d = editDistance(w, v, max);
        // Ties go to the longer word: a missed letter is a more common typo than an extra one.
        if (d < bestDistance || (d === bestDistance && best !== null && v.length > best.length)) {
          bestDistance = d;
          best = v;
        }
      }
      if (best) {
        changed = true;
        return best;
      }
      return w;
    });
    return changed ? fixed.join(' ') : null;
  }

  search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    const query = queryTerms(rawQuery.slice(0, 200)).join(' ');
    if (!query) return { query: rawQuery, corrected: null, hits: [] };
    let hits = this.run(query, options);
    let corrected: string | null = null;
    // A word that matches nothing known (not even as a prefix) is a typo: search for its nearest word instead.
    const fix = this.correct(query);
    if (fix) {
      const better = this.run(fix, options);
      if (better.length) {
        hits = better;
        corrected = fix;
      }
    }
    return { query: rawQuery, corrected, hits };
  }

  private run(query: string, { kind, limit = 10 }: SearchOptions): SearchHit[] {
    const P = this.meta.pages.length;
    const words = terms(query);
    const scores = new Map<number, { tier: number; score: number; parts: Set<string> }>();
    const pageSections = new Map<number, Map<number, number>>();
    const decay = (rank: number) => 1 / (1 + rank / 15);
    const note = (p: number, tier: number, part: string, value: number) => {
      const cur = scores.get(p) ?? { tier, score: 0, parts: new Set<string>() };
      cur.tier = Math.min(cur.tier, tier);
      // Each kind of evidence counts once per page: its best rank.
      if (!cur.parts.has(part)) {
        cur.parts.add(part);
        cur.score += value;
      }
      scores.set(p, cur);
    };
    const noteSection = (s: number, value: number) => {
      const p = this.meta.sections[s]![0];
      const sections = pageSections.get(p) ?? new Map<number, number>();
      sections.set(s, Math.max(sections.get(s) ?? 0, value));
      pageSections.set(p, sections);
      return p;
    };
    for (const key of [query, query.replace(/ /g, '')]) for (const p of this.exactNames.get(key) ?? []) note(p, TIER_EXACT, 'exact', 100);

    const headResults = this.head.search(query, { limit: 150, suggest: words.length > 1 }) as FieldResult;
    for (const { field, result } of headResults) {
      result.forEach((id, rank) => {
        if (id < P) {
          if (field === 'title') note(id, TIER_TITLE, 'title', 10 * decay(rank));
          else note(id, TIER_DESCRIPTION, 'description', 4 * decay(rank));
        } else {
          const value = 3 * decay(rank);
          note(noteSection(id - P, value), TIER_HEADING, 'heading', value);
        }
      });
    }
    if (this.body) {
      const bodyResults = this.body.search(query, { limit: 150, suggest: true }) as FieldResult;
      for (const { result } of bodyResults) {
        result.forEach((s, rank) => {
          const value = 2 * decay(rank);
          note(noteSection(s, value), TIER_BODY, 'body', value);
        });
      }
    }
    // Evidence is worth more when it covers more of the query: a title with one of three words is a weak hit.
    const coverage = (have: ReadonlySet<string> | readonly string[]) => {
      const list = [...have];
      const set = have instanceof Set ? have : new Set(list);
      return words.filter((w, i) => set.has(w) || (i === words.length - 1 && list.some((t) => t.startsWith(w)))).length / words.length;
    };
    for (const [p, entry] of scores) {
      const titleWords = this.titleWords[p]!;
      const titleCoverage = coverage(titleWords);
      if (entry.parts.has('title')) entry.score -= 10 * (1 - titleCoverage) * 0.8;
      entry.score += 2 * titleCoverage - 0.05 * titleWords.length;
      let best = 0;
      for (const s of pageSections.get(p)?.keys() ?? []) best = Math.max(best, coverage(this.wordsOfSection(s)));
      entry.score += 6 * best * best;
    }

    const wanted = (p: number) => {
      if (!kind) return true;
      const k = this.meta.pages[p]![3];
      return kind === 'sql' ? k === 'sql-command' || k === 'system-table' : k === kind;
    };
    return [...scores.entries()]
      .filter(([p]) => wanted(p))
      .sort((a, b) => b[1].score - a[1].score)
      .slice(0, limit)
      .map(([p, entry]) => {
        const [title, href, breadcrumb, pageKind, description] = this.meta.pages[p]!;
        const sections = [...(pageSections.get(p) ?? new Map<number, number>()).entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([s]) => {
            const [, anchor, heading] = this.meta.sections[s]!;
            return { heading, href: anchor ? `${href}#${anchor}` : href, snippet: snippet(this.texts[s] ?? '', words) };
          });
        return { title, href, breadcrumb, kind: pageKind, snippet: snippet(description, words), sections, tier: entry.tier };
      });
  }
}

/** A short excerpt around the first matched word (plain text; the UI highlights the words itself). */
export function snippet(text: string, words: string[], size = 160): string {
  if (text.length <= size) return text;
  const lower = text.toLowerCase();
  const at = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + size).trim()}…`;
}
