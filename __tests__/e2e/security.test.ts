import { readFileSync } from 'node:fs';
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { hashSource, inlineScripts } from './csp';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();
const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });

describe('security', () => {
  it.each(['/current/mcp-server', '/current/admin/', '/current/version.json', '/search/meta.json', '/current/no-such-page', '/llms.txt'])(
    'sends the security headers on %s',
    async (path) => {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('permissions-policy')).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('allows inline scripts only by hash, and the page still runs under that policy', async () => {
    const csp = (await get('/current/get-started/')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
    const page = await getBrowser().newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(`${base}/current/get-started/`, { waitUntil: 'networkidle' });
    await page.locator('#docs-sidebar button[aria-label^="Reference:"]').click();
    await page.locator('#docs-sidebar a[href="/current/reference/api/"]').waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });

  it.each([
    ['home', '/current/'],
    ['guide', '/current/get-started/docker'],
    ['SQL function', '/current/reference/sql/sql-functions/functions/DATE_TRUNC'],
    ['system table', '/current/reference/sql/system-tables/jobs'],
    ['API', '/current/reference/api/catalog/container-space'],
    ['release notes', '/current/release-notes/version-260-release'],
    ['search', '/current/search?q=reflections'],
    ['not found', '/current/no-such-page'],
  ])('runs the %s page under its policy with no CSP violation', async (_, path) => {
    const page = await getBrowser().newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    const res = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Unknown paths (the not-found page) also get a nonce, for a render on demand (see below).
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]+')?( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // Hydration ran: React attached its handlers, which needs the page's inline payload scripts.
    await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
    expect(violations).toEqual([]);
    await page.close();
  });

  /**
   * A page rendered on demand: Next's draft mode renders a prerendered page again on each request (its cookie
   * carries the build's preview id), so its inline scripts are not the ones hashed after prerendering. The proxy
   * gives such a response a fresh nonce, which Next puts on every script it renders.
   */
  it('runs a page rendered on demand under a nonce policy, with no CSP violation, and it hydrates', async () => {
    const { preview } = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { preview: { previewModeId: string } };
    const context = await getBrowser().newContext();
    await context.addCookies([{ name: '__prerender_bypass', value: preview.previewModeId, url: base }]);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    const res = await page.goto(`${base}/current/get-started/`, { waitUntil: 'networkidle' });
    const csp = res!.headers()['content-security-policy']!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Rendered for this request, not the prerendered copy: Next's scripts carry this request's nonce, and every
    // inline script is allowed by the nonce or by a hash in the policy (the root layout's theme script is the
    // same on every page, the not-found page's included).
    const html = await res!.text();
    const inline = inlineScripts(html);
    expect(inline.filter((s) => s.attributes.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
    for (const script of inline) {
      if (script.attributes.includes(`nonce="${nonce}"`)) continue;
      expect(csp).toContain(hashSource(script.body));
    }
    // Each request gets its own nonce.
    expect((await context.request.get(`${base}/current/get-started/`)).headers()['content-security-policy']).not.toBe(csp);
    // Hydrated: the theme menu's handlers run.
    const before = await page.evaluate(() => document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    const other = before === 'dark' ? 'light' : 'dark';
    await page.locator('button.theme-toggle').click();
    await page.locator('.theme-menu label', { hasText: other === 'dark' ? 'Dark' : 'Light' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(other);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("gives a path outside the hash table a nonce as well as the not-found page's hashes", async () => {
    const csp = (await get('/current/no-such-page')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // A prerendered page keeps its hash-only policy, the same on every request.
    const page = (await get('/current/get-started/')).headers.get('content-security-policy')!;
    expect(page).not.toContain('nonce-');
    expect((await get('/current/get-started/')).headers.get('content-security-policy')).toBe(page);
  });

  it.each([
    '/package.json',
    '/.env',
    '/.git/config',
    '/content/index.mdx',
    '/contentlayer.config.ts',
    '/proxy.ts',
    '/generated/routes.json',
    '/generated/csp.json',
    '/lib/site.ts',
    '/.next/BUILD_ID',
  ])('does not serve source or configuration: %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each([
    '/current/%2e%2e/package.json',
    '/current/..%2f..%2fpackage.json',
    '/current/%252e%252e/%252e%252e/etc/passwd',
    '/_next/static/..%2f..%2fpackage.json',
  ])('answers encoded traversal %s with 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers very long paths and query strings with 4xx, never 5xx', async () => {
    for (const path of [`/current/${'a'.repeat(5000)}`, `/current/admin/?q=${'b'.repeat(10000)}`, `/current/${'x/'.repeat(900)}`]) {
      const status = (await get(path)).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s on a page with 405', async (method) => {
    const res = await get('/current/admin/', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('marks links to other sites noopener noreferrer', async () => {
    for (const path of ['/current/mcp-server', '/current/get-started/docker', '/current/client-applications/dbeaver']) {
      const html = await (await get(path)).text();
      const external = [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]*"[^>]*>/g)].map((m) => m[0]);
      for (const a of external) expect(a).toMatch(/rel="noopener noreferrer"/);
    }
  });
});

describe('conditional requests', () => {
  // Plain node:http, as a browser revalidates (fetch's own request headers keep Next from answering 304).
  const head = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      http
        .get(base + path, { headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
        })
        .on('error', reject);
    });

  it('sends a page the same policy on a 304 as on its 200, never the non-HTML one', async () => {
    const first = await head('/current/admin/');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const again = await head('/current/admin/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // Browsers merge a 304's headers into the cached page's: the page's own policy keeps it working.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});
