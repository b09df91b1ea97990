import { readFileSync } from 'node:fs';
import { SearchEngine } from '../lib/search/engine';
import { evaluate, formatEvaluation, KEYWORD_SET, NATURAL_SET } from '../__tests__/search/evaluate';
import { DEV_QUERIES, DEV_QUERIES_2 } from '../__tests__/search/dev-queries';

/**
 * The development loop of issue 28: success per kind on the keyword, tuning and development sets, with the
 * development set's misses listed (pass `--misses` to list the tuning set's too). It never evaluates the held-out
 * set, which only bench/search.ts and the search suite measure. Run after `npm run content`.
 */
const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
engine.addBody(JSON.parse(readFileSync('generated/search-body.json', 'utf8')));
const keyword = evaluate(engine, KEYWORD_SET);
const natural = evaluate(engine, NATURAL_SET);
const dev = evaluate(engine, DEV_QUERIES);
const dev2 = evaluate(engine, DEV_QUERIES_2);
console.log(formatEvaluation('keyword set', keyword));
console.log(formatEvaluation('natural-language (tuning) set', natural));
console.log(formatEvaluation('development set', dev));
console.log(formatEvaluation('development set, second block', dev2));
if (process.argv.includes('--misses'))
  console.log(`tuning set, not first:\n  ${natural.misses.join('\n  ')}\nkeyword set, not first:\n  ${keyword.misses.join('\n  ')}`);
console.log(`development set, not first:\n  ${[...dev.misses, ...dev2.misses].join('\n  ')}`);
