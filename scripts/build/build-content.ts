import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkContent, checkDiagrams, describeIssue, loadDoc } from '../../lib/pipeline/checks/content-check';
import { writeDiagramFiles } from '../../lib/pipeline/diagram-files';
import { diagramStats } from '../../lib/mdx/diagrams';
import { redirectsData } from '../../lib/pipeline/checks/rules/redirects';
import { readContent } from '../../lib/pipeline/checks/read-content';
import { buildSiteSearch } from '../../lib/pipeline/site-search';
import { codeKey } from './cache.mjs';
import { pageDates, writeMarkdown, writeSearch, writeSiteData } from './content-data';
import { typedCodeHighlighted, typedTextsParsed } from '../../lib/pipeline/page-parts';
import { reuseParsed } from '../../lib/model/inline-markdown';
import { loadContentCache, saveContentCache } from './content-cache';

/**
 * The content step of `npm run build`: validate everything, then write the data the app and the proxy read.
 * Nothing is written when any check fails, so a bad change never yields a partial site.
 */
const started = Date.now();
const files = readContent('content');
// The cache of the previous build's pages, for this exact code (the content step's sources and the data they import,
// the lockfile), found from this script's own folder: the content may be elsewhere (the working directory).
const key = await codeKey(['scripts/build/build-content.ts'], [], fileURLToPath(new URL('../..', import.meta.url)));
const cache = loadContentCache(key);
// Typed texts the previous build parsed are not parsed again, by the checks or the search index.
reuseParsed(cache.inline);
const pages = files.filter((f) => f.path.endsWith('.mdx'));
const parsedBefore = pages.filter((f) => cache.check.get(f.path)?.source === f.source).length;
// Diagrams first: contentlayer compiles the MDX beside this step and finds them in the cache instead of loading the
// diagram engines itself. Their errors are reported by the full check below.
const drawn = files
  .filter((f) => /^```(dot|mermaid)\b/m.test(f.source))
  .map((f) => {
    const cached = cache.check.get(f.path);
    return cached?.source === f.source ? cached.doc : loadDoc(f, []);
  });
await checkDiagrams(drawn.filter((d) => d !== null));
const result = checkContent(files, { lengthRules: true, keywordRules: true, cache: cache.check, redirects: redirectsData() });
// Diagrams render here once (into .next/cache/diagrams, where the MDX compile finds them) and fail like any content error.
result.errors.push(...(await checkDiagrams(result.docs)));
if (result.errors.length) {
  // The frozen versions' step runs this step in a work folder and shows the dev loop's author the errors themselves.
  if (process.env.DOCS_ISSUES_FILE) writeFileSync(process.env.DOCS_ISSUES_FILE, JSON.stringify(result.errors));
  for (const e of result.errors) console.error(describeIssue(e));
  console.error(`Content check failed with ${result.errors.length} error(s); nothing was built.`);
  process.exit(1);
}
// The search index is built before anything is written: a bad thesaurus entry stops the build like a content error.
const search = await buildSiteSearch(result);
if (search.errors) {
  for (const line of search.errors) console.error(line);
  console.error(`Search thesaurus check failed with ${search.errors.length} error(s); nothing was built.`);
  process.exit(1);
}

// The typed texts parsed and the code blocks of typed pages (function examples, API requests…) highlighted, once here
// rather than by every prerender worker, and those of the previous build not again: the site data hands them on to
// the page views, the cache to the next build.
const parts = { inline: typedTextsParsed(result.docs), code: await typedCodeHighlighted(result.docs, cache.code) };

const { lastUpdated, message, warning } = pageDates(result.docs);
console.log(message);
if (warning) console.warn(warning);
writeSiteData(result, lastUpdated, parts);
writeSearch(search);
const exports = { markdown: cache.markdown, hits: 0, used: new Map<string, string>() };
writeMarkdown(result, lastUpdated, parts, exports);
await writeDiagramFiles(result.docs);
saveContentCache(
  key,
  cache.check,
  files.map((f) => f.path),
  exports.used,
  parts,
);
console.log(`Content from cache: ${parsedBefore} of ${pages.length} pages parsed and checked, ${exports.hits} of ${result.docs.length} Markdown exports.`);
console.log(
  `Content checked and generated: ${result.docs.length} pages (diagrams: ${diagramStats.rendered} rendered, ${diagramStats.cached} from the cache) in ${Date.now() - started} ms.`,
);
