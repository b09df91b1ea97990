import { describe, expect, it } from 'vitest';
import { canonicalLocation } from '@/lib/canonical.mjs';
import { docHref, docSlug, slugCandidates } from '@/lib/routes';

describe('routes', () => {
  it.each([
    ['index', '/current/', []],
    ['admin/index', '/current/admin/', ['admin']],
    ['mcp-server', '/current/mcp-server', ['mcp-server']],
    ['release-notes/unsupported-releases/version-240-release', '/current/release-notes/unsupported-releases/version-240-release', ['release-notes', 'unsupported-releases', 'version-240-release']],
  ])('maps doc id %s to %s', (id, href, slug) => {
    expect(docHref(id)).toBe(href);
    expect(docSlug(id)).toEqual(slug);
  });

  it('tries the leaf and the landing for a slug', () => {
    expect(slugCandidates([])).toEqual(['index']);
    expect(slugCandidates(['admin'])).toEqual(['admin', 'admin/index']);
  });

  const hrefs = new Set(['/current/', '/current/admin/', '/current/mcp-server']);
  it.each([
    ['/current/admin/', null],
    ['/current/admin', '/current/admin/'],
    ['/current/mcp-server/', '/current/mcp-server'],
    ['/current', '/current/'],
    ['/current/unknown', null],
    ['/current/unknown/', null],
  ])('canonicalizes %s', (path, expected) => {
    expect(canonicalLocation(path, hrefs)).toBe(expected);
  });
});
