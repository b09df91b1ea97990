import { typedTexts } from '../../../kinds/registry';
import { analyzeInline } from '../../../model/inline-markdown';
import { FEED_FILES, FEED_NAMES, feedHref } from '../../../model/feeds';
import { otherSlashSpelling } from '../../../model/url-path.mjs';
import { rule, type CheckedDoc, type Finding, type Report } from '../rule';

/** Paths that are served by the site but are not pages (links to them are valid). */
export const STATIC_PATHS = new Set([
  '/current/version.json',
  '/current/docs.json',
  '/current/search',
  '/llms.txt',
  '/llms-full.txt',
  '/openapi.json',
  '/sitemap.xml',
  ...FEED_NAMES.flatMap((name) => FEED_FILES.map((format) => feedHref(name, format))),
]);

const SITE_ORIGIN = /^https?:\/\/docs\.dremio\.com\/current\//;

/** Checks one link of a page; `at` is where it is written (a body line or a frontmatter field). */
function checkLink(doc: CheckedDoc, url: string, at: Pick<Finding, 'line' | 'field'>, byHref: ReadonlyMap<string, CheckedDoc>, report: Report) {
  const fail = (message: string) => report({ file: doc.file, ...at, target: url, message });
  if (/^(mailto:|tel:)/.test(url)) return;
  if (SITE_ORIGIN.test(url)) return fail(`link "${url}" points at this site with a full URL; write it as a path starting with /current/`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return;
  const [path, anchor] = url.split('#') as [string, string | undefined];
  if (!path) {
    if (anchor && !doc.anchors.has(anchor)) fail(`broken anchor "#${anchor}": no heading on this page has that id`);
    return;
  }
  if (!path.startsWith('/')) return fail(`relative link "${url}"; write internal links as absolute paths starting with /current/`);
  if (STATIC_PATHS.has(path) || (path.startsWith('/current/') && path.endsWith('.md'))) return;
  const target = byHref.get(path);
  if (!target) {
    const other = otherSlashSpelling(path);
    const hint = byHref.has(other) ? `; the canonical URL is "${other}"` : '';
    return fail(`broken link "${url}": no page has that URL${hint}`);
  }
  if (anchor && !target.anchors.has(anchor)) fail(`broken anchor "${url}": ${target.file} has no heading with the id "${anchor}"`);
}

/** The inline Markdown of a page's typed frontmatter texts, analysed once for both rules below. */
const inlineTexts = new WeakMap<CheckedDoc, { field: string; analysis: ReturnType<typeof analyzeInline> }[]>();
function typedInline(doc: CheckedDoc) {
  let texts = inlineTexts.get(doc);
  if (!texts) inlineTexts.set(doc, (texts = typedTexts(doc.frontmatter).map(([field, text]) => ({ field, analysis: analyzeInline(text) }))));
  return texts;
}

/**
 * Internal links are absolute paths to existing pages whose anchors are headings of the target, in the body and in
 * the inline Markdown of typed frontmatter texts.
 */
export const linkRule = rule({
  id: 'link',
  description: 'internal links and anchors resolve',
  scope: 'page',
  check(doc, site, report) {
    for (const link of doc.analysis.links) checkLink(doc, link.url, { line: link.line }, site.byHref, report);
    for (const { field, analysis } of typedInline(doc)) for (const url of analysis.links) checkLink(doc, url, { field }, site.byHref, report);
  },
});

/** The inline Markdown of typed frontmatter texts renders as written (balanced backticks, safe link schemes). */
export const inlineMarkdownRule = rule({
  id: 'inline-markdown',
  description: 'inline Markdown in typed frontmatter texts renders as written',
  scope: 'page',
  check(doc, _site, report) {
    for (const { field, analysis } of typedInline(doc)) for (const message of analysis.problems) report({ file: doc.file, field, message });
  },
});
