import { NextResponse, type NextRequest } from 'next/server';
import { canonicalLocation, markdownHref, wantsMarkdown } from '@/lib/canonical';
import { screenRequest, securityHeaders } from '@/lib/http-policy.mjs';
import { RUNTIME_FILES, readRuntimeJson } from '@/lib/runtime-data';

/**
 * Runs before every request on every host (`next start`, the standalone server, a platform's proxy function):
 * request screening, canonical-URL redirects, Markdown by content negotiation and the security headers.
 *
 * The Content-Security-Policy allows each page's own inline scripts by hash and no other inline script. Next
 * writes those scripts (the RSC payload) into the prerendered HTML, so the hashes are computed once, after
 * prerendering, into generated/csp.json; a nonce would need every page rendered per request.
 */

/** The search page: HTML like the docs pages, but not a doc (no Markdown). */
const SEARCH_PAGE = '/current/search';
let pages: ReadonlySet<string> | undefined;
/** Canonical URLs of every HTML page: the docs pages and the search page. */
const pageSet = () => {
  // In development the dev loop rewrites the routes when a page is added or removed, and writes them first a few
  // seconds after it starts: until then no path is redirected.
  if (process.env.NODE_ENV === 'development') return new Set([...readRuntimeJson<{ hrefs: string[] }>(RUNTIME_FILES.routes, { hrefs: [] }, { fresh: true }).hrefs, SEARCH_PAGE]);
  return (pages ??= new Set([...readRuntimeJson<{ hrefs: string[] }>(RUNTIME_FILES.routes).hrefs, SEARCH_PAGE]));
};

/** A search shard or snippet file: `/search/{hash}/w/{key}.json`, `/search/{hash}/t/{page}.json`. */
const SEARCH_SHARD = /^\/search\/[0-9a-f]{12}\/[wt]\/[\w]+\.json$/;

/** Responses that are never HTML: assets, data, Markdown, feeds and the MCP endpoint. */
const NON_HTML = /^\/(?:_next\/|search\/|mcp$)|\.(?:md|json|txt|xml|svg|js|css|png|ico|woff2?)$/;

/**
 * `next dev` renders every request, with inline scripts no build has hashed and React Refresh's `eval`: the dev
 * server gets a policy that allows both. A production server never runs with NODE_ENV=development.
 */
const DEV_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'"];

/** The inline-script hashes a response needs: the page's own, or the not-found page's for unknown paths. */
function scriptHashes(pathname: string): string[] | null {
  if (NON_HTML.test(pathname)) return null;
  if (process.env.NODE_ENV === 'development') return DEV_SCRIPT_SOURCES;
  const hashes = readRuntimeJson<Record<string, string[]>>(RUNTIME_FILES.csp, {});
  const key = pathname.replace(/\/+$/, '') || '/';
  // Unknown paths get the not-found page, which the build emits as the static `/404`.
  return pageSet().has(pathname) ? (hashes[key] ?? []) : (hashes['/404'] ?? []);
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const rawPath = request.url.slice(request.nextUrl.origin.length);
  const hashes = scriptHashes(pathname);
  const headers = securityHeaders(hashes !== null, hashes ?? []);

  const screened = screenRequest(request.method, rawPath);
  if (screened) {
    return new NextResponse(`${screened.status}\n`, {
      status: screened.status,
      headers: { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8', ...screened.headers },
    });
  }
  // app/md answers only the Markdown rewrite below (which passes through the proxy again, same Accept header).
  if (pathname.startsWith('/md/') && !wantsMarkdown(request.headers.get('accept'))) {
    return new NextResponse('404\n', { status: 404, headers: { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const location = canonicalLocation(pathname, pageSet());
  if (location) return withHeaders(NextResponse.redirect(new URL(location + search, request.url), 308), headers);

  // A docs page answers HTML or, for agents that ask for it, the same Markdown as `<page>.md`.
  if (pathname !== SEARCH_PAGE && pageSet().has(pathname) && wantsMarkdown(request.headers.get('accept'))) {
    return withHeaders(NextResponse.rewrite(new URL(`/md${markdownHref(pathname)}`, request.url)), securityHeaders(false));
  }
  const response = withHeaders(NextResponse.next(), headers);
  // Search shards and snippet texts live in a folder named by their content's hash (lib/search/build.ts): a URL
  // never changes meaning, so a browser keeps them. meta.json and head.json, which name the folder, are revalidated.
  if (SEARCH_SHARD.test(pathname)) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return response;
}

export const config = {
  // Hashed build assets get their headers from next.config (headers()); everything else passes here.
  matcher: ['/((?!_next/static/).*)'],
};
