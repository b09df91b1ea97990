// The build's caches, all under .next/cache: the only folder a Vercel-style platform keeps from one build to the next.
//
// Every cache is keyed by a hash of the code that produced it (`codeKey`: the local sources a step's entry point
// imports, the lockfile and Node's version), and every entry in it by the exact bytes of its input, so a cache is
// reused only for byte-identical inputs and code. A cache file is stored with its SHA-256 and ignored, never trusted,
// when it does not match or does not parse: a damaged cache costs a full rebuild, never a wrong page.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { COLLECTION_CACHE } from '../../lib/collection/paths.mjs';

/** The folder of the site's own caches (Turbopack keeps its own in .next/cache/turbopack, diagrams in .next/cache/diagrams). */
export const CACHE_DIR = '.next/cache/docs';

export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The hash of the code behind a build step: the content of every local file `entries` import (found by esbuild, with
 * packages left out), of `extraFiles` (data read at run time), of package-lock.json (the packages' versions) and
 * Node's version. Any change to any of them gives a new key.
 */
export async function codeKey(entries, extraFiles = [], root = process.cwd()) {
  const result = await esbuild.build({
    entryPoints: entries.map((e) => join(root, e)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
  });
  const files = [...new Set([...Object.keys(result.metafile.inputs), ...extraFiles, 'package-lock.json'])].sort();
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of files)
    hash
      .update(`${file}\n`)
      .update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : '(missing)')
      .update('\n');
  return hash.digest('hex').slice(0, 24);
}

/**
 * Writes `data` (a string or Buffer) to `file` with its checksum in `file.sha256`, through a temporary file and a
 * rename, so that a build stopped half-way leaves the previous version or nothing, never a torn file.
 */
export function writeChecked(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, data);
  writeFileSync(`${file}.sha256.tmp`, sha256(data));
  renameSync(`${file}.tmp`, file);
  renameSync(`${file}.sha256.tmp`, `${file}.sha256`);
}

/**
 * `writeChecked` for data made one line at a time (`lines`: strings without a newline): each line is written and
 * hashed as it comes, so the whole text is never one string in memory (the content cache of a large site would
 * otherwise be one string of tens of megabytes, besides the objects it was made from). Read it back with
 * `readChecked` and `eachLine`.
 * @param {string} file
 * @param {Iterable<string>} lines
 */
export function writeCheckedLines(file, lines) {
  mkdirSync(dirname(file), { recursive: true });
  const hash = createHash('sha256');
  const fd = openSync(`${file}.tmp`, 'w');
  try {
    for (const line of lines) {
      const bytes = Buffer.from(`${line}\n`, 'utf8');
      hash.update(bytes);
      writeSync(fd, bytes);
    }
  } finally {
    closeSync(fd);
  }
  writeFileSync(`${file}.sha256.tmp`, hash.digest('hex'));
  renameSync(`${file}.tmp`, file);
  renameSync(`${file}.sha256.tmp`, `${file}.sha256`);
}

/**
 * The lines of a file written by `writeCheckedLines` (its content as `readChecked` returned it), one string at a
 * time.
 * @param {Buffer} data
 * @returns {Generator<string>}
 */
export function* eachLine(data) {
  let start = 0;
  for (let end = data.indexOf(10, start); end !== -1; start = end + 1, end = data.indexOf(10, start)) yield data.toString('utf8', start, end);
  if (start < data.length) yield data.toString('utf8', start);
}

/** The content of a file written by `writeChecked`, or null when it is missing or does not match its checksum. */
export function readChecked(file) {
  try {
    const data = readFileSync(file);
    return readFileSync(`${file}.sha256`, 'utf8') === sha256(data) ? data : null;
  } catch {
    return null;
  }
}

/** Removes every entry of `dir` but `keep`: the caches of other code versions, which would only grow the folder. */
export function pruneExcept(dir, keep) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name !== keep && !name.startsWith(`${keep}.`)) rmSync(join(dir, name), { recursive: true, force: true });
}

// contentlayer's cache (.contentlayer/.cache/v<version>/data-<config hash>.json) holds every compiled page and
// reuses it when the page file's modification time is unchanged. A fresh checkout gives every file a new time, so
// on the platform it would reuse nothing, and a time says nothing about the bytes. The build therefore keeps the
// cache under .next/cache with each page's SHA-256, and before contentlayer runs writes back only the pages whose
// bytes are unchanged, stamped with their file's current time; every other page is compiled again.

const COLLECTION_STORE = `${CACHE_DIR}/contentlayer`;
const mtimeOf = (file) => statSync(file).mtime.getTime().toString();

/**
 * Hashes of the page files before contentlayer reads them: `{ [path under content/]: { sha, mtime } }`.
 * @param {string} contentDir
 */
export function hashSources(contentDir = 'content') {
  const sources = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mdx'))
        sources[
          path
            .slice(contentDir.length + 1)
            .split('\\')
            .join('/')
        ] = { sha: sha256(readFileSync(path)), mtime: mtimeOf(path) };
    }
  };
  walk(contentDir);
  return sources;
}

/**
 * Puts contentlayer's cache in place from .next/cache for code `key`: any cache already in .contentlayer is removed
 * (it may come from other code), and a page of the stored cache is kept only when its file still has the bytes it was
 * compiled from. Returns how many pages contentlayer will take from the cache.
 */
export function restoreCollectionCache(key, sources, contentDir = 'content') {
  rmSync(COLLECTION_CACHE, { recursive: true, force: true });
  const dir = join(COLLECTION_STORE, key);
  const manifest = readChecked(join(dir, 'manifest.json'));
  if (!manifest) return 0;
  let reused = 0;
  try {
    const { files, pages } = JSON.parse(manifest.toString('utf8'));
    for (const [name, target] of Object.entries(files)) {
      const data = readChecked(join(dir, name));
      if (!data) return 0;
      const cache = JSON.parse(data.toString('utf8'));
      const items = cache.cacheItemsMap;
      for (const [path, item] of Object.entries(items)) {
        const stored = pages[path];
        const now = sources[path];
        if (stored && now && stored.sha === now.sha && stored.mtime === item.documentHash && item.hasWarnings === false) {
          item.documentHash = mtimeOf(join(contentDir, path));
          reused++;
        } else delete items[path];
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(cache));
    }
  } catch {
    rmSync(COLLECTION_CACHE, { recursive: true, force: true });
    return 0;
  }
  return reused;
}

/**
 * Stores the cache contentlayer just wrote under .next/cache for code `key`, with the hash of each page's bytes as
 * read before the compile (`sources`); a page whose file changed during the build is left out.
 */
export function saveCollectionCache(key, sources, contentDir = 'content') {
  if (!existsSync(COLLECTION_CACHE)) return 0;
  const dir = join(COLLECTION_STORE, key);
  rmSync(dir, { recursive: true, force: true });
  const files = {};
  const pages = {};
  let n = 0;
  for (const version of readdirSync(COLLECTION_CACHE)) {
    for (const name of readdirSync(join(COLLECTION_CACHE, version))) {
      if (!/^data-.*\.json$/.test(name)) continue;
      const target = join(COLLECTION_CACHE, version, name);
      const data = readFileSync(target);
      for (const [path, item] of Object.entries(JSON.parse(data.toString('utf8')).cacheItemsMap)) {
        const source = sources[path];
        if (!source || source.mtime !== item.documentHash || mtimeOf(join(contentDir, path)) !== source.mtime) continue;
        pages[path] = source;
        n++;
      }
      const stored = `${version}-${name}`;
      writeChecked(join(dir, stored), data);
      files[stored] = target;
    }
  }
  writeChecked(join(dir, 'manifest.json'), JSON.stringify({ files, pages }));
  pruneExcept(COLLECTION_STORE, key);
  return n;
}
