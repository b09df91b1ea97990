import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');

/** The vendor's 26.x URLs (one per line after the comment lines), as bookmarks and search engines carry them. */
const VENDOR_URLS = readFileSync('__tests__/e2e/vendor-urls.txt', 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));

/** What one old URL leads to: its own status, and for a redirect where it goes and what that answers. */
async function follow(path: string) {
  const first = await fetch(base + path, { redirect: 'manual' });
  await first.body?.cancel();
  if (first.status !== 308) return { path, status: first.status };
  const location = first.headers.get('location') ?? '';
  const target = new URL(location, base);
  const second = await fetch(target, { redirect: 'manual' });
  await second.body?.cancel();
  return { path, status: 308, location: target.pathname, targetStatus: second.status, sameHost: target.origin === base };
}

describe("the vendor's 26.x URLs", () => {
  it('the list covers the whole page index', () => {
    expect(VENDOR_URLS.length).toBeGreaterThan(700);
    expect(VENDOR_URLS).toContain('/current/release-notes/version-240-release');
  });

  it('every URL answers 200, or a 308 to a page here that answers 200', async () => {
    const results: Awaited<ReturnType<typeof follow>>[] = [];
    // A few requests at a time: next start serves prerendered files, and the whole walk takes seconds.
    for (let i = 0; i < VENDOR_URLS.length; i += 8) results.push(...(await Promise.all(VENDOR_URLS.slice(i, i + 8).map(follow))));
    const broken = results.filter((r) => !(r.status === 200 || (r.status === 308 && r.sameHost && r.targetStatus === 200)));
    expect(broken).toEqual([]);
    // The moved pages of data/redirects.json are among them, and land where the map says.
    const ldap = results.find((r) => r.path === '/current/security/authentication/ldap');
    expect(ldap).toMatchObject({ status: 308, location: '/current/security/authentication/identity-providers/ldap', targetStatus: 200 });
  }, 120_000);

  it('keeps the query string and ignores case and a trailing slash on a moved URL', async () => {
    const res = await fetch(`${base}/current/Admin/Support-Settings/?from=bookmark`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toMatch(/\/current\/help-support\/support-settings\?from=bookmark$/);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });
});
