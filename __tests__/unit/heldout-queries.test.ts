import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELDOUT_QUERIES, type HeldoutKind } from '@/__tests__/search/heldout-queries';

const KINDS: HeldoutKind[] = ['task', 'other-system', 'error', 'long', 'short', 'typo', 'identifier'];

/** The content file behind an answer path: /current/ is content/index.mdx, a path ending in '/' is a folder's index.mdx. */
function contentFile(href: string): string | null {
  if (!href.startsWith('/current/')) return null;
  const id = href.slice('/current/'.length);
  if (id === '') return 'content/index.mdx';
  if (id.endsWith('/')) return `content/${id}index.mdx`;
  return `content/${id}.mdx`;
}

describe('held-out search evaluation set', () => {
  it('has at least 150 queries and every kind', () => {
    expect(HELDOUT_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HELDOUT_QUERIES.map((q) => q.kind))).toEqual(new Set(KINDS));
  });

  it('has no duplicate query (ignoring case and spacing) and no empty answer list', () => {
    const norm = HELDOUT_QUERIES.map((q) => q.query.trim().toLowerCase().replace(/\s+/g, ' '));
    expect(norm.filter((q, i) => norm.indexOf(q) !== i)).toEqual([]);
    expect(HELDOUT_QUERIES.filter((q) => q.answers.length === 0 || q.query.trim() === '').map((q) => q.query)).toEqual([]);
  });

  it('maps every answer to an existing content file, landing pages written with a trailing slash', () => {
    const bad: string[] = [];
    for (const { query, answers } of HELDOUT_QUERIES) {
      if (new Set(answers).size !== answers.length) bad.push(`${query}: the same answer twice`);
      for (const href of answers) {
        const file = contentFile(href);
        if (!file || !existsSync(file)) bad.push(`${query}: ${href} has no page`);
        else if (!href.endsWith('/') && existsSync(`content/${href.slice('/current/'.length)}/index.mdx`))
          bad.push(`${query}: ${href} is a landing page and needs a trailing slash`);
      }
    }
    expect(bad).toEqual([]);
  });
});
