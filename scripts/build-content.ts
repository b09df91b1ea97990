import { mkdirSync, writeFileSync } from 'node:fs';
import { checkContent, formatError } from '../lib/content-check';
import { readContent } from './check-content';

/**
 * The content step of `npm run build`: validate everything, then write the data the app and the proxy read.
 * Nothing is written when any check fails, so a bad change never yields a partial site.
 */
const started = Date.now();
const files = readContent('content');
const result = checkContent(files, { lengthRules: true });
if (result.errors.length) {
  for (const e of result.errors) console.error(formatError(e));
  console.error(`Content check failed with ${result.errors.length} error(s); nothing was built.`);
  process.exit(1);
}

const categories = files
  .filter((f) => f.path.endsWith('/_category.json'))
  .map((f) => ({ dir: f.path.replace(/^content\//, '').replace(/\/_category\.json$/, ''), ...(JSON.parse(f.source) as { label: string; position?: number }) }));

mkdirSync('generated', { recursive: true });
writeFileSync('generated/categories.json', JSON.stringify(categories, null, 1));
writeFileSync('generated/routes.json', JSON.stringify({ hrefs: result.docs.map((d) => d.href).sort() }));
console.log(`Content checked and generated: ${result.docs.length} pages in ${Date.now() - started} ms.`);
