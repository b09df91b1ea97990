import { typedTexts } from '../../../kinds/registry';
import { analyzeInline } from '../../../model/inline-markdown';
import { FEED_FILES, FEED_NAMES, feedHref } from '../../../model/feeds';
import { otherSlashSpelling } from '../../../model/url-path.mjs';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

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
function checkLink(doc: CheckedDoc, url: string, at: Pick<Issue, 'line' | 'field'>, byHref: ReadonlyMap<string, CheckedDoc>, issues: Issue[]) {
  const fail = (message: string) => issues.push({ file: doc.file, ...at, rule: 'link', target: url, message });
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

/**
 * Rules `link` and `inline-markdown`: internal links are absolute paths to existing pages whose anchors are headings
 * of the target, in the body and in the inline Markdown of typed frontmatter texts, which must also render as written.
 */
export function checkLinks(doc: CheckedDoc, byHref: ReadonlyMap<string, CheckedDoc>, issues: Issue[]) {
  for (const link of doc.analysis.links) checkLink(doc, link.url, { line: link.line }, byHref, issues);
  for (const [field, text] of typedTexts(doc.frontmatter)) {
    const { links, problems } = analyzeInline(text);
    for (const message of problems) issues.push({ file: doc.file, field, rule: 'inline-markdown', message });
    for (const url of links) checkLink(doc, url, { field }, byHref, issues);
  }
}
