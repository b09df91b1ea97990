import { slug } from 'github-slugger';
import type { SearchMeta, SearchMetaWire, SearchSection } from './types';

/**
 * `meta.json` on the wire and in memory. The browser fetches it before its first result, so what it can rebuild is
 * not sent: sections and phrases are numbered page by page, so a count per page replaces each one's page id; a
 * section's anchor is left out when it is its heading's slug (most are), a page's top section (no anchor, the page's
 * title) is `0`, and a phrase's word count is one base-36 digit. The engine works on the expanded form (`SearchMeta`).
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** How many entries of a list numbered page by page belong to each page (`pages` ascending). */
function countsOf(pages: readonly number[], pageCount: number): number[] {
  const counts = new Array<number>(pageCount).fill(0);
  let last = 0;
  for (const p of pages) {
    if (p < last) throw new Error(`search index: entries are not numbered page by page (page ${p} after page ${last})`);
    counts[p]!++;
    last = p;
  }
  return counts;
}

function pagesOf(counts: readonly number[]): number[] {
  return counts.flatMap((n, p) => new Array<number>(n).fill(p));
}

export function packMeta(meta: SearchMeta): SearchMetaWire {
  const lengths = meta.phrases.lengths.map((n, k) => {
    const digit = DIGITS[n];
    if (!digit) throw new Error(`search index: phrase ${k} has ${n} words; a phrase of the index may have at most ${DIGITS.length - 1}`);
    return digit;
  });
  return {
    ...meta,
    sections: {
      counts: countsOf(
        meta.sections.map((s) => s[0]),
        meta.pages.length,
      ),
      list: meta.sections.map(([p, anchor, heading]) =>
        anchor === '' && heading === meta.pages[p]![0] ? 0 : anchor === slug(heading) ? heading : [anchor, heading],
      ),
    },
    phrases: {
      counts: countsOf(meta.phrases.pages, meta.pages.length),
      lengths: lengths.join(''),
      kinds: meta.phrases.kinds,
      messages: meta.phrases.messages,
      carriers: meta.phrases.carriers,
      extras: meta.phrases.extras,
    },
  };
}

export function unpackMeta(wire: SearchMetaWire): SearchMeta {
  const sectionPages = pagesOf(wire.sections.counts);
  return {
    ...wire,
    sections: wire.sections.list.map((s, i): SearchSection => {
      const p = sectionPages[i]!;
      return s === 0 ? [p, '', wire.pages[p]![0]] : typeof s === 'string' ? [p, slug(s), s] : [p, s[0], s[1]];
    }),
    phrases: {
      pages: pagesOf(wire.phrases.counts),
      lengths: [...wire.phrases.lengths].map((d) => DIGITS.indexOf(d)),
      kinds: wire.phrases.kinds,
      messages: wire.phrases.messages,
      carriers: wire.phrases.carriers,
      extras: wire.phrases.extras,
    },
  };
}
