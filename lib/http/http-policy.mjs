// Plain JavaScript, so that next.config.mjs can load it too: the request screening and security headers of proxy.ts.
import { hasTraversal } from '../model/url-path.mjs';

export const MAX_URL_LENGTH = 2048;

/** Paths that accept methods besides GET and HEAD: the MCP endpoint and what readers send (lib/signals). */
const WRITABLE = new Set(['/mcp', '/api/feedback', '/api/search-signals']);

/**
 * The request header in which the server records the socket's peer address (lib/http/raw-request-guard.ts), over
 * any value a client sent: the rate limit of lib/signals keys on it.
 */
export const PEER_ADDRESS_HEADER = 'x-docs-peer-address';

/** A `%` not followed by two hex digits: `%`, `%zz`, `%2`, `%u002e`. */
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * `text` percent-decoded, or null when it is not valid percent-encoding: a malformed escape, or bytes that are
 * not UTF-8 (an overlong `%C0%AE`, a lone surrogate `%ED%A0%80`). For every place that decodes a request's path
 * or query: decodeURIComponent throws on these, and a throw in a handler is a 500.
 * @param {string} text
 * @returns {string | null}
 */
export function safeDecode(text) {
  if (MALFORMED_ESCAPE.test(text)) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Rejects what no page can answer before it reaches Next: over-long URLs, malformed percent-encoding (400: Next
 * would fail to decode the route's parameters and answer 500), encoded path traversal and NUL bytes (404), and
 * methods other than GET and HEAD.
 * @param {string | undefined} method
 * @param {string} rawUrl the request target as received
 * @returns {{ status: number, headers?: Record<string, string> } | null}
 */
export function screenRequest(method, rawUrl) {
  if (rawUrl.length > MAX_URL_LENGTH) return { status: 414 };
  // The query is left as it is: Next parses it leniently, and a stray `%` in a link's tracking parameter harms no one.
  const path = rawUrl.split('?')[0] ?? '';
  if (safeDecode(path) === null) return { status: 400 };
  let decoded = path;
  // Up to three rounds: `%252e%252e` is `..` to a server that decodes twice.
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    const next = safeDecode(decoded);
    if (next === null) return { status: 400 };
    decoded = next;
  }
  if (hasTraversal(decoded) || decoded.includes('\0')) return { status: 404 };
  if (method !== 'GET' && method !== 'HEAD' && !WRITABLE.has(path)) {
    return { status: 405, headers: { Allow: 'GET, HEAD' } };
  }
  return null;
}

/**
 * Security headers for a response. HTML pages get a Content-Security-Policy that allows their own inline
 * scripts by hash and nothing else inline.
 * @param {boolean} isHtml
 * @param {string[]} scriptHashes `'sha256-…'` sources of the page's inline scripts
 * @returns {Record<string, string>}
 */
export function securityHeaders(isHtml, scriptHashes = []) {
  const csp = isHtml
    ? [
        "default-src 'self'",
        `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ')
    : "default-src 'none'; frame-ancestors 'none'";
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** What a reader's browser is told when the site refuses its request (screenRequest), by status. */
const REFUSALS = {
  400: ['This address is malformed', 'It has a percent sign that is not followed by two hexadecimal digits, so it names no page.'],
  404: ['Page not found', 'There is no page at this address in the Dremio documentation.'],
  414: ['This address is too long', `An address of this site is at most ${MAX_URL_LENGTH.toLocaleString('en')} characters long.`],
};

/**
 * The answer to a request the site refuses: for a browser asking for a page (`Accept` names text/html), a short
 * HTML page that says why and leads to the documentation's home and search (no script, no style, so the strictest
 * policy holds); for anything else, the status as plain text.
 * @param {number} status
 * @param {string | null} accept the request's Accept header
 * @returns {{ body: string, type: string }}
 */
export function refusalBody(status, accept) {
  const refusal = REFUSALS[status];
  if (!refusal || !accept?.includes('text/html')) return { body: `${status}\n`, type: 'text/plain; charset=utf-8' };
  const [title, why] = refusal;
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title} | Dremio Documentation</title></head><body><main><h1>${title}</h1><p>${why}</p>` +
    `<p><a href="/current/">Go to the documentation home</a> or <a href="/current/search">search the documentation</a>.</p></main></body></html>\n`;
  return { body, type: 'text/html; charset=utf-8' };
}
