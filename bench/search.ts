import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { checkContent } from '../lib/pipeline/checks/content-check';
import { buildSearch } from '../lib/search/build';
import { SearchEngine } from '../lib/search/engine';
import { searchSources } from '../lib/search/sources';
import { readContent } from '../scripts/check/check-content';
import { evaluate, formatEvaluation, KEYWORD_SET, NATURAL_SET } from '../__tests__/search/evaluate';

/**
 * Search figures: index build time, sizes, bytes for the first query, success@1/@3 per kind on both query sets,
 * and query latency over both sets.
 */
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const result = checkContent(readContent('content'));
const started = performance.now();
const built = await buildSearch(searchSources(result), JSON.parse(readFileSync('data/search-thesaurus.json', 'utf8')));
const buildMs = performance.now() - started;

const files = { meta: JSON.stringify(built.meta), head: JSON.stringify(built.head), body: JSON.stringify(built.body) };
const rows = Object.entries(files).map(([name, json]) => ({ name, raw: json.length, gz: gzipSync(json).length }));
const firstQuery = rows.filter((r) => r.name !== 'body').reduce((n, r) => n + r.gz, 0);

const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
engine.addBody(JSON.parse(readFileSync('public/search/body.json', 'utf8')));
const queries = [...KEYWORD_SET, ...NATURAL_SET].map((q) => q.query);
for (const q of queries) engine.search(q); // warm up
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
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
console.log(formatEvaluation('keyword set, success@1 / success@3', evaluate(engine, KEYWORD_SET)));
console.log(formatEvaluation('natural-language set by kind, success@1 / success@3', evaluate(engine, NATURAL_SET)));
