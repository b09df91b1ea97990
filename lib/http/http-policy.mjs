// Plain JavaScript, so that next.config.mjs can load it too: the request screening and security headers of proxy.ts.

export const MAX_URL_LENGTH = 2048;

/** Paths that accept methods besides GET and HEAD. */
const WRITABLE = new Set(['/mcp']);

/**
 * Rejects what no page can answer before it reaches Next: over-long URLs, encoded path traversal and
 * methods other than GET and HEAD.
 * @param {string | undefined} method
 * @param {string} rawUrl the request target as received
 * @returns {{ status: number, headers?: Record<string, string> } | null}
 */
export function screenRequest(method, rawUrl) {
  if (rawUrl.length > MAX_URL_LENGTH) return { status: 414 };
  const path = rawUrl.split('?')[0] ?? '';
  let decoded = path;
  try {
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return { status: 400 };
  }
  if (/(^|[\\/])\.\.([\\/]|$)/.test(decoded) || decoded.includes('\0')) return { status: 404 };
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
