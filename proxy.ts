import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { announceInlineScript, headScript, tabsInlineScript } from '@/lib/http/inline-scripts';
import { canonicalLocation, markdownHref, markdownLocation, movedLocation, wantsMarkdown } from '@/lib/model/canonical';
import { withoutTrailingSlash } from '@/lib/model/url-path.mjs';
import { FROZEN_DATA_FILES } from '@/lib/model/routes';
import { refusalBody, screenRequest, securityHeaders } from '@/lib/http/http-policy.mjs';
import { contentPendingResponse, needsSiteData, pendingSiteData, type StepIssue } from '@/lib/runtime/dev-pending';
import { DEV_FROZEN_STATUS_FILE } from '@/lib/runtime/files.mjs';
import { devFileTime, readJson, RUNTIME_FILES, versionFiles, type CspFile } from '@/lib/runtime/runtime-data';
import { frozenVersion, isSearchPage, searchHref, siteVersions, versions } from '@/lib/model/versions';

/**
 * Runs before every request on every host (`next start`, the standalone server, a platform's proxy function):
 * request screening, canonical-URL redirects, Markdown by content negotiation and the security headers.
 *
 * The Content-Security-Policy allows each page's own inline scripts by hash and no other inline script. Next
 * writes those scripts (the RSC payload) into the prerendered HTML, so the hashes are computed once, after
 * prerendering, into generated/csp.json; a nonce would need every page rendered per request. A response that
 * may be rendered on demand (a path not in that table: the not-found page, a future dynamic route; a draft-mode
 * request) gets a fresh nonce as well: the proxy passes the policy on in the request's own
 * Content-Security-Policy header, where Next reads the nonce and puts it on every script it renders. The static
 * not-found page such paths usually get is still covered by its hashes.
 */

/**
 * Canonical URLs of every HTML page: the docs pages of every version and each version's search page (HTML like the
 * docs pages, but not a doc: no Markdown). In development the dev loop rewrites a version's routes when a page is
 * added or removed (current's a few seconds after it starts: until then no path is redirected), and the set is made
 * again when any of the lists it was made from is read anew.
 */
const readRoutes = () =>
  readJson<{ hrefs: string[]; moved?: Record<string, string> }>(RUNTIME_FILES.routes, process.env.NODE_ENV === 'development' ? NO_PAGES : undefined);
let pages: { from: readonly object[]; set: ReadonlySet<string> } | undefined;
const pageSet = () => {
  const routes = readRoutes();
  const frozen = versions.frozen.map((f) => frozenPages(f.label));
  const from = [routes, ...frozen];
  if (!pages || pages.from.length !== from.length || pages.from.some((list, i) => list !== from[i]))
    pages = { from, set: new Set([...routes.hrefs, ...siteVersions().map((v) => searchHref(v.route)), ...frozen.flatMap((f) => [...f])]) };
  return pages.set;
};

const frozenPageSets = new WeakMap<object, Set<string>>();
/** A frozen version whose list is not written yet (in development, before its step has run) has no pages. */
const NO_PAGES: { hrefs: string[] } = { hrefs: [] };
/**
 * One frozen version's pages (lib/model/versions.ts), its list written by its build step; read again in development
 * whenever the dev loop's frozen step rewrites the list.
 */
const frozenPages = (label: string): ReadonlySet<string> => {
  const routes = readJson<{ hrefs: string[] }>(versionFiles(label).routes, NO_PAGES);
  let set = frozenPageSets.get(routes);
  if (!set) frozenPageSets.set(routes, (set = new Set(routes.hrefs)));
  return set;
};

/** Where the frozen versions' routes live (app/frozen/[version]), and the request header of the rewrite there. */
const FROZEN_APP = '/frozen';
const FROZEN_HEADER = 'x-docs-frozen-version';

/** A search shard or snippet file: `/search/{hash}/w/{key}.json`, `/search/{hash}/t/{page}.json`. */
const SEARCH_SHARD = /^\/search\/[0-9a-f]{12}\/[wt]\/[\w]+\.json$/;

/** Responses that are never HTML: assets, data, Markdown, feeds, the MCP endpoint and the API. */
const NON_HTML = /^\/(?:_next\/|search\/|api\/|mcp$)|\.(?:md|json|txt|xml|svg|js|css|png|ico|woff2?)$/;

/**
 * `next dev` renders every request, with inline scripts no build has hashed and React Refresh's `eval`: the dev
 * server gets a policy that allows both. A production server never runs with NODE_ENV=development.
 */
const DEV_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'"];

/** The cookie of Next's draft mode, under which a prerendered page is rendered again on each request. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Where Next keeps the id a draft-mode cookie must carry (`preview.previewModeId`). */
const PRERENDER_MANIFEST = '.next/prerender-manifest.json';

/**
 * Whether Next will render this request in draft mode: its cookie carries the build's preview id. Next ignores any
 * other value and serves the prerendered page, whose scripts only the page's own hashes allow. A host that keeps
 * no manifest beside the proxy cannot tell, and treats any draft-mode cookie as genuine.
 */
function isDraftMode(request: NextRequest): boolean {
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (!cookie) return false;
  const id = readJson<{ preview?: { previewModeId?: string } }>(PRERENDER_MANIFEST, {}).preview?.previewModeId;
  return id === undefined || cookie === id;
}

/**
 * The inline scripts of our own that any page may carry, without a nonce (lib/http/inline-scripts.ts): the head
 * script, and the one-line calls after a tab group and after the announcement bar. A page rendered on demand (a
 * frozen version's page, a draft) has no hashes from the build; without these, its tab groups and announcement
 * bar would run nothing before paint and the browser would report each blocked call.
 */
const OWN_SCRIPT_HASHES = [headScript, tabsInlineScript, announceInlineScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * The script sources an HTML response needs: the prerendered page's own hashes; or, for a response that may be
 * rendered on demand (a frozen version's page, a draft-mode request, isDraftMode), a fresh nonce plus the hashes of
 * the static not-found page (which unknown paths get) and of our own inline scripts (OWN_SCRIPT_HASHES).
 */
function scriptSources(request: NextRequest, pathname: string): { sources: string[]; nonce?: string } | null {
  if (NON_HTML.test(pathname)) return null;
  if (process.env.NODE_ENV === 'development') return { sources: DEV_SCRIPT_SOURCES };
  const hashes = readJson<CspFile>(RUNTIME_FILES.csp, { buildId: '', pages: {} }).pages;
  const own = pageSet().has(pathname) ? hashes[withoutTrailingSlash(pathname)] : undefined;
  if (own && !isDraftMode(request)) return { sources: own };
  const nonce = btoa(crypto.randomUUID());
  return { sources: [`'nonce-${nonce}'`, ...new Set([...(hashes['/404'] ?? []), ...OWN_SCRIPT_HASHES])], nonce };
}

/**
 * Request headers Next's file server fails on with a 500: a Range it cannot satisfy or parse (the site's files
 * are served whole), and the preconditions If-Match and If-Unmodified-Since (ignored, as a server that keeps no
 * versions may: a file is the one version there is).
 */
const DROPPED_HEADERS = ['range', 'if-range', 'if-match', 'if-unmodified-since'];

/**
 * Headers of the request as Next sees it, when they change: the policy with the nonce Next applies to its
 * scripts, and none of DROPPED_HEADERS.
 */
function forwardedHeaders(request: NextRequest, csp: string | undefined): Headers | undefined {
  if (!csp && !DROPPED_HEADERS.some((name) => request.headers.has(name))) return undefined;
  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  if (csp) headers.set('Content-Security-Policy', csp);
  return headers;
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

const notFound = () => new NextResponse('404\n', { status: 404, headers: { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8' } });

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const rawPath = request.url.slice(request.nextUrl.origin.length);
  const script = scriptSources(request, pathname);
  const headers = securityHeaders(script !== null, script?.sources ?? []);

  const screened = screenRequest(request.method, rawPath);
  if (screened) {
    const { body, type } = refusalBody(screened.status, request.headers.get('accept'));
    return new NextResponse(body, {
      status: screened.status,
      headers: { ...securityHeaders(false), 'Content-Type': type, ...screened.headers },
    });
  }
  // The path's first segment, and the frozen version it names, if any (`/26.x/admin/` → 26.x).
  const label = pathname.split('/')[1] ?? '';
  const frozen = frozenVersion(label);
  // `npm run dev` on a fresh clone: until the first content build has written the pages, say so (lib/runtime/dev-pending.ts).
  if (process.env.NODE_ENV === 'development' && needsSiteData(pathname)) {
    const missing = pendingSiteData((file) => devFileTime(file) !== undefined, frozen?.label);
    // The waiting page has no script and no style: the strictest policy fits it.
    if (missing.length) {
      // A frozen version that the dev loop's step failed to make: the page names the errors.
      const errors = frozen ? readJson<{ errors: StepIssue[] }>(DEV_FROZEN_STATUS_FILE, { errors: [] }).errors : [];
      const pending = contentPendingResponse(missing, request.headers.get('accept'), errors);
      for (const [key, value] of Object.entries(securityHeaders(false))) pending.headers.set(key, value);
      return pending;
    }
  }
  // The image optimizer is off (next.config.mjs): no page has an image it would serve.
  if (pathname === '/_next/image') return notFound();
  // app/frozen answers only the rewrite of a frozen version's paths below.
  if ((pathname === FROZEN_APP || pathname.startsWith(`${FROZEN_APP}/`)) && !request.headers.has(FROZEN_HEADER)) return notFound();
  // app/md answers only the Markdown rewrite below (which passes through the proxy again, same Accept header).
  if (pathname.startsWith('/md/') && !wantsMarkdown(request.headers.get('accept'))) return notFound();
  // The current release's label where `current` belongs (`/26.x/admin/`, as a reader types it or edits a frozen
  // version's address): the same path in current. 307, not 308: the label becomes a frozen version's on the next cut.
  // In any letter case (`/26.X/`), and in one step to the home page's own address (`/26.x` → `/current/`).
  if (label.toLowerCase() === versions.current.label.toLowerCase() && !frozen)
    return withHeaders(NextResponse.redirect(new URL(`/current${pathname.slice(label.length + 1) || '/'}${search}`, request.url), 307), headers);
  // An old URL of the vendor's site (data/redirects.json) goes to the page that holds its content now.
  const location = markdownLocation(pathname, pageSet()) ?? canonicalLocation(pathname, pageSet()) ?? movedLocation(pathname, readRoutes().moved);
  if (location) return withHeaders(NextResponse.redirect(new URL(location + search, request.url), 308), headers);

  const forwarded = forwardedHeaders(request, script?.nonce ? headers['Content-Security-Policy'] : undefined);
  const onward = forwarded ? { request: { headers: forwarded } } : undefined;
  // A docs page answers HTML or, for agents that ask for it, the same Markdown as `<page>.md`.
  if (!isSearchPage(pathname) && pageSet().has(pathname) && wantsMarkdown(request.headers.get('accept'))) {
    return withHeaders(NextResponse.rewrite(new URL(`/md${markdownHref(pathname)}`, request.url), onward), securityHeaders(false));
  }
  // A frozen version's pages, search page and data (`/26.x/…`, but not its static Markdown and llms.txt) are rendered by
  // app/frozen/[version]. Only those reach that dynamic route: every other path, under a version's label or not,
  // gets the static 404 page with its whole HTML, where a not-found thrown by a route rendered on request would get
  // Next's error shell, whose body only JavaScript fills.
  const frozenData = frozen && FROZEN_DATA_FILES.includes(pathname.slice(frozen.route.length + 1));
  if (frozen && (frozenPages(frozen.label).has(pathname) || frozenData || pathname === searchHref(frozen.route))) {
    const forward = new Headers(forwarded ?? request.headers);
    forward.set(FROZEN_HEADER, frozen.label);
    return withHeaders(NextResponse.rewrite(new URL(`${FROZEN_APP}${pathname}${search}`, request.url), { request: { headers: forward } }), headers);
  }
  const response = withHeaders(NextResponse.next(onward), headers);
  // The same URL answers Markdown to a request that asks for it: a shared cache must key the answer by Accept.
  if (!isSearchPage(pathname) && pageSet().has(pathname)) response.headers.set('Vary', 'Accept');
  // Search shards and snippet texts live in a folder named by their content's hash (lib/search/build.ts): a URL
  // never changes meaning, so a browser keeps them. meta.json and head.json, which name the folder, are revalidated.
  if (SEARCH_SHARD.test(pathname)) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return response;
}

export const config = {
  // Hashed build assets get their headers from next.config (headers()); everything else passes here, and so
  // does an asset request with a header the proxy removes (DROPPED_HEADERS, forwardedHeaders). Next reads this
  // object without running the module: it must stay a literal.
  matcher: [
    '/((?!_next/static/).*)',
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'range' }] },
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'if-range' }] },
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'if-match' }] },
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'if-unmodified-since' }] },
  ],
};
