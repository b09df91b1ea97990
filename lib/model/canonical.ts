// URL rules shared by the proxy (redirects, Markdown negotiation), the pages and the Markdown export.

/**
 * The canonical spelling of a known page's URL when a request used the other one, or null.
 * Landing pages end with a slash and leaf pages do not; `/current` is the home page's other spelling.
 * @param pages canonical hrefs of every page
 */
export function canonicalLocation(pathname: string, pages: ReadonlySet<string>): string | null {
  if (pages.has(pathname)) return null;
  if (pathname === '/current') return '/current/';
  const other = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
  return other && pages.has(other) ? other : null;
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
