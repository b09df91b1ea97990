import FlexSearch from 'flexsearch';
import { searchText, STOP_WORDS, terms } from './text';
import type { SearchBodyTexts, SearchMeta, SearchSource } from './types';

const { Document, Encoder } = FlexSearch;

export const SEARCH_VERSION = 1;
const SECTION_TEXT_LIMIT = 400;

/** One encoder for building and querying: the shared normalisation, no stemming, no phonetic folding. */
export const encoder = () => new Encoder({ normalize: false, dedupe: false, prepare: searchText, filter: STOP_WORDS });

/** Titles, names, descriptions and headings: prefix matching, for as-you-type search. */
export const createHeadIndex = () =>
  new Document({ tokenize: 'forward', encoder: encoder(), resolution: 9, document: { id: 'id', index: ['title', 'heading'] } });

/** Section text: whole words only, which keeps the index small. */
export const createBodyIndex = () => new Document({ tokenize: 'strict', encoder: encoder(), resolution: 9, document: { id: 'id', index: ['text'] } });

export interface BuiltSearch {
  meta: SearchMeta;
  head: Record<string, string>;
  body: Record<string, string>;
  texts: SearchBodyTexts;
}

async function exportIndex(index: InstanceType<typeof Document>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await index.export((key: string, data: string) => {
    out[key] = data;
  });
  return out;
}

/**
 * Builds the search files from page sources. Record ids: page p is `p` in the head index; section s is
 * `pages.length + s` in the head index (its heading) and `s` in the body index (its text).
 */
export async function buildSearch(sources: readonly SearchSource[]): Promise<BuiltSearch> {
  const meta: SearchMeta = { version: SEARCH_VERSION, pages: [], sections: [], vocabulary: [] };
  const texts: string[] = [];
  const head = createHeadIndex();
  const body = createBodyIndex();
  const vocabulary = new Set<string>();
  const addWords = (text: string) => terms(text).forEach((t) => t.length >= 3 && !/^\d+$/.test(t) && vocabulary.add(t));

  sources.forEach((s, p) => {
    meta.pages.push([s.title, s.href, s.breadcrumb, s.kind, s.description]);
    const titleText = [s.title, ...s.names].join(' ');
    head.add({ id: p, title: `${titleText} ${titleText.replace(/[_.]/g, '')}`, heading: s.description });
    addWords(titleText);
    addWords(s.description);
  });
  for (const [p, s] of sources.entries()) {
    for (const section of s.sections) {
      const id = meta.sections.length;
      meta.sections.push([p, section.anchor, section.heading]);
      texts.push(section.text.slice(0, SECTION_TEXT_LIMIT));
      head.add({ id: sources.length + id, title: '', heading: section.heading });
      body.add({ id, text: `${section.heading} ${section.text}` });
      addWords(section.heading);
    }
  }
  meta.vocabulary = [...vocabulary].sort();
  return { meta, head: await exportIndex(head), body: await exportIndex(body), texts: { texts } };
}
