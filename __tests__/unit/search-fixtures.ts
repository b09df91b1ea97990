import { buildSearch } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import { packMeta } from '@/lib/search/wire';
import type { SearchSource } from '@/lib/search/types';

/** A page as search reads it, with empty fields unless given; its URL is its title in lower case. */
export const searchSource = (title: string, extra: Partial<SearchSource> = {}): SearchSource => ({
  title,
  href: `/current/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  breadcrumb: '',
  kind: 'guide',
  description: `About ${title}.`,
  names: [],
  keywords: [],
  equivalents: [],
  paths: [],
  questions: [],
  errors: [],
  carriers: [],
  sections: [],
  ...extra,
});

/** The engine over an index built from `sources` (and a thesaurus, none unless given), with the whole body loaded, as the server holds it. */
export async function engineFor(sources: SearchSource[], thesaurus: unknown = { entries: [] }): Promise<SearchEngine> {
  const built = await buildSearch(sources, thesaurus);
  const engine = new SearchEngine(packMeta(built.meta), built.head);
  engine.addBody(built.body);
  return engine;
}
