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
