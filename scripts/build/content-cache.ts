import { join } from 'node:path';
import type { InlineBlocks, PageParts } from '../../lib/model/page';
import type { CachedFile } from '../../lib/pipeline/checks/content-check';
import { CACHE_DIR, eachLine, pruneExcept, readChecked, sha256, writeCheckedLines } from './cache.mjs';

/**
 * The content step's cache under .next/cache (scripts/build/cache.mjs): each page as the content check loaded it
 * (parsed, with its own errors and its claims errors), reused by `checkContent` only while the file's source is the
 * same string, and each page's Markdown export by a hash of everything it is made from. Stored as one file per code
 * key (the hash of the content step's sources, its data and the lockfile), one JSON line per entry: written and read
 * an entry at a time, so that neither step holds the whole file as one string (at three times today's pages the file
 * is about 80 MB, and making it as one string took the content step from 0.7 to 1.1 GB of memory).
 */
export interface ContentCache {
  /** The content check's per-file cache (`CheckOptions.cache`). */
  check: Map<string, CachedFile>;
  /** Markdown exports by `markdownKey`. */
  markdown: Map<string, string>;
  /** The last build's typed texts and their parsed blocks (`PageParts.inline`), which this one takes instead of parsing them. */
  inline: Record<string, InlineBlocks>;
  /** The last build's typed code blocks as highlighted HTML by key (`PageParts.code`), which this one takes instead of highlighting them. */
  code: Record<string, string>;
}

const STORE = `${CACHE_DIR}/content`;
const fileOf = (key: string) => join(STORE, `${key}.json`);

/** The cache for code `key`, or an empty one when there is none or it is damaged. */
export function loadContentCache(key: string): ContentCache {
  const empty = (): ContentCache => ({ check: new Map(), markdown: new Map(), inline: {}, code: {} });
  const data = readChecked(fileOf(key));
  if (!data) return empty();
  const cache = empty();
  try {
    for (const line of eachLine(data)) {
      const entry = JSON.parse(line) as
        ['check', string, CachedFile] | ['markdown', string, string] | ['inline', string, InlineBlocks] | ['code', string, string];
      if (entry[0] === 'check') {
        const file = entry[2];
        // A page's anchors are a Set, stored as an array.
        if (file.doc) file.doc.anchors = new Set(file.doc.anchors as unknown as string[]);
        cache.check.set(entry[1], file);
      } else if (entry[0] === 'markdown') cache.markdown.set(entry[1], entry[2]);
      else if (entry[0] === 'inline') cache.inline[entry[1]] = entry[2];
      else cache.code[entry[1]] = entry[2];
    }
    return cache;
  } catch {
    return empty();
  }
}

/**
 * Stores the check's entries for the files of this build (`paths`), the Markdown exports used in it (`markdown`) and
 * its parsed typed texts and highlighted typed code (`parts`), replacing the caches of other code versions.
 */
export function saveContentCache(
  key: string,
  checked: ReadonlyMap<string, CachedFile>,
  paths: readonly string[],
  markdown: ReadonlyMap<string, string>,
  parts: Partial<PageParts> = {},
) {
  const setsAsArrays = (_: string, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)] : value);
  function* lines() {
    for (const p of paths) {
      const file = checked.get(p);
      if (file) yield JSON.stringify(['check', p, file], setsAsArrays);
    }
    for (const [k, md] of markdown) yield JSON.stringify(['markdown', k, md]);
    for (const [text, blocks] of Object.entries(parts.inline ?? {})) yield JSON.stringify(['inline', text, blocks]);
    for (const [k, html] of Object.entries(parts.code ?? {})) yield JSON.stringify(['code', k, html]);
  }
  writeCheckedLines(fileOf(key), lines());
  pruneExcept(STORE, `${key}.json`);
}

/** The key of a page's Markdown export: the hash of its body's source and of every other input, in order. */
export function markdownKey(body: string, inputs: unknown): string {
  return sha256(`${body}\u0000${JSON.stringify(inputs)}`);
}
