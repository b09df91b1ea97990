// URL rules shared by the proxy (redirects, Markdown negotiation), the pages and the Markdown export.
import { otherSlashSpelling } from './url-path.mjs';

const folded = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();
/** Each page's URL by its lower-case spelling (null when two pages would share one), built once per page set. */
function byLowerCase(pages: ReadonlySet<string>): Map<string, string | null> {
  let map = folded.get(pages);
  if (!map) {
    map = new Map();
    for (const href of pages) {
      const key = href.toLowerCase();
      map.set(key, map.has(key) ? null : href);
    }
    folded.set(pages, map);
  }
  return map;
}

/**
 * The canonical spelling of a known page's URL when a request used another one, or null.
 * Landing pages end with a slash and leaf pages do not, and `/admin/index` is `/admin/`; `/current` is the home page's
 * other spelling; letter case does not matter (`/functions/date_trunc` is `/functions/DATE_TRUNC`).
 * @param pages canonical hrefs of every page
 */
export function canonicalLocation(pathname: string, pages: ReadonlySet<string>): string | null {
  if (pages.has(pathname)) return null;
  if (pathname === '/current') return '/current/';
  const other = otherSlashSpelling(pathname);
  if (other && pages.has(other)) return other;
  const lower = byLowerCase(pages);
  for (const spelling of [pathname, other]) {
    const href = spelling && lower.get(spelling.toLowerCase());
    if (href) return href;
  }
  // A landing page's doc id as a path (`/current/admin/index`), when no page has that name: the landing itself.
  const index = pathname.match(/^(.*\/)index\/?$/i)?.[1];
  return index ? (pages.has(index) ? index : canonicalLocation(index, pages)) : null;
}

/**
 * The page path a Markdown address names (`/current/admin/index.md` → `/current/admin/`, `/current/mcp-server.md` →
 * `/current/mcp-server`), or null for any other path; the letter case of `.md` and a slash after it do not matter.
 */
export function markdownPagePath(path: string): string | null {
  const bare = path.replace(/\/+$/, '');
  const lower = bare.toLowerCase();
  if (!lower.endsWith('.md')) return null;
  return bare.slice(0, lower.endsWith('/index.md') ? -'index.md'.length : -'.md'.length);
}

/**
 * The Markdown address of a known page when a request spelled it another way, or null: the page's own spellings
 * (letter case, slash), and `.md` appended to a landing page (`/current/admin.md` → `/current/admin/index.md`) or
 * followed by a slash.
 * @param pages canonical hrefs of every page
 */
export function markdownLocation(pathname: string, pages: ReadonlySet<string>): string | null {
  const page = markdownPagePath(pathname);
  const href = page === null ? null : pages.has(page) ? page : canonicalLocation(page, pages);
  if (!href) return null;
  const target = markdownHref(href);
  return target === pathname ? null : target;
}

const movedFolded = new WeakMap<Readonly<Record<string, string>>, Map<string, string>>();

/**
 * Where a URL of the vendor's site that has no page here now lives (`data/redirects.json`, written into
 * generated/routes.json as `moved`), or null. Like canonical spellings, letter case and a trailing slash do not matter.
 * @param moved old URL (no trailing slash) → canonical href of its page
 */
export function movedLocation(pathname: string, moved: Readonly<Record<string, string>> | undefined): string | null {
  if (!moved) return null;
  let map = movedFolded.get(moved);
  if (!map) {
    map = new Map(Object.entries(moved).map(([from, to]) => [from.toLowerCase(), to]));
    movedFolded.set(moved, map);
  }
  return map.get((pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase()) ?? null;
}

/**
 * Where a page's Markdown is served: `/current/mcp-server` → `/current/mcp-server.md`,
 * `/current/admin/` → `/current/admin/index.md`.
 * @param href canonical page URL
 */
export function markdownHref(href: string): string {
  return href.endsWith('/') ? `${href}index.md` : `${href}.md`;
}

/**
 * Whether a request prefers Markdown over HTML (an agent sending `Accept: text/markdown`).
 * @param accept the Accept header
 */
export function wantsMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  const md = types.find((t) => t.type === 'text/markdown');
  const html = types.find((t) => t.type === 'text/html');
  return Boolean(md && md.q > 0 && (!html || md.q >= html.q));
}
