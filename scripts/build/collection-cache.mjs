// `node scripts/build/collection-cache.mjs restore|save`: contentlayer's cache moved between .next/cache and
// .contentlayer (scripts/build/cache.mjs) in a process of its own, so that the build's main process, which lives until
// the last page is prerendered, never holds the parsed cache (tens of MB at 700 pages, three times that at 2,100).
// `restore` prints how many pages contentlayer will take from the cache and how many there are; it leaves the code key
// and the page hashes for `save`, which stores the cache contentlayer wrote.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, codeKey, hashSources, restoreCollectionCache, saveCollectionCache, writeChecked } from './cache.mjs';

const PENDING = join(CACHE_DIR, 'contentlayer-pending.json');

if (process.argv[2] === 'restore') {
  // Without a readable config (contentlayer then reports the error itself) the build runs without the cache.
  const key = await codeKey(['contentlayer.config.ts']).catch(() => null);
  const sources = key ? hashSources() : {};
  const reused = key ? restoreCollectionCache(key, sources) : 0;
  if (key) writeChecked(PENDING, JSON.stringify({ key, sources }));
  console.log(JSON.stringify({ reused, total: Object.keys(sources).length }));
} else if (process.argv[2] === 'save') {
  try {
    const { key, sources } = JSON.parse(readFileSync(PENDING, 'utf8'));
    saveCollectionCache(key, sources);
  } finally {
    rmSync(PENDING, { force: true });
    rmSync(`${PENDING}.sha256`, { force: true });
  }
} else throw new Error('usage: collection-cache.mjs restore|save');
