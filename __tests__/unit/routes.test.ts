import { describe, expect, it } from 'vitest';
import { canonicalLocation, markdownHref, markdownLocation, movedLocation, wantsMarkdown } from '@/lib/model/canonical';
import { refusalBody, safeDecode, screenRequest, securityHeaders } from '@/lib/http/http-policy.mjs';
import { mergeVary, originForm, rawRequestProblem } from '@/lib/http/raw-request-guard';
import { docHref, docSlug, slugCandidates } from '@/lib/model/routes';
import { DEFAULT_SITE_URL, siteUrl } from '@/lib/model/site';

describe('routes', () => {
  it.each([
    ['index', '/current/', []],
    ['admin/index', '/current/admin/', ['admin']],
    ['mcp-server', '/current/mcp-server', ['mcp-server']],
    [
      'release-notes/unsupported-releases/version-240-release',
      '/current/release-notes/unsupported-releases/version-240-release',
      ['release-notes', 'unsupported-releases', 'version-240-release'],
    ],
  ])('maps doc id %s to %s', (id, href, slug) => {
    expect(docHref(id)).toBe(href);
    expect(docSlug(id)).toEqual(slug);
  });

  it('tries the leaf and the landing for a slug', () => {
    expect(slugCandidates([])).toEqual(['index']);
    expect(slugCandidates(['admin'])).toEqual(['admin', 'admin/index']);
  });

  const hrefs = new Set(['/current/', '/current/admin/', '/current/mcp-server', '/current/fn/DATE_TRUNC', '/current/x/Ab', '/current/x/aB']);
  it.each([
    ['/current/admin/', null],
    ['/current/admin', '/current/admin/'],
    ['/current/mcp-server/', '/current/mcp-server'],
    ['/current', '/current/'],
    ['/current/unknown', null],
    ['/current/unknown/', null],
    ['/current/fn/date_trunc', '/current/fn/DATE_TRUNC'],
    ['/current/fn/Date_Trunc/', '/current/fn/DATE_TRUNC'],
    ['/current/Admin', '/current/admin/'],
    ['/current/MCP-Server/', '/current/mcp-server'],
    // Two pages that differ only in case: no guess.
    ['/current/x/ab', null],
    // A landing page's doc id as a path.
    ['/current/index', '/current/'],
    ['/current/admin/index', '/current/admin/'],
    ['/current/Admin/Index/', '/current/admin/'],
    ['/current/mcp-server/index', '/current/mcp-server'],
    ['/current/unknown/index', null],
  ])('canonicalizes %s', (path, expected) => {
    expect(canonicalLocation(path, hrefs)).toBe(expected);
  });

  it.each([
    ['/current/admin/index.md', null],
    ['/current/mcp-server.md', null],
    ['/current/index.md', null],
    ['/current/admin.md', '/current/admin/index.md'],
    ['/current/Admin/index.md', '/current/admin/index.md'],
    ['/current/fn/date_trunc.md', '/current/fn/DATE_TRUNC.md'],
    ['/current/mcp-server.md/', '/current/mcp-server.md'],
    ['/current/mcp-server/index.md', '/current/mcp-server.md'],
    ['/current/unknown.md', null],
    ['/current/x/ab.md', null],
    ['/current/admin/', null],
  ])('sends the Markdown address %s to %s', (path, expected) => {
    expect(markdownLocation(path, hrefs)).toBe(expected);
  });
});

describe('moved pages', () => {
  const moved = { '/current/security/authentication/ldap': '/current/security/authentication/identity-providers/ldap' };
  it.each([
    ['/current/security/authentication/ldap', moved['/current/security/authentication/ldap']],
    ['/current/security/authentication/ldap/', moved['/current/security/authentication/ldap']],
    ['/current/Security/Authentication/LDAP', moved['/current/security/authentication/ldap']],
    ['/current/security/authentication', null],
    ['/current/security/authentication/ldap/x', null],
  ])('sends %s to %s', (path, expected) => {
    expect(movedLocation(path, moved)).toBe(expected);
  });
  it('redirects nothing without a map (a dev loop that has not written one)', () => {
    expect(movedLocation('/current/security/authentication/ldap', undefined)).toBeNull();
  });
});

describe('content negotiation', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html, text/markdown;q=0.5', false],
    ['text/html,application/xhtml+xml,*/*;q=0.8', false],
    ['text/markdown;q=0', false],
    [undefined, false],
  ])('Accept %s prefers Markdown: %s', (accept, expected) => {
    expect(wantsMarkdown(accept)).toBe(expected);
  });
  it('maps pages to their Markdown', () => {
    expect(markdownHref('/current/mcp-server')).toBe('/current/mcp-server.md');
    expect(markdownHref('/current/admin/')).toBe('/current/admin/index.md');
  });
});

describe('request screening and security headers', () => {
  it.each([
    ['GET', '/current/admin/', null],
    ['HEAD', '/current/admin/', null],
    ['POST', '/mcp', null],
    ['POST', '/current/admin/', 405],
    ['DELETE', '/mcp/x', 405],
    ['GET', '/current/%2e%2e/package.json', 404],
    ['GET', '/current/..%2f..%2fetc/passwd', 404],
    ['GET', '/current/%252e%252e/x', 404],
    ['GET', '/current/%E0%A4%A', 400],
    ['GET', '/current/%', 400],
    ['HEAD', '/current/admin/%zz', 400],
    ['GET', '/current/a%2', 400],
    ['GET', '/current/admin.md%', 400],
    ['GET', '/current/%u002e%u002e/', 400],
    ['GET', '/current/%C0%AE%C0%AE/package.json', 400],
    ['GET', '/current/%ED%A0%80', 400],
    ['GET', '/current/%25zz', null],
    ['GET', '/current/%2525', null],
    ['GET', '/current/search?q=100%', null],
    ['GET', '/current/%00', 404],
    ['GET', '/current/..%5c..%5cpackage.json', 404],
    ['GET', `/current/${'a'.repeat(3000)}`, 414],
  ])('%s %s → %s', (method, url, status) => {
    expect(screenRequest(method, url)?.status ?? null).toBe(status);
  });

  it.each([
    ['TRACE', '/current/', 405],
    ['TRACK', '/current/', 405],
    ['OPTIONS', '*', 400],
    ['GET', '*', 400],
    ['GET', 'current/', 400],
    ['GET', '/current/', null],
    ['GET', 'http://localhost/current/', null],
    ['POST', '/mcp', null],
    ['POST', '/_next/static/chunks/a.js', 405],
    ['DELETE', 'http://localhost/_next/static/chunks/a.js', 405],
    ['GET', '/_next/static/chunks/a.js', null],
  ])('answers %s %s at the HTTP server with %s (requests Next fails on)', (method, target, status) => {
    expect(rawRequestProblem(method, target)?.status ?? null).toBe(status);
  });

  it.each([
    ['http://evil.example/current/admin', '/current/admin'],
    ['HTTPS://evil.example:8080/current/?q=1', '/current/?q=1'],
    ['http://evil.example', '/'],
    ['http://evil.example?x=1', '/?x=1'],
    ['/current/admin', '/current/admin'],
  ])('takes only the path and query of the request target %s', (target, path) => {
    expect(originForm(target)).toBe(path);
  });

  it('merges Vary values instead of replacing them', () => {
    expect(mergeVary('Accept', 'rsc, Accept-Encoding')).toBe('Accept, rsc, Accept-Encoding');
    expect(mergeVary('accept', ['Accept'])).toBe('accept');
    expect(mergeVary(undefined, 'Accept')).toBe('Accept');
  });

  it('decodes defensively: null for malformed escapes and non-UTF-8 bytes', () => {
    expect(safeDecode('/current/a%20b')).toBe('/current/a b');
    for (const bad of ['%', '%zz', 'a%2', '%C0%AE', '%E0%80%AF', '%ff', '%u002e']) expect(safeDecode(bad)).toBeNull();
  });

  it('allows only hashed inline scripts on pages and frames nowhere', () => {
    const html = securityHeaders(true, ["'sha256-abc='"]);
    expect(html['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(html['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders(false)['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(html['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('a refused request', () => {
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  it('tells a browser why, on a page with no script and no style, with the way to the home page and search', () => {
    for (const [status, title] of [
      [400, 'This address is malformed'],
      [404, 'Page not found'],
      [414, 'This address is too long'],
    ] as const) {
      const { body, type } = refusalBody(status, BROWSER);
      expect(type).toBe('text/html; charset=utf-8');
      expect(body).toContain(`<title>${title} | Dremio Documentation</title>`);
      expect(body).toContain(`<h1>${title}</h1>`);
      expect(body).toContain('<a href="/current/">Go to the documentation home</a>');
      expect(body).not.toMatch(/<script|<style|style=/);
    }
    expect(refusalBody(414, BROWSER).body).toContain('at most 2,048 characters');
  });

  it('answers anything but a browser, and any other status, with the status alone', () => {
    for (const accept of [null, '*/*', 'application/json']) expect(refusalBody(400, accept)).toEqual({ body: '400\n', type: 'text/plain; charset=utf-8' });
    expect(refusalBody(405, BROWSER)).toEqual({ body: '405\n', type: 'text/plain; charset=utf-8' });
  });
});

describe('site URL', () => {
  it.each([
    [{}, DEFAULT_SITE_URL],
    [{ SITE_URL: 'https://docs.example.com/' }, 'https://docs.example.com'],
    [{ VERCEL_ENV: 'preview', VERCEL_URL: 'docs-git-fix-acme.vercel.app' }, 'https://docs-git-fix-acme.vercel.app'],
    [{ VERCEL_ENV: 'production', VERCEL_URL: 'docs-abc.vercel.app' }, DEFAULT_SITE_URL],
    [{ SITE_URL: 'https://staging.example.com', VERCEL_ENV: 'preview', VERCEL_URL: 'x.vercel.app' }, 'https://staging.example.com'],
  ])('%o → %s', (env, expected) => {
    expect(siteUrl(env)).toBe(expected);
  });
});
