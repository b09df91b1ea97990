import { mkdirSync, writeFileSync } from 'node:fs';
import { checkContent, formatError } from '../lib/content-check';
import { readContent } from './check-content';
import { breadcrumbs } from '../lib/sidebar';
import { buildSearch } from '../lib/search/build';
import { searchSource } from '../lib/search/sources';

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
const searchStarted = Date.now();
const listed = result.docs.filter((d) => !d.frontmatter.unlisted);
const search = await buildSearch(listed.map((d) => searchSource(d, breadcrumbs(result.sidebar, d.href).slice(0, -1).map((c) => c.label).join(' › '))));
mkdirSync('public/search', { recursive: true });
writeFileSync('public/search/meta.json', JSON.stringify(search.meta));
writeFileSync('public/search/head.json', JSON.stringify(search.head));
writeFileSync('public/search/body.json', JSON.stringify({ index: search.body, ...search.texts }));
console.log(`Search index: ${search.meta.pages.length} pages, ${search.meta.sections.length} sections in ${Date.now() - searchStarted} ms.`);
console.log(`Content checked and generated: ${result.docs.length} pages in ${Date.now() - started} ms.`);
