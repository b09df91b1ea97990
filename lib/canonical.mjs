// Plain JavaScript so that server.mjs can load it without a build step; tests import it too.

/**
 * The canonical spelling of a known page's URL when a request used the other one, or null.
 * Landing pages end with a slash and leaf pages do not; `/current` is the home page's other spelling.
 * @param {string} pathname
 * @param {ReadonlySet<string>} pages canonical hrefs of every page
 * @returns {string | null}
 */
export function canonicalLocation(pathname, pages) {
  if (pages.has(pathname)) return null;
  if (pathname === '/current') return '/current/';
  const other = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
  return other && pages.has(other) ? other : null;
}

/**
 * Where a page's Markdown is served: `/current/mcp-server` → `/current/mcp-server.md`,
 * `/current/admin/` → `/current/admin/index.md`.
 * @param {string} href canonical page URL
 * @returns {string}
 */
export function markdownHref(href) {
  return href.endsWith('/') ? `${href}index.md` : `${href}.md`;
}

/**
 * Whether a request prefers Markdown over HTML (an agent sending `Accept: text/markdown`).
 * @param {string | undefined} accept the Accept header
 * @returns {boolean}
 */
export function wantsMarkdown(accept) {
  if (!accept) return false;
  const types = accept.split(',').map((part) => {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  const md = types.find((t) => t.type === 'text/markdown');
  const html = types.find((t) => t.type === 'text/html');
  return Boolean(md && md.q > 0 && (!html || md.q >= html.q));
}
