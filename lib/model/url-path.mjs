// URL path rules that every layer shares: the proxy's redirects and the HTTP policy's screening (which next.config.mjs
// loads, hence plain JavaScript), the Markdown route, the MCP server and the content check's link hints.

/**
 * `path` without its trailing slashes; the root stays `/`. The form Next names a prerendered page by
 * (`/current/admin/` → `/current/admin`).
 * @param {string} path
 * @returns {string}
 */
export function withoutTrailingSlash(path) {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The path's other trailing-slash spelling: a landing page's URL ends with a slash and a leaf page's does not, so a
 * path that is not a page's may be the other one's (`/current/admin` ⇄ `/current/admin/`). Trailing slashes are
 * dropped together; the root's other spelling is empty (no page has it).
 * @param {string} path
 * @returns {string}
 */
export function otherSlashSpelling(path) {
  return path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`;
}

/**
 * Whether a decoded path climbs out of its folder: a `..` segment, with `/` or `\` as the separator (`\` is one on
 * Windows and to servers that fold it).
 * @param {string} path
 * @returns {boolean}
 */
export function hasTraversal(path) {
  return /(^|[\\/])\.\.([\\/]|$)/.test(path);
}
