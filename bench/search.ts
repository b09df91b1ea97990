import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { checkContent } from '../lib/content-check';
import { buildSearch } from '../lib/search/build';
import { SearchEngine } from '../lib/search/engine';
import { searchSources } from '../lib/search/sources';
import { readContent } from '../scripts/check-content';
import { SEARCH_QUERIES } from '../__tests__/search/queries';

/** Search figures: index build time, sizes, bytes for the first query, query latency over the query set. */
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const result = checkContent(readContent('content'));
const started = performance.now();
const built = await buildSearch(searchSources(result));
const buildMs = performance.now() - started;

const files = {
  meta: JSON.stringify(built.meta),
  head: JSON.stringify(built.head),
  body: JSON.stringify({ index: built.body, ...built.texts }),
};
const rows = Object.entries(files).map(([name, json]) => ({ name, raw: json.length, gz: gzipSync(json).length }));
const firstQuery = rows.filter((r) => r.name !== 'body').reduce((n, r) => n + r.gz, 0);

const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
const body = JSON.parse(readFileSync('public/search/body.json', 'utf8'));
engine.addBody(body.index, body);
for (const [q] of SEARCH_QUERIES) engine.search(q); // warm up
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const [q] of SEARCH_QUERIES) {
    const t = performance.now();
    engine.search(q);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);

console.log(`search index build: ${buildMs.toFixed(0)} ms for ${built.meta.pages.length} pages, ${built.meta.sections.length} sections`);
for (const r of rows) console.log(`  ${r.name}.json: ${kib(r.raw)} raw, ${kib(r.gz)} gzipped`);
console.log(`first query transfers (meta + head, gzipped): ${kib(firstQuery)}`);
console.log(`query time over ${times.length} queries: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
