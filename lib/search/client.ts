import 'client-only';
import { SearchEngine } from './engine';
import type { SearchBody, SearchHead, SearchMeta } from './types';

let engine: Promise<SearchEngine> | null = null;
let bodyLoaded: Promise<void> | null = null;

const getJson = <T,>(path: string) => fetch(path).then((r) => {
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.json() as Promise<T>;
});

/**
 * Loads search in two steps: titles, headings and descriptions first (enough for the first query), then
 * section text in the background. Both files are fetched once per page view and then served from cache.
 */
export function loadSearch(): Promise<SearchEngine> {
  engine ??= Promise.all([getJson<SearchMeta>('/search/meta.json'), getJson<SearchHead>('/search/head.json')]).then(
    ([meta, head]) => new SearchEngine(meta, head),
  );
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** Resolves when section text is searchable too. */
export function loadSearchBody(): Promise<void> {
  bodyLoaded ??= loadSearch().then(async (e) => {
    e.addBody(await getJson<SearchBody>('/search/body.json'));
  });
  return bodyLoaded;
}
