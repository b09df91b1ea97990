import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '@/lib/search/engine';
import { SEARCH_QUERIES } from './queries';

const read = (name: string) => JSON.parse(readFileSync(`public/search/${name}.json`, 'utf8'));
let engine: SearchEngine;

beforeAll(() => {
  engine = new SearchEngine(read('meta'), read('head'));
  const body = read('body');
  engine.addBody(body.index, body);
});

describe('search quality over the built site', () => {
  it('has a query set of at least 100 realistic queries whose pages exist', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(100);
    const hrefs = new Set(read('meta').pages.map((p: [string, string]) => p[1]));
    expect(SEARCH_QUERIES.filter(([, href]) => !hrefs.has(href))).toEqual([]);
  });

  it('finds the expected page in the top three for at least 95% of queries and first for at least 80%', () => {
    const misses: string[] = [];
    let top1 = 0;
    let top3 = 0;
    for (const [query, expected] of SEARCH_QUERIES) {
      const hrefs = engine.search(query, { limit: 3 }).hits.map((h) => h.href);
      if (hrefs[0] === expected) top1++;
      if (hrefs.includes(expected)) top3++;
      else misses.push(`${query} → ${hrefs.join(', ')} (want ${expected})`);
    }
    const n = SEARCH_QUERIES.length;
    console.log(`search quality: success@1 ${((100 * top1) / n).toFixed(1)}%, success@3 ${((100 * top3) / n).toFixed(1)}% over ${n} queries`);
    if (misses.length) console.log(`not in the top three:\n  ${misses.join('\n  ')}`);
    expect(top3 / n).toBeGreaterThanOrEqual(0.95);
    expect(top1 / n).toBeGreaterThanOrEqual(0.8);
  });

  it('finds identifiers whole and by their parts, prefixes and typos', () => {
    for (const q of ['DATE_TRUNC', 'date_trunc', 'date trunc']) expect(engine.search(q).hits[0]?.href).toBe('/current/reference/sql/sql-functions/functions/DATE_TRUNC');
    expect(engine.search('optim', { limit: 3 }).hits.map((h) => h.href)).toContain('/current/reference/sql/commands/apache-iceberg-tables/optimize-table');
    const typo = engine.search('refelction');
    expect(typo.corrected).toBe('reflection');
    expect(typo.hits.length).toBeGreaterThan(0);
  });

  it('filters by kind and groups sections under their page', () => {
    const fns = engine.search('date', { kind: 'sql-function', limit: 20 }).hits;
    expect(fns.length).toBeGreaterThan(3);
    expect(fns.every((h) => h.kind === 'sql-function')).toBe(true);
    const hrefs = engine.search('reflection', { limit: 20 }).hits.map((h) => h.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('returns nothing for an empty query and treats markup as text', () => {
    expect(engine.search('   ').hits).toEqual([]);
    expect(() => engine.search('<img src=x onerror=alert(1)>')).not.toThrow();
  });
});
