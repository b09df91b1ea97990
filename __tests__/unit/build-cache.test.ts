import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  codeKey,
  eachLine,
  hashSources,
  readChecked,
  restoreCollectionCache,
  saveCollectionCache,
  writeChecked,
  writeCheckedLines,
} from '@/scripts/build/cache.mjs';
import { loadContentCache, markdownKey, saveContentCache } from '@/scripts/build/content-cache';
import type { CachedFile } from '@/lib/pipeline/checks/content-check';

/**
 * The build's caches under .next/cache (scripts/build/cache.mjs, content-cache.ts): the code key follows the code a
 * step imports, a cached page is reused only for the same bytes, and a damaged cache is ignored.
 */
let dir: string;
const home = process.cwd();
const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-cache-'));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
});

describe('codeKey', () => {
  beforeEach(() => {
    write('entry.ts', "import { a } from './lib/a';\nimport data from './data.json';\nexport const x = a + data.n;\n");
    write('lib/a.ts', 'export const a = 1;\n');
    write('lib/unrelated.ts', 'export const b = 2;\n');
    write('data.json', '{ "n": 1 }');
    write('extra.json', '[]');
    write('package-lock.json', '{ "lockfileVersion": 3 }');
  });

  it('is stable for the same code and changes with every file the entry imports, the extra files and the lockfile', async () => {
    const key = await codeKey(['entry.ts'], ['extra.json'], dir);
    expect(await codeKey(['entry.ts'], ['extra.json'], dir)).toBe(key);
    const changed: string[] = [];
    for (const [file, text] of [
      ['lib/a.ts', 'export const a = 2;\n'],
      ['data.json', '{ "n": 2 }'],
      ['extra.json', '[1]'],
      ['package-lock.json', '{ "lockfileVersion": 3, "x": 1 }'],
    ] as const) {
      const before = readFileSync(join(dir, file), 'utf8');
      write(file, text);
      changed.push(await codeKey(['entry.ts'], ['extra.json'], dir));
      write(file, before);
    }
    expect(new Set([key, ...changed]).size).toBe(5);
    write('lib/unrelated.ts', 'export const b = 3;\n');
    expect(await codeKey(['entry.ts'], ['extra.json'], dir)).toBe(key);
  });
});

describe('checked cache files', () => {
  it('reads back what was written and rejects a changed, torn or unsigned file', () => {
    writeChecked('c/x.json', '{"a":1}');
    expect(readChecked('c/x.json')?.toString()).toBe('{"a":1}');
    writeFileSync('c/x.json', '{"a":2}');
    expect(readChecked('c/x.json')).toBeNull();
    writeFileSync('c/x.json', '{"a":1');
    expect(readChecked('c/x.json')).toBeNull();
    writeChecked('c/y.json', '1');
    rmSync('c/y.json.sha256');
    expect(readChecked('c/y.json')).toBeNull();
    expect(readChecked('c/missing.json')).toBeNull();
  });

  it('writes lines one at a time and reads them back one at a time, under the same checksum', () => {
    const lines = ['{"a":"é, 字, 🙂"}', JSON.stringify({ text: 'two\nlines' }), '', '[1]'];
    writeCheckedLines('c/lines.json', lines.values());
    const data = readChecked('c/lines.json');
    expect(data?.toString()).toBe(lines.map((l) => `${l}\n`).join(''));
    expect([...eachLine(data!)]).toEqual(lines);
    expect([...eachLine(Buffer.from('x\ny'))]).toEqual(['x', 'y']);
    writeFileSync('c/lines.json', `${data!.toString()}[2]\n`);
    expect(readChecked('c/lines.json')).toBeNull();
  });
});

describe("contentlayer's cache", () => {
  const CACHE_FILE = '.contentlayer/.cache/v0.5.8/data-HASH.json';
  /** What contentlayer leaves after compiling the pages: each page's document, keyed by its file's mtime. */
  function compile(pages: Record<string, string>) {
    const items: Record<string, unknown> = {};
    for (const [path, text] of Object.entries(pages)) {
      write(`content/${path}`, text);
      items[path] = { document: { body: { code: `compiled(${text})` } }, documentHash: '', hasWarnings: false, documentTypeName: 'Doc' };
    }
    const sources = hashSources();
    for (const path of Object.keys(pages)) (items[path] as { documentHash: string }).documentHash = sources[path]!.mtime;
    write(CACHE_FILE, JSON.stringify({ cacheItemsMap: items }));
    return sources;
  }
  /** A fresh checkout of the same content: same bytes, new modification times, no .contentlayer. */
  function checkout() {
    rmSync('.contentlayer', { recursive: true, force: true });
    const later = new Date(Date.now() + 60_000);
    for (const path of ['a.mdx', 'b.mdx', 'dir/c.mdx']) utimesSync(join('content', path), later, later);
  }
  const restored = () => JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as { cacheItemsMap: Record<string, { documentHash: string; document: unknown }> };

  beforeEach(() => {
    const sources = compile({ 'a.mdx': 'A', 'b.mdx': 'B', 'dir/c.mdx': 'C' });
    expect(saveCollectionCache('k1', sources)).toBe(3);
  });

  it('restores every page in a fresh checkout, stamped with the new modification times', () => {
    checkout();
    const sources = hashSources();
    expect(restoreCollectionCache('k1', sources)).toBe(3);
    const items = restored().cacheItemsMap;
    expect(Object.keys(items).sort()).toEqual(['a.mdx', 'b.mdx', 'dir/c.mdx']);
    for (const path of Object.keys(items)) expect(items[path]!.documentHash).toBe(sources[path]!.mtime);
    expect(items['a.mdx']!.document).toEqual({ body: { code: 'compiled(A)' } });
  });

  it('drops a page whose bytes changed, and a page that is new, so that contentlayer compiles them', () => {
    checkout();
    write('content/b.mdx', 'B edited');
    write('content/d.mdx', 'D');
    expect(restoreCollectionCache('k1', hashSources())).toBe(2);
    expect(Object.keys(restored().cacheItemsMap).sort()).toEqual(['a.mdx', 'dir/c.mdx']);
  });

  it('drops a page whose bytes changed even when its modification time did not', () => {
    const before = hashSources();
    write('content/a.mdx', 'X');
    const t = new Date(Number(before['a.mdx']!.mtime));
    utimesSync('content/a.mdx', t, t);
    const sources = hashSources();
    expect(sources['a.mdx']!.mtime).toBe(before['a.mdx']!.mtime);
    expect(restoreCollectionCache('k1', sources)).toBe(2);
    expect(restored().cacheItemsMap['a.mdx']).toBeUndefined();
  });

  it('reuses nothing for other code, and removes a cache left in .contentlayer by other code', () => {
    expect(restoreCollectionCache('k2', hashSources())).toBe(0);
    expect(() => readFileSync(CACHE_FILE)).toThrow();
  });

  it('reuses nothing from a damaged cache', () => {
    const stored = '.next/cache/docs/contentlayer/k1/v0.5.8-data-HASH.json';
    writeFileSync(stored, readFileSync(stored, 'utf8').replace('compiled(A)', 'compiled(Z)'));
    checkout();
    expect(restoreCollectionCache('k1', hashSources())).toBe(0);
    expect(() => readFileSync(CACHE_FILE)).toThrow();
  });

  it('keeps only the cache of the latest code', () => {
    expect(saveCollectionCache('k2', hashSources())).toBe(3);
    expect(restoreCollectionCache('k1', hashSources())).toBe(0);
    expect(restoreCollectionCache('k2', hashSources())).toBe(3);
  });
});

describe("the content step's cache", () => {
  const file = (source: string): CachedFile => ({
    source,
    doc: { id: 'a', anchors: new Set(['x', 'y']) } as unknown as CachedFile['doc'],
    errors: [],
    claimErrors: [],
  });

  it('round-trips the parsed pages (anchors as a Set) and the Markdown exports of this build only', () => {
    const check = new Map([
      ['content/a.mdx', file('A')],
      ['content/gone.mdx', file('G')],
    ]);
    const inline = {
      'A `b`': [
        {
          type: 'paragraph' as const,
          children: [
            { type: 'text' as const, value: 'A ' },
            { type: 'inlineCode' as const, value: 'b' },
          ],
        },
      ],
    };
    saveContentCache('k', check, ['content/a.mdx'], new Map([['m1', '# A']]), { inline, code: { 'sql\u0000SELECT 1': '<pre>SELECT 1</pre>' } });
    const cache = loadContentCache('k');
    expect(cache.inline).toEqual(inline);
    expect(cache.code).toEqual({ 'sql\u0000SELECT 1': '<pre>SELECT 1</pre>' });
    expect([...cache.check.keys()]).toEqual(['content/a.mdx']);
    expect(cache.check.get('content/a.mdx')?.doc?.anchors).toEqual(new Set(['x', 'y']));
    expect([...cache.markdown]).toEqual([['m1', '# A']]);
    expect(loadContentCache('other').check.size).toBe(0);
  });

  it('is empty when the file is damaged', () => {
    saveContentCache('k', new Map([['content/a.mdx', file('A')]]), ['content/a.mdx'], new Map());
    const path = '.next/cache/docs/content/k.json';
    writeFileSync(path, readFileSync(path, 'utf8').replace('"A"', '"B"'));
    expect(loadContentCache('k').check.size).toBe(0);
  });

  it('keys a Markdown export by the body and every other input', () => {
    const key = markdownKey('body', { title: 'T', lastUpdated: '2026-01-01' });
    expect(markdownKey('body', { title: 'T', lastUpdated: '2026-01-01' })).toBe(key);
    expect(markdownKey('body ', { title: 'T', lastUpdated: '2026-01-01' })).not.toBe(key);
    expect(markdownKey('body', { title: 'T', lastUpdated: '2026-01-02' })).not.toBe(key);
    expect(markdownKey('body', { title: 'T' })).not.toBe(key);
  });
});
