import FlexSearch from 'flexsearch';

const { Index, Encoder } = FlexSearch;

/**
 * FlexSearch does the word lookup of the head fields (titles, keyword phrases, descriptions, headings): one index
 * per field. Text goes in already normalised and stemmed by lib/search/text.ts, as words joined by spaces, so the
 * encoder only splits (numbers stay whole); the same words come back out of a query, and ranking is
 * lib/search/scoring.ts's.
 */
const encoder = () => new Encoder({ normalize: false, dedupe: false, split: ' ', numeric: false, minlength: 1 });

export type FieldIndex = InstanceType<typeof Index>;

/** One word's entry in an exported map chunk: the word and its id lists, one per resolution slot. */
type MapEntry = [word: string, slots: (number[] | null)[]];

/**
 * A field index as FlexSearch exports it, chunk key → chunk, made smaller for the wire: the registry chunk (`reg`,
 * every id the index holds) is left out, since it is exactly the ids of the map and is rebuilt from them on import,
 * and each id list of a map chunk is written as gaps (`[3, 5, 9]` → `[3, 2, 4]`). Both are undone before
 * FlexSearch imports it. See lib/search/README.md.
 */
export type ExportedIndex = Record<string, MapEntry[]>;

const isRegistry = (key: string) => /(^|\.)reg$/.test(key);
const isMap = (key: string) => /(^|\.)map$/.test(key);

export const createFieldIndex = (): FieldIndex => new Index({ tokenize: 'strict', encoder: encoder(), resolution: 1 });

/** A field index of the given records (id → its words), built in ascending id order. */
export function fieldIndex(records: ReadonlyMap<number, readonly string[]>): FieldIndex {
  const index = createFieldIndex();
  for (const id of [...records.keys()].sort((a, b) => a - b)) {
    const words = records.get(id)!;
    if (words.length) index.add(id, words.join(' '));
  }
  return index;
}

export async function exportIndex(index: FieldIndex): Promise<ExportedIndex> {
  const out: ExportedIndex = {};
  await index.export((key: string, data: string) => {
    if (isRegistry(key)) return;
    if (!isMap(key)) throw new Error(`FlexSearch export: unexpected chunk ${key}`);
    const entries = JSON.parse(data) as MapEntry[];
    out[key] = entries.map(([word, slots]) => [word, slots.map((ids) => ids && ids.map((id, i) => (i ? id - ids[i - 1]! : id)))]);
  });
  return out;
}

export function importIndex(data: ExportedIndex): FieldIndex {
  const index = createFieldIndex();
  const registry = new Set<number>();
  for (const [key, entries] of Object.entries(data)) {
    const map: MapEntry[] = entries.map(([word, slots]) => [
      word,
      slots.map((gaps) => {
        if (!gaps) return gaps;
        let id = 0;
        return gaps.map((gap) => {
          id += gap;
          registry.add(id);
          return id;
        });
      }),
    ]);
    index.import(key, map as never);
  }
  index.import('reg', [...registry].sort((a, b) => a - b) as never);
  return index;
}

/** The words of an exported field index. */
export const exportedWords = (data: ExportedIndex): string[] => Object.values(data).flatMap((entries) => entries.map(([word]) => word));

/** The ids of every record whose field holds `word`, ascending (`limit`: at least the number of records). */
export const idsWith = (index: FieldIndex, word: string, limit: number): number[] =>
  (index.search(word, { limit }) as (number | string)[]).map(Number).sort((a, b) => a - b);
