import FlexSearch from 'flexsearch';

const { Index, Encoder } = FlexSearch;

/**
 * One FlexSearch index per field (titles, descriptions, headings, section text) does the word lookup. Text goes
 * in already normalised and stemmed by lib/search/text.ts, as words joined by spaces, so the encoder only splits
 * (numbers stay whole); the same words come back out of a query, and ranking is lib/search/engine.ts's.
 */
const encoder = () => new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false, minlength: 1 });

export type FieldIndex = InstanceType<typeof Index>;
/** A field index as FlexSearch exports it: its chunks by key. */
export type ExportedIndex = Record<string, string>;

export const createFieldIndex = (): FieldIndex => new Index({ tokenize: 'strict', encoder: encoder(), resolution: 1 });

export async function exportIndex(index: FieldIndex): Promise<ExportedIndex> {
  const out: ExportedIndex = {};
  await index.export((key: string, data: string) => {
    out[key] = data;
  });
  return out;
}

export function importIndex(data: ExportedIndex): FieldIndex {
  const index = createFieldIndex();
  for (const [key, value] of Object.entries(data)) index.import(key, value);
  return index;
}

/** The ids of every record whose field holds `word` (`limit`: at least the number of records). */
export const idsWith = (index: FieldIndex, word: string, limit: number): number[] =>
  (index.search(word, { limit }) as (number | string)[]).map(Number);
