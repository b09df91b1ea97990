import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CheckResult } from '../../lib/pipeline/checks/content-check';
import { markdownInput, pageRecord, type PageParts } from '../../lib/model/page';
import { buildSettings } from '../../lib/model/site';
import { typedTextsParsed } from '../../lib/pipeline/page-parts';
import { RUNTIME_FILES, SEARCH_FILES, SITE_DATA_FILES, type SiteData } from '../../lib/runtime/runtime-data';
import { pageView, viewSite } from '../../lib/kinds/page-view';
import { copiedGitDates, gitDates } from '../../lib/pipeline/git-dates';
import { packMeta } from '../../lib/search/wire';
import { buildLlms, buildLlmsFull, llmsSectionHref } from '../../lib/pipeline/llms';
import { markdownHref, pageToMarkdown } from '../../lib/pipeline/markdown';
import type { BuiltSearch } from '../../lib/search/build';
import { shardFile } from '../../lib/search/postings';
import { flattenPages } from '../../lib/model/sidebar';
import { PAGES_FILE, type PageEntry } from '../../lib/search/suggest';
import { markdownKey } from './content-cache';
import { movedPages } from '../../lib/pipeline/checks/rules/redirects';

/**
 * What the content step writes from a checked content set, in parts: `npm run build` writes all of it
 * (scripts/build/build-content.ts); `npm run dev` writes the site data at start and again after each edit
 * (scripts/dev/dev.ts), the search index and the Markdown once at start.
 */

/**
 * Each page's "Last updated" date: one `git log` over content/ (lib/pipeline/git-dates.ts), after deepening a shallow
 * clone. A copy without .git gives no dates; a shallow clone that could not be deepened dates the pages changed
 * inside its window, and `warning` (one line) says how many pages have none and how to get them. It never fails
 * the build.
 */
export function pageDates(docs: readonly { id: string; file: string }[]): { lastUpdated: Record<string, string>; message: string; warning?: string } {
  // A frozen version's content step runs in a work folder; its pages are dated by their own history (build-versions.ts),
  // where the cut that copied them from current's content/ is no change.
  const { DOCS_HISTORY_CWD: version, DOCS_HISTORY_ORIGIN: origin } = process.env;
  const history = version && origin ? copiedGitDates(version, origin) : gitDates(version ?? process.cwd(), 'content');
  const lastUpdated: Record<string, string> = {};
  for (const doc of docs) {
    const date = history.dates?.get(doc.file);
    if (date) lastUpdated[doc.id] = date;
  }
  const dated = Object.keys(lastUpdated).length;
  if (!history.dates) return { lastUpdated, message: `No last-updated dates: ${history.reason}.` };
  const from = history.deepened ? ` (shallow clone deepened from ${history.deepened})` : '';
  const message = `Last-updated dates from git for ${dated} of ${docs.length} pages${from}.`;
  if (!history.partial || dated === docs.length) return { lastUpdated, message };
  const warning =
    `Warning: ${docs.length - dated} of ${docs.length} pages have no "Last updated" date: the clone is shallow and its history could not be fetched (${history.partial}). ` +
    'Pages last changed before the oldest commit of the clone are left undated rather than given its date. ' +
    "To date every page, build from a full clone (git fetch --unshallow) or, on Vercel, set VERCEL_DEEP_CLONE=true in the project's environment variables.";
  return { lastUpdated, message, warning };
}

/** What this process last wrote to each file. */
const written = new Map<string, string>();
/** Writes `file` unless this process already wrote `text` there, so that watchers see a change only when there is one. */
function writeIfChanged(file: string, text: string) {
  if (written.get(file) === text) return;
  writeFileSync(file, text);
  written.set(file, text);
}

/**
 * The data the app and the proxy read at run time: the page list the proxy redirects by, and every page's record
 * (parsed frontmatter, headings, date) with the sidebar and the parsed typed texts, so that prerendering neither parses
 * frontmatter or inline Markdown nor builds the sidebar again; with the typed code the build highlighted (`npm run build`
 * passes it in `parts`; the dev loop leaves it to the page).
 */
export function writeSiteData(
  result: CheckResult,
  lastUpdated: Record<string, string>,
  parts: PageParts = { inline: typedTextsParsed(result.docs), code: {} },
) {
  mkdirSync('generated', { recursive: true });
  // `moved`: old URLs of the vendor's site and their pages (data/redirects.json), which the proxy redirects too.
  writeIfChanged(RUNTIME_FILES.routes, JSON.stringify({ hrefs: result.docs.map((d) => d.href).sort(), moved: movedPages() }));
  const site: SiteData = { pages: result.docs.map((d) => pageRecord(d, lastUpdated)), sidebar: result.sidebar, inline: parts.inline, code: parts.code };
  writeIfChanged(SITE_DATA_FILES.site, JSON.stringify(site));
}

/**
 * The search index under public/search: meta.json and head.json (loaded for the first query), then in a folder
 * named by the content's hash the body shards (`w/`, fetched by the words a query needs) and each page's section
 * texts for snippets (`t/`, fetched for the pages shown). The server's copy of the whole body is
 * generated/search-body.json (lib/mcp/docs-mcp.ts).
 */
export function writeSearch({ search, ms }: { search: BuiltSearch; ms: number }) {
  rmSync('public/search', { recursive: true, force: true });
  const dir = `public/search/${search.meta.shards.dir}`;
  mkdirSync(`${dir}/w`, { recursive: true });
  mkdirSync(`${dir}/t`, { recursive: true });
  writeFileSync(SEARCH_FILES.meta, JSON.stringify(packMeta(search.meta)));
  writeFileSync(SEARCH_FILES.head, JSON.stringify(search.head));
  for (const [key, postings] of Object.entries(search.shards)) writeFileSync(`${dir}/w/${shardFile(key)}.json`, JSON.stringify(postings));
  search.body.texts.forEach((texts, p) => writeFileSync(`${dir}/t/${p}.json`, JSON.stringify(texts)));
  mkdirSync('generated', { recursive: true });
  writeFileSync(SEARCH_FILES.body, JSON.stringify(search.body));
  // The listed pages' paths and titles alone, for the 404 page's "did you mean" (lib/search/suggest.ts).
  const pages: PageEntry[] = search.meta.pages.map(([title, href]) => [href.replace(/^\/current\//, ''), title]);
  writeFileSync(`public${PAGES_FILE}`, JSON.stringify(pages));
  console.log(
    `Search index: ${search.meta.pages.length} pages, ${search.meta.sections.length} sections, ${Object.keys(search.shards).length} body shards in ${ms} ms.`,
  );
}

/**
 * Markdown of every page, llms.txt and llms-full.txt, as static files: each page written from its view
 * (lib/kinds/page-view.ts), the one the HTML page is rendered from. With `cache` (the build's, see content-cache.ts), a
 * page whose inputs hash to a stored export is not converted again; `used` receives every export of this build by its
 * key, for the next build's cache.
 */
export function writeMarkdown(
  result: CheckResult,
  lastUpdated: Record<string, string>,
  parts: PageParts = { inline: {}, code: {} },
  cache?: { markdown: ReadonlyMap<string, string>; hits: number; used: Map<string, string> },
) {
  const started = Date.now();
  const listed = result.docs.filter((d) => !d.frontmatter.unlisted);
  const site = viewSite(result.docs, result.sidebar, parts);
  const markdown = new Map<string, string>();
  rmSync('public/current', { recursive: true, force: true });
  // The settings the exports' absolute links come from (a Vercel preview has a site URL of its own).
  const settings = buildSettings();
  for (const doc of result.docs) {
    const input = markdownInput(pageView(pageRecord(doc, lastUpdated), site));
    // The body's tree is parsed from its source by the code the cache key covers, so the source stands for it.
    const key = cache ? markdownKey(doc.body, [input, settings]) : '';
    const stored = cache?.markdown.get(key);
    const md = stored ?? pageToMarkdown({ ...input, body: doc.analysis.tree });
    if (cache) {
      if (stored !== undefined) cache.hits++;
      cache.used.set(key, md);
    }
    markdown.set(doc.href, md);
    const file = `public${markdownHref(doc.href)}`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, md);
  }
  const order = flattenPages(result.sidebar)
    .map((p) => p.href)
    .filter((href) => markdown.has(href));
  const pageInfo = new Map(listed.map((d) => [d.href, { href: d.href, title: d.frontmatter.title, description: d.frontmatter.description }]));
  const llms = buildLlms(result.sidebar, pageInfo);
  writeFileSync('public/llms.txt', llms.index);
  rmSync('public/llms', { recursive: true, force: true });
  mkdirSync('public/llms', { recursive: true });
  for (const section of llms.sections) writeFileSync(`public${llmsSectionHref(section.slug)}`, section.text);
  writeFileSync('public/llms-full.txt', buildLlmsFull(order, markdown));
  console.log(`Markdown for ${markdown.size} pages, llms.txt (${llms.sections.length} section files) and llms-full.txt in ${Date.now() - started} ms.`);
}
