import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasTraversal, otherSlashSpelling, withoutTrailingSlash } from '@/lib/model/url-path.mjs';
import { screenRequest } from '@/lib/http/http-policy.mjs';
import { docHref } from '@/lib/model/routes';

/** Real pages of the site, landing and leaf: their canonical hrefs. */
const ids = ['index', 'admin/index', 'admin/licensing/index', 'mcp-server'];
const hrefs = ids.map(docHref);

describe('trailing slash', () => {
  it.each([
    ['/current/admin/', '/current/admin'],
    ['/current/admin', '/current/admin/'],
    ['/current/mcp-server', '/current/mcp-server/'],
    ['/current/admin//', '/current/admin'],
    ['/current/', '/current'],
    ['/', ''],
  ])('the other spelling of %s is %s', (path, other) => {
    expect(otherSlashSpelling(path)).toBe(other);
  });

  it('leads from each real page to the other spelling and back', () => {
    for (const id of ids) expect(existsSync(`content/${id}.mdx`)).toBe(true);
    for (const href of hrefs) {
      const other = otherSlashSpelling(href);
      expect(other).not.toBe(href);
      expect(otherSlashSpelling(other)).toBe(href);
    }
  });

  it.each([
    ['/current/admin/', '/current/admin'],
    ['/current/admin///', '/current/admin'],
    ['/current/mcp-server', '/current/mcp-server'],
    ['/', '/'],
    ['///', '/'],
  ])('%s without its trailing slash is %s', (path, bare) => {
    expect(withoutTrailingSlash(path)).toBe(bare);
  });
});

describe('path traversal', () => {
  it.each([
    '../package.json',
    '/current/../package.json',
    '/current/admin/..',
    '/current/..\\package.json',
    '\\..\\package.json',
    'current/../../etc/passwd',
    '..',
  ])('%s climbs out', (path) => {
    expect(hasTraversal(path)).toBe(true);
  });

  it.each(['/current/admin/', '/current/a..b', '/current/...', '/current/.../x', 'current/mcp-server.md', '/current/..x/', '/current/x../', '/current/.'])(
    '%s stays inside',
    (path) => {
      expect(hasTraversal(path)).toBe(false);
    },
  );

  it('is the rule request screening applies after decoding', () => {
    expect(screenRequest('GET', '/current/%2e%2e/package.json')?.status).toBe(404);
    expect(screenRequest('GET', '/current/a%2e%2eb')).toBeNull();
  });
});
