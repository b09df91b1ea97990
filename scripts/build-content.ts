import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkContent, formatError } from '../lib/content-check';
import { readContent } from './check-content';
import { buildLlmsFull, buildLlmsTxt } from '../lib/llms';
import { cataloguePage, functionEntries, functionsOf } from '../lib/functions';
import { markdownHref, pageToMarkdown } from '../lib/markdown';
import { flattenPages, landingChildren } from '../lib/sidebar';
import { buildSearch, formatThesaurusIssues, readThesaurus, ThesaurusError } from '../lib/search/build';
import { searchSources } from '../lib/search/sources';

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
// The search index is built before anything is written: a bad thesaurus entry stops the build like a content error.
const searchStarted = Date.now();
let search: Awaited<ReturnType<typeof buildSearch>>;
try {
  search = await buildSearch(searchSources(result), readThesaurus());
} catch (e) {
  if (!(e instanceof ThesaurusError)) throw e;
  for (const line of formatThesaurusIssues(e)) console.error(line);
  console.error(`Search thesaurus check failed with ${e.issues.length} error(s); nothing was built.`);
  process.exit(1);
}
const searchMs = Date.now() - searchStarted;

mkdirSync('generated', { recursive: true });
writeFileSync('generated/categories.json', JSON.stringify(result.categories, null, 1));
writeFileSync('generated/routes.json', JSON.stringify({ hrefs: result.docs.map((d) => d.href).sort() }));
// Each page's headings (typed blocks and body), so prerendering does not parse the MDX a second time.
writeFileSync('generated/headings.json', JSON.stringify(Object.fromEntries(result.docs.map((d) => [d.id, d.headings.map(({ depth, text, id }) => ({ depth, text, id }))]))));
const listed = result.docs.filter((d) => !d.frontmatter.unlisted);
mkdirSync('public/search', { recursive: true });
writeFileSync('public/search/meta.json', JSON.stringify(search.meta));
writeFileSync('public/search/head.json', JSON.stringify(search.head));
writeFileSync('public/search/body.json', JSON.stringify(search.body));
console.log(`Search index: ${search.meta.pages.length} pages, ${search.meta.sections.length} sections in ${searchMs} ms.`);
// Markdown of every page, llms.txt and llms-full.txt, as static files.
const mdStarted = Date.now();
const byHref = new Map(result.docs.map((d) => [d.href, d]));
const functions = functionEntries(result.docs);
const markdown = new Map<string, string>();
rmSync('public/current', { recursive: true, force: true });
for (const doc of result.docs) {
  const catalogue = cataloguePage(doc.id);
  const list = catalogue
    ? functionsOf(functions, catalogue).map((f) => ({ title: f.name, href: f.href, description: f.summary }))
    : doc.isLanding
      ? landingChildren(result.sidebar, doc.href).flatMap(({ href }) => {
          const child = byHref.get(href);
          return child ? [{ title: child.frontmatter.title, href, description: child.frontmatter.description }] : [];
        })
      : undefined;
  const md = pageToMarkdown({ title: doc.frontmatter.title, description: doc.frontmatter.description, href: doc.href, frontmatter: doc.frontmatter, body: doc.analysis.tree, list });
  markdown.set(doc.href, md);
  const file = `public${markdownHref(doc.href)}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, md);
}
const order = flattenPages(result.sidebar).map((p) => p.href).filter((href) => markdown.has(href));
const pageInfo = new Map(listed.map((d) => [d.href, { href: d.href, title: d.frontmatter.title, description: d.frontmatter.description }]));
writeFileSync('public/llms.txt', buildLlmsTxt(result.sidebar, pageInfo));
writeFileSync('public/llms-full.txt', buildLlmsFull(order, markdown));
console.log(`Markdown for ${markdown.size} pages, llms.txt and llms-full.txt in ${Date.now() - mdStarted} ms.`);
console.log(`Content checked and generated: ${result.docs.length} pages in ${Date.now() - started} ms.`);
