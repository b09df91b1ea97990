import { describe, expect, it } from 'vitest';
import { canonicalLocation, markdownHref, wantsMarkdown } from '@/lib/canonical.mjs';
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
