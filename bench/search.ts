import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { checkContent } from '../lib/pipeline/checks/content-check';
import { buildSearch } from '../lib/search/build';
import { SearchEngine } from '../lib/search/engine';
import { searchSources } from '../lib/search/sources';
import { readContent } from '../lib/pipeline/checks/read-content';
import { evaluate, formatEvaluation, HELDOUT_SET, KEYWORD_SET, NATURAL_SET, sessionTransfer } from '../__tests__/search/evaluate';

/**
 * Search figures: index build time and sizes; what a reader's browser fetches (gzipped) for the first results and
 * for sessions of five different queries, fetching body shards and snippet texts as lib/search/client.ts does;
 * query latency; success@1/@3 per kind on the keyword, natural-language (tuning) and held-out sets.
 * Run after `npm run content` (it reads public/search and generated/search-body.json).
 */
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const result = checkContent(readContent('content'));
const started = performance.now();
const built = await buildSearch(searchSources(result), JSON.parse(readFileSync('data/search-thesaurus.json', 'utf8')));
const buildMs = performance.now() - started;

const gz = (json: string) => gzipSync(json).length;
const meta = readFileSync('public/search/meta.json', 'utf8');
const head = readFileSync('public/search/head.json', 'utf8');
const firstResults = gz(meta) + gz(head);
const shardBytes = Object.values(built.shards)
  .map((s) => gz(JSON.stringify(s)))
  .sort((a, b) => a - b);

const pool = [...NATURAL_SET, ...KEYWORD_SET].map((q) => q.query);
const sessions: { first: number; total: number }[] = [];
for (let i = 0; i + 5 <= pool.length; i += 5) {
  const t = sessionTransfer(pool.slice(i, i + 5));
  sessions.push({ first: t.firstQuery, total: t.session });
}
const at = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;

const engine = new SearchEngine(JSON.parse(meta), JSON.parse(head));
engine.addBody(JSON.parse(readFileSync('generated/search-body.json', 'utf8')));
const queries = [...KEYWORD_SET, ...NATURAL_SET].map((q) => q.query);
for (const q of queries) engine.search(q); // warm up
// Wall time, and the process's CPU time (which a machine shared with other work does not inflate).
const times: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
    const c = process.cpuUsage();
    const t = performance.now();
    engine.search(q);
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
}
const pct = (p: number, list = times) => at(list, p).toFixed(2);

console.log(`search index build: ${buildMs.toFixed(0)} ms for ${built.meta.pages.length} pages, ${built.meta.sections.length} sections`);
console.log(`  meta.json: ${kib(meta.length)} raw, ${kib(gz(meta))} gzipped; head.json: ${kib(head.length)} raw, ${kib(gz(head))} gzipped`);
console.log(
  `  body: ${shardBytes.length} shards, ${kib(shardBytes.reduce((a, b) => a + b, 0))} gzipped in all; per shard median ${kib(at(shardBytes, 50))}, max ${kib(at(shardBytes, 100))}`,
);
console.log(`first results transfer (meta + head, gzipped): ${kib(firstResults)}`);
console.log(`five-query sessions (${sessions.length}, consecutive queries of the natural and keyword sets), gzipped transfer:`);
const firsts = sessions.map((s) => s.first);
const totals = sessions.map((s) => s.total);
console.log(`  first query complete (shards + snippets): median ${kib(at(firsts, 50))}, max ${kib(at(firsts, 100))}`);
console.log(`  whole session: median ${kib(at(totals, 50))}, p95 ${kib(at(totals, 95))}, max ${kib(at(totals, 100))}`);
console.log(
  `query time over ${times.length} queries: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms (CPU: p50 ${pct(50, cpu)} ms, p95 ${pct(95, cpu)} ms)`,
);
console.log(formatEvaluation('keyword set, success@1 / success@3', evaluate(engine, KEYWORD_SET)));
console.log(formatEvaluation('natural-language (tuning) set by kind, success@1 / success@3', evaluate(engine, NATURAL_SET)));
console.log(formatEvaluation('held-out set by kind, success@1 / success@3', evaluate(engine, HELDOUT_SET)));
