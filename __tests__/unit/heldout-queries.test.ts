import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_DEV_QUERIES } from '@/__tests__/search/dev-errors';
import { DOTTED_NAMES } from '@/__tests__/search/dev-identifiers';
import { DEV_QUERIES, DEV_QUERIES_2 } from '@/__tests__/search/dev-queries';
import { PUBLIC_THREAD } from '@/__tests__/search/evaluate';
import { QUESTION_DEV_QUERIES } from '@/__tests__/search/dev-questions';
import { HELDOUT_QUERIES, type HeldoutKind } from '@/__tests__/search/heldout-queries';
import { NATURAL_QUERIES } from '@/__tests__/search/natural-queries';
import { SEARCH_QUERIES } from '@/__tests__/search/queries';

const KINDS: HeldoutKind[] = ['task', 'question', 'error', 'other-system', 'identifier', 'short'];

/** The content file behind an answer path: /current/ is content/index.mdx, a path ending in '/' is a folder's index.mdx. */
function contentFile(href: string): string | null {
  if (!href.startsWith('/current/')) return null;
  const id = href.slice('/current/'.length);
  if (id === '') return 'content/index.mdx';
  if (id.endsWith('/')) return `content/${id}index.mdx`;
  return `content/${id}.mdx`;
}

/** Two queries are the same when they differ only in case, spacing or punctuation. */
function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Every query the ranking was tuned or developed on: the keyword set, the natural-language (tuning) set, both
 * development blocks, the development sets of pasted errors, of reader questions and of dotted names, and the literal
 * queries the search quality suite asserts on.
 */
function tuningQueries(): string[] {
  const quality = readFileSync('__tests__/search/quality.test.ts', 'utf8');
  const asserted = [...quality.matchAll(/\b(?:top|search|kind)\(\s*'((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!);
  return [
    ...SEARCH_QUERIES.map(([query]) => query),
    ...NATURAL_QUERIES.map((q) => q.query),
    ...DEV_QUERIES.map((q) => q.query),
    ...DEV_QUERIES_2.map((q) => q.query),
    ...ERROR_DEV_QUERIES.map((q) => q.query),
    ...QUESTION_DEV_QUERIES.map((q) => q.query),
    ...DOTTED_NAMES.map((q) => q.name),
    ...asserted,
  ];
}

/** A public thread's URL as one key: no fragment or query, no trailing slash, lower case. */
const thread = (url: string) =>
  url
    .replace(/[#?].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
/** The threads the held-out queries were taken from. */
const HELDOUT_THREADS = new Set(HELDOUT_QUERIES.map((q) => thread(q.source)));

describe('held-out search evaluation set', () => {
  it('has at least 200 queries in every kind, with at least 30 questions', () => {
    expect(HELDOUT_QUERIES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HELDOUT_QUERIES.map((q) => q.kind))).toEqual(new Set(KINDS));
    expect(HELDOUT_QUERIES.filter((q) => q.kind === 'question').length).toBeGreaterThanOrEqual(30);
  });

  it('names the public question each query was taken from', () => {
    const bad = HELDOUT_QUERIES.filter(
      (q) => !/^https:\/\/(github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+|community\.dremio\.com\/t\/[\w-]+\/\d+)$/.test(q.source),
    );
    expect(bad.map((q) => `${q.query}: ${q.source}`)).toEqual([]);
  });

  it('has no duplicate query (ignoring case, spacing and punctuation) and no empty answer list', () => {
    const norm = HELDOUT_QUERIES.map((q) => normalizeQuery(q.query));
    expect(norm.filter((q, i) => norm.indexOf(q) !== i)).toEqual([]);
    expect(HELDOUT_QUERIES.filter((q) => q.answers.length === 0 || q.query.trim() === '').map((q) => q.query)).toEqual([]);
  });

  it('shares no query with a tuning or development set (ignoring case, spacing and punctuation)', () => {
    const tuning = tuningQueries();
    // The reader of the tuning sets must actually have found them, or the comparison below proves nothing.
    expect(tuning.length).toBeGreaterThan(400);
    const seen = new Set(tuning.map(normalizeQuery));
    expect(HELDOUT_QUERIES.filter((q) => seen.has(normalizeQuery(q.query))).map((q) => q.query)).toEqual([]);
  });

  it('shares no source thread with a development set, so that tuning on one reader’s thread cannot lift its held-out query', () => {
    const dev = [...ERROR_DEV_QUERIES, ...QUESTION_DEV_QUERIES];
    expect(dev.length).toBeGreaterThan(0);
    expect(dev.filter((q) => HELDOUT_THREADS.has(thread(q.source))).map((q) => q.source)).toEqual([]);
  });

  it('is the source of no page: no page cites a thread a held-out query was taken from', () => {
    const cited: string[] = [];
    for (const file of readdirSync('content', { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.mdx')) continue;
      const text = readFileSync(`content/${file}`, 'utf8');
      for (const [url] of text.matchAll(new RegExp(PUBLIC_THREAD, 'g'))) if (HELDOUT_THREADS.has(thread(url))) cited.push(`${file}: ${url}`);
    }
    expect(cited).toEqual([]);
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

describe('normalizeQuery', () => {
  it('ignores case, spacing and punctuation but keeps words and digits apart', () => {
    expect(normalizeQuery('  Sys.Jobs_Recent!  ')).toBe(normalizeQuery('sys jobs recent'));
    expect(normalizeQuery('DATE_ADD(CURRENT_DATE, 1)')).toBe('date add current date 1');
    expect(normalizeQuery('port 32010')).not.toBe(normalizeQuery('port 31010'));
  });
});
