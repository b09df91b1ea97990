import type { CheckedDoc } from '../content-check';
import type { Issue } from '../issue';

/** Paths that are served by the site but are not pages (links to them are valid). */
export const STATIC_PATHS = new Set(['/current/version.json', '/current/docs.json', '/current/search', '/llms.txt', '/llms-full.txt', '/openapi.json', '/sitemap.xml']);

const SITE_ORIGIN = /^https?:\/\/docs\.dremio\.com\/current\//;

/** Rule `link`: internal links are absolute paths to existing pages, and their anchors are headings of the target. */
export function checkLinks(doc: CheckedDoc, byHref: ReadonlyMap<string, CheckedDoc>, issues: Issue[]) {
  const push = (line: number | undefined, target: string, message: string) => issues.push({ file: doc.file, line, rule: 'link', target, message });
  for (const link of doc.analysis.links) {
    const url = link.url;
    if (/^(mailto:|tel:)/.test(url)) continue;
    if (SITE_ORIGIN.test(url)) {
      push(link.line, url, `link "${url}" points at this site with a full URL; write it as a path starting with /current/`);
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const [path, anchor] = url.split('#') as [string, string | undefined];
    if (!path) {
      if (anchor && !doc.anchors.has(anchor)) push(link.line, url, `broken anchor "#${anchor}": no heading on this page has that id`);
      continue;
    }
    if (!path.startsWith('/')) {
      push(link.line, url, `relative link "${url}"; write internal links as absolute paths starting with /current/`);
      continue;
    }
    if (STATIC_PATHS.has(path) || (path.startsWith('/current/') && path.endsWith('.md'))) continue;
    const target = byHref.get(path);
    if (!target) {
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const hint = byHref.has(other) ? `; the canonical URL is "${other}"` : '';
      push(link.line, url, `broken link "${url}": no page has that URL${hint}`);
      continue;
    }
    if (anchor && !target.anchors.has(anchor)) {
      push(link.line, url, `broken anchor "${url}": ${target.file} has no heading with the id "${anchor}"`);
    }
  }
}
