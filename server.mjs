// Production server: Next's request handler behind the few rules Next cannot express per page:
// canonical trailing-slash redirects, Markdown by content negotiation, request screening and
// security headers (with a per-page script-hash Content-Security-Policy).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import next from 'next';
import { canonicalLocation, markdownHref, wantsMarkdown } from './lib/canonical.mjs';
import { screenRequest, securityHeaders } from './lib/http-policy.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const { hrefs } = readJson('./generated/routes.json');
const pages = new Set(hrefs);
const cspHashes = existsSync(new URL('./generated/csp.json', import.meta.url)) ? readJson('./generated/csp.json') : {};

/** The inline-script hashes of the prerendered document a response carries. */
function hashesFor(pathname, status) {
  if (status === 404) return cspHashes['/_not-found'] ?? [];
  if (status >= 500) return cspHashes['/_global-error'] ?? [];
  const key = pathname.replace(/\/+$/, '') || '/';
  return cspHashes[key] ?? [];
}

/** Adds the security headers to whatever Next sends, once the content type is known. */
function withSecurityHeaders(res, pathname) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const type = String(res.getHeader('content-type') ?? '');
    const headerArg = rest.find((r) => r && typeof r === 'object');
    const declared = headerArg ? String(headerArg['content-type'] ?? headerArg['Content-Type'] ?? '') : '';
    const isHtml = (type || declared).includes('text/html');
    for (const [key, value] of Object.entries(securityHeaders(isHtml, isHtml ? hashesFor(pathname, status) : []))) {
      // A 304 carries no content type; browsers merge its headers into the cached page's, so it must not
      // replace the page's policy with the one for non-HTML responses.
      if (status === 304 && key === 'Content-Security-Policy') continue;
      if (!res.hasHeader(key)) res.setHeader(key, value);
    }
    res.removeHeader('X-Powered-By');
    return writeHead.call(this, status, ...rest);
  };
}

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const rawUrl = req.url ?? '/';
  const url = new URL(rawUrl.length > 4096 ? '/' : rawUrl, 'http://localhost');
  withSecurityHeaders(res, url.pathname);
  const screened = screenRequest(req.method, rawUrl);
  if (screened) {
    res.writeHead(screened.status, { 'Content-Type': 'text/plain; charset=utf-8', ...screened.headers });
    res.end(`${screened.status} ${STATUS_CODES[screened.status]}\n`);
    return;
  }
  const location = canonicalLocation(url.pathname, pages);
  if (location) {
    res.writeHead(308, { Location: location + url.search });
    res.end();
    return;
  }
  if (pages.has(url.pathname) && wantsMarkdown(req.headers.accept)) {
    // The same Markdown as `<page>.md`, for agents that ask for it by content type.
    readFile(new URL(`./public${markdownHref(url.pathname)}`, import.meta.url)).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Length': body.length, Vary: 'Accept' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => handle(req, res),
    );
    return;
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`Dremio docs listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
