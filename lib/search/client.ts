import 'client-only';
import { SearchEngine } from './engine';
import { shardFile } from './postings';
import type { Postings, SearchHead, SearchHit, SearchMetaWire } from './types';

/** The engine of each version's index, by the folder of its head files (`/search`, `/search/26.x`). */
const engines = new Map<string, Promise<SearchEngine>>();
/** Fetches under way or done, by URL: each file is fetched once per page view and then served from cache. */
const fetched = new Map<string, Promise<void>>();

const getJson = <T>(path: string) =>
  fetch(path).then((r) => {
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r.json() as Promise<T>;
  });

/** Fetches `url` once and hands its JSON to `use`; a failed fetch may be tried again. */
function once<T>(url: string, use: (data: T) => void): Promise<void> {
  let p = fetched.get(url);
  if (!p) {
    p = getJson<T>(url).then(use);
    p.catch(() => fetched.delete(url));
    fetched.set(url, p);
  }
  return p;
}

/**
 * Loads what the first query needs: the page and section tables and the FlexSearch indexes of titles, keywords,
 * descriptions and headings (about 161 KiB gzipped, bench/README.md). Section text comes in shards, by the words each query needs
 * (`loadFor`); a shown page's description and section texts, for its snippets, in a file of its own (`loadTexts`).
 */
export function loadSearch(version?: string): Promise<SearchEngine> {
  // Current's index is under /search/, a frozen version's head files under /search/<label>/ (its shards, like
  // current's, in a folder named by a hash: scripts/build/build-versions.ts).
  const base = version ? `/search/${encodeURIComponent(version)}` : '/search';
  let engine = engines.get(base);
  if (!engine) {
    engine = Promise.all([getJson<SearchMetaWire>(`${base}/meta.json`), getJson<SearchHead>(`${base}/head.json`)]).then(
      ([meta, head]) => new SearchEngine(meta, head),
    );
    engine.catch(() => engines.delete(base));
    engines.set(base, engine);
  }
  return engine;
}

/**
 * Fetches the body shards `query` needs, until its reading asks for no more (a loaded shard can reveal variants of
 * a word, in shards of their own). Resolves true when anything new was loaded, so the caller searches again.
 */
export async function loadFor(e: SearchEngine, query: string): Promise<boolean> {
  let loaded = false;
  for (let round = 0; round < 3; round++) {
    const keys = e.shardsFor(query);
    if (!keys.length) break;
    await Promise.all(keys.map((key) => once<Postings>(`/search/${e.shardDir}/w/${shardFile(key)}.json`, (p) => e.addShard(key, p))));
    loaded = true;
  }
  return loaded;
}

/** Fetches the section texts (snippets) of the pages of `hits` that lack them. Resolves true when any loaded. */
export async function loadTexts(e: SearchEngine, hits: readonly SearchHit[]): Promise<boolean> {
  const pages = e.textsFor(hits);
  await Promise.all(pages.map((p) => once<string[]>(`/search/${e.shardDir}/t/${p}.json`, (t) => e.addTexts(p, t))));
  return pages.length > 0;
}
