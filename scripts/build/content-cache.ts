import { join } from 'node:path';
import type { CachedFile } from '../../lib/pipeline/checks/content-check';
import { CACHE_DIR, pruneExcept, readChecked, sha256, writeChecked } from './cache.mjs';

/**
 * The content step's cache under .next/cache (scripts/build/cache.mjs): each page as the content check loaded it
 * (parsed, with its own errors and its claims errors), reused by `checkContent` only while the file's source is the
 * same string, and each page's Markdown export by a hash of everything it is made from. Stored as one file per code
 * key (the hash of the content step's sources, its data and the lockfile).
 */
export interface ContentCache {
  /** The content check's per-file cache (`CheckOptions.cache`). */
  check: Map<string, CachedFile>;
  /** Markdown exports by `markdownKey`. */
  markdown: Map<string, string>;
}

const STORE = `${CACHE_DIR}/content`;
const fileOf = (key: string) => join(STORE, `${key}.json`);

/** The cache for code `key`, or an empty one when there is none or it is damaged. */
export function loadContentCache(key: string): ContentCache {
  const empty = (): ContentCache => ({ check: new Map(), markdown: new Map() });
  const data = readChecked(fileOf(key));
  if (!data) return empty();
  try {
    const stored = JSON.parse(data.toString('utf8')) as { check: [string, CachedFile][]; markdown: [string, string][] };
    // A page's anchors are a Set, stored as an array.
    for (const [, file] of stored.check) if (file.doc) file.doc.anchors = new Set(file.doc.anchors as unknown as string[]);
    return { check: new Map(stored.check), markdown: new Map(stored.markdown) };
  } catch {
    return empty();
  }
}

/**
 * Stores the check's entries for the files of this build (`paths`) and the Markdown exports used in it
 * (`markdown`), replacing the caches of other code versions.
 */
export function saveContentCache(key: string, checked: ReadonlyMap<string, CachedFile>, paths: readonly string[], markdown: ReadonlyMap<string, string>) {
  const check = paths.flatMap((p) => {
    const file = checked.get(p);
    return file ? [[p, file] as const] : [];
  });
  const text = JSON.stringify({ check, markdown: [...markdown] }, (_, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)] : value));
  writeChecked(fileOf(key), text);
  pruneExcept(STORE, `${key}.json`);
}

/** The key of a page's Markdown export: the hash of its body's source and of every other input, in order. */
export function markdownKey(body: string, inputs: unknown): string {
  return sha256(`${body}\u0000${JSON.stringify(inputs)}`);
}
