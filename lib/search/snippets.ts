import type { SearchHit, SearchMeta } from './types';

/** How many characters a snippet shows, and how many of them come before the first matched word. */
const SNIPPET_SIZE = 160;
const SNIPPET_LEAD = 40;

/** A short excerpt around the first matched word (plain text; the UI highlights the words itself). */
export function snippet(text: string, words: string[], size = SNIPPET_SIZE): string {
  if (text.length <= size) return text;
  const lower = text.toLowerCase();
  const at =
    words
      .map((w) => lower.indexOf(w))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - SNIPPET_LEAD);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + size).trim()}…`;
}

/**
 * Each page's description and section texts, for snippets: all at once on the server (`addBody`), page by page in the
 * browser (`/search/{dir}/t/{page}.json`) for the pages a query shows.
 */
export class SectionTexts {
  private readonly texts: (string[] | undefined)[] = [];
  /** The first section id of each page (a page's sections are numbered together), and how many it has. */
  private readonly firstSection: number[] = [];
  private readonly sectionCount: number[] = [];
  private readonly pageByHref = new Map<string, number>();

  constructor(private readonly meta: SearchMeta) {
    meta.pages.forEach(([, href], p) => this.pageByHref.set(href, p));
    meta.sections.forEach(([p], s) => {
      if (this.firstSection[p] === undefined) this.firstSection[p] = s;
      this.sectionCount[p] = (this.sectionCount[p] ?? 0) + 1;
    });
  }

  /** Adds the description and section texts of a page. */
  add(page: number, texts: string[]) {
    this.texts[page] = texts;
  }

  /** The pages of `hits` whose section texts have not loaded. */
  missing(hits: readonly SearchHit[]): number[] {
    return hits.map((h) => this.pageByHref.get(h.href)).filter((p): p is number => p !== undefined && !this.texts[p]);
  }

  /** A section's text, or '' while its page's texts have not loaded. */
  of(s: number): string {
    const p = this.meta.sections[s]![0];
    return this.texts[p]?.[1 + s - this.firstSection[p]!] ?? '';
  }

  /** A page's description, or '' while its texts have not loaded. */
  description(p: number): string {
    return this.texts[p]?.[0] ?? '';
  }

  /** The text of a page's error message (its `i`th), or '' while its texts have not loaded. */
  message(p: number, i: number): string {
    return this.texts[p]?.[1 + (this.sectionCount[p] ?? 0) + i] ?? '';
  }
}

/**
 * A result for page `p`: its fields, a snippet of its description and its best sections (best first), each with a
 * snippet; and the text of its error message that the query pastes (`message`, the page's `i`th), when there is one.
 */
export function pageHit(meta: SearchMeta, texts: SectionTexts, p: number, words: string[], bestSections: readonly number[] = [], message?: number): SearchHit {
  const [title, href, breadcrumb, kind] = meta.pages[p]!;
  const sections = bestSections.map((s) => {
    const [, anchor, heading] = meta.sections[s]!;
    return { heading, href: anchor ? `${href}#${anchor}` : href, snippet: snippet(texts.of(s), words) };
  });
  const hit: SearchHit = { title, href, breadcrumb, kind, snippet: snippet(texts.description(p), words), sections };
  const pasted = message === undefined ? '' : texts.message(p, message);
  if (pasted) hit.message = pasted;
  return hit;
}
