import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalsConfig } from '@/lib/signals/config';
import { feedbackPayload, redact, searchPayload } from '@/lib/signals/payload';
import { RateLimiter } from '@/lib/signals/rate-limit';
import { insightsCsv, insightsMarkdown, totalsLine, type Insights } from '@/lib/signals/report';

describe('signals settings', () => {
  it('are on with no setting at all (embedded database in .data)', () => {
    expect(signalsConfig({})).toMatchObject({ enabled: true, dataDir: '.data', retentionDays: 180, ratePerMinute: 30 });
  });
  it('are off on a serverless host without DATABASE_URL, and on with it', () => {
    expect(signalsConfig({ VERCEL: '1' }).enabled).toBe(false);
    expect(signalsConfig({ VERCEL: '1', DATABASE_URL: 'postgres://db/docs' })).toMatchObject({ enabled: true, databaseUrl: 'postgres://db/docs' });
  });
  it('are off with FEEDBACK=off, and ignore settings that are not positive whole numbers', () => {
    expect(signalsConfig({ FEEDBACK: 'off', DATABASE_URL: 'postgres://db/docs' }).enabled).toBe(false);
    expect(signalsConfig({ FEEDBACK_RETENTION_DAYS: '-3', FEEDBACK_RATE_LIMIT: 'many' })).toMatchObject({ retentionDays: 180, ratePerMinute: 30 });
    expect(signalsConfig({ FEEDBACK_RETENTION_DAYS: '30', FEEDBACK_DATA_DIR: '/var/docs' })).toMatchObject({ retentionDays: 30, dataDir: '/var/docs' });
  });
});

describe('what readers send is validated', () => {
  const vote = { page: '/current/admin/', version: 'current', helpful: false };
  it.each([
    ['a Yes', { ...vote, helpful: true }],
    ['a No with reasons and a comment', { ...vote, reasons: ['inaccurate', 'other'], comment: 'The second step\nfails.' }],
    ['a comment of exactly 1,000 characters', { ...vote, comment: 'x'.repeat(1000) }],
  ])('accepts %s', (_, payload) => {
    expect(feedbackPayload.safeParse(payload).success).toBe(true);
  });
  it.each([
    ['an unknown field (a contact)', { ...vote, email: 'a@b.example' }],
    ['reasons with a Yes', { ...vote, helpful: true, reasons: ['other'] }],
    ['a comment with a Yes', { ...vote, helpful: true, comment: 'great' }],
    ['an unknown reason', { ...vote, reasons: ['boring'] }],
    ['a comment of 1,001 characters', { ...vote, comment: 'x'.repeat(1001) }],
    ['a control character', { ...vote, comment: 'a\u0007b' }],
    ['a lone surrogate', { ...vote, comment: 'a\udc00' }],
    ['a page that is not a path', { ...vote, page: 'current/admin/' }],
    ['another version', { ...vote, version: '25.x' }],
  ])('refuses %s', (_, payload) => {
    expect(feedbackPayload.safeParse(payload).success).toBe(false);
  });
  it('takes e-mail addresses and long numbers out of comments and queries before they are stored', () => {
    expect(redact('write to ana.lopez@example.com or call +1 (555) 010-9999 about job 26.0.1')).toBe('write to [e-mail] or call +[number] about job 26.0.1');
    const parsed = searchPayload.parse({ searches: [{ query: '  token for bob@example.org ', results: 0, version: 'current', source: 'dialog', rank: null }] });
    expect(parsed.searches[0]!.query).toBe('token for [e-mail]');
  });
  it('refuses a batch with a bad search in it, whole', () => {
    const ok = { query: 'reflections', results: 8, version: 'current', source: 'page', rank: 1 };
    expect(searchPayload.safeParse({ searches: [ok, { ...ok, rank: 0 }] }).success).toBe(false);
    expect(searchPayload.safeParse({ searches: [ok, { ...ok, source: 'email' }] }).success).toBe(false);
    expect(searchPayload.safeParse({ searches: [ok, ok] }).success).toBe(true);
  });
});

describe('the rate limit', () => {
  const minute = 60_000;
  it('lets a client send its allowance, then refuses it until the bucket refills', () => {
    const limiter = new RateLimiter(3);
    const t = Date.UTC(2026, 0, 1, 12);
    expect([1, 2, 3, 4].map(() => limiter.allow('203.0.113.9', t))).toEqual([true, true, true, false]);
    expect(limiter.allow('203.0.113.10', t)).toBe(true);
    expect(limiter.allow('203.0.113.9', t + minute / 3)).toBe(true);
    expect(limiter.allow('203.0.113.9', t + minute / 3)).toBe(false);
  });
  it('keys on a salted hash that changes every day and never contains the address', () => {
    const limiter = new RateLimiter(3);
    const t = Date.UTC(2026, 0, 1, 12);
    const key = limiter.key('203.0.113.9', t);
    expect(key).not.toContain('203');
    expect(limiter.key('203.0.113.9', t + 1000)).toBe(key);
    expect(limiter.key('203.0.113.9', t + 24 * 60 * minute)).not.toBe(key);
    expect(new RateLimiter(3).key('203.0.113.9', t)).not.toBe(key);
  });
  it('keeps at most its number of keys', () => {
    const limiter = new RateLimiter(1, 10);
    const t = Date.UTC(2026, 0, 1, 12);
    for (let i = 0; i < 100; i++) limiter.allow(`198.51.100.${i}`, t);
    expect((limiter as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(10);
  });
});

describe('the insights exports', () => {
  const report: Insights = {
    range: { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-08T00:00:00Z'), version: 'current', limit: 20 },
    pages: [{ page: '/current/admin/', yes: 1, no: 3, helpful: 25, reasons: { inaccurate: 2, other: 1 }, comments: ['Step | 2, "fails"', '=HYPERLINK("x")'] }],
    noResults: [{ query: 'iceberg vacum', count: 4 }],
    noClick: [{ query: 'reflection', count: 2, results: 8 }],
    frequent: [{ query: 'reflection', count: 9, opened: 7 }],
    totals: { votes: 4, searches: 15 },
  };
  it('writes Markdown tables with the range, the counts and the reasons', () => {
    const md = insightsMarkdown(report);
    expect(md).toContain('# Reader insights: current, 2026-11-01 to 2026-11-07');
    expect(md).toContain('| /current/admin/ | 25% | 1 | 3 | inaccurate 2, other 1 | “Step \\| 2, "fails"” “=HYPERLINK("x")” |');
    expect(md).toContain('| iceberg vacum | 4 |');
    expect(md).toContain('4 page votes, 15 searches.');
  });
  it('says what an author does with each list, and counts one vote as one', () => {
    const md = insightsMarkdown(report);
    expect(md).toMatch(/## What to do next\n\n- A query with no results: find the page that answers it/);
    expect(md).toContain('as a question it answers');
    expect(totalsLine({ ...report, totals: { votes: 1, searches: 1 } })).toBe('1 page vote, 1 search.');
  });
  it('writes CSV with quoting, and no cell a spreadsheet would run as a formula', () => {
    const csv = insightsCsv(report).split('\n');
    expect(csv[0]).toBe('list,page_or_query,count,yes,no,helpful_percent,results,opened,reasons,comments');
    expect(csv[1]).toBe('page,/current/admin/,4,1,3,25,,,"inaccurate 2, other 1","Step | 2, ""fails"" | =HYPERLINK(""x"")"');
    expect(csv).toContain('no-results,iceberg vacum,4,,,,0,0,,');
  });
});

describe('search signals in the browser', () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    vi.resetModules();
    sent.length = 0;
    vi.stubGlobal('document', { documentElement: { dataset: { signals: 'on' } }, addEventListener: () => undefined, visibilityState: 'visible' });
    vi.stubGlobal('location', { pathname: '/current/admin/' });
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, body: Blob) => {
        sent.push(body);
        return true;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  const payloads = async () => Promise.all(sent.map(async (b) => JSON.parse(await (b as Blob).text()) as { searches: object[] }));

  it('records the final query of what is typed, not each key, and the rank opened', async () => {
    const { SearchLog, flushSearches } = await import('@/lib/signals/browser');
    const log = new SearchLog('dialog', true);
    for (const q of ['r', 're', 'ref', 'refl', 'reflection']) log.shown(q, 8);
    log.shown('reflectio', 8);
    log.shown('kubernetes', 0);
    log.shown('kubernetes helm', 3);
    log.opened(2);
    flushSearches();
    expect((await payloads()).flatMap((p) => p.searches)).toEqual([
      { query: 'reflectio', results: 8, rank: null, source: 'dialog', version: 'current' },
      { query: 'kubernetes helm', results: 3, rank: 2, source: 'dialog', version: 'current' },
    ]);
  });
  it('records a search once when its results are drawn again after a result was opened or it was handed on', async () => {
    const { SearchLog, flushSearches } = await import('@/lib/signals/browser');
    const dialog = new SearchLog('dialog', true);
    dialog.shown('vacuum catalog', 4);
    dialog.opened(2);
    // Section text arrives, or an effect still pending runs, as the dialog closes: the same results again.
    dialog.shown('vacuum catalog', 5);
    dialog.end();
    const handedOn = new SearchLog('dialog', true);
    handedOn.shown('arrow flight', 8);
    handedOn.drop();
    handedOn.shown('arrow flight', 8);
    handedOn.end();
    // Another query is a new search, and so is the first one asked again after it.
    const page = new SearchLog('page', false);
    page.shown('reflection', 9);
    page.opened(1);
    page.shown('reflection', 9);
    page.shown('wiki', 2);
    page.shown('reflection', 9);
    flushSearches();
    expect((await payloads()).flatMap((p) => p.searches)).toEqual([
      { query: 'vacuum catalog', results: 4, rank: 2, source: 'dialog', version: 'current' },
      { query: 'reflection', results: 9, rank: 1, source: 'page', version: 'current' },
      { query: 'wiki', results: 2, rank: null, source: 'page', version: 'current' },
      { query: 'reflection', results: 9, rank: null, source: 'page', version: 'current' },
    ]);
  });
  it('on the search page, records each submitted query; leaving the page sends the open one', async () => {
    const { SearchLog, flushSearches } = await import('@/lib/signals/browser');
    const log = new SearchLog('page', false);
    log.shown('refl', 4);
    log.shown('reflection', 9);
    flushSearches();
    expect((await payloads()).flatMap((p) => p.searches)).toEqual([
      { query: 'refl', results: 4, rank: null, source: 'page', version: 'current' },
      { query: 'reflection', results: 9, rank: null, source: 'page', version: 'current' },
    ]);
  });
  it('records a query with line breaks (a paste, a shared ?q=) on one line, which the endpoint accepts', async () => {
    const { SearchLog, flushSearches } = await import('@/lib/signals/browser');
    const { searchPayload } = await import('@/lib/signals/payload');
    const log = new SearchLog('page', false);
    log.shown('SELECT * FROM orders\n[30038]Query execution error. Details:[ \n\tThe query exceeded the maximum number of splits.\n]', 3);
    flushSearches();
    const [payload] = await payloads();
    expect(payload!.searches).toEqual([
      {
        query: 'SELECT * FROM orders [30038]Query execution error. Details:[ The query exceeded the maximum number of splits. ]',
        results: 3,
        rank: null,
        source: 'page',
        version: 'current',
      },
    ]);
    expect(searchPayload.safeParse(payload).success).toBe(true);
  });
  it('sends nothing when the page has signals off (the settings, Global Privacy Control or Do Not Track)', async () => {
    (document.documentElement.dataset as { signals: string }).signals = 'off';
    const { SearchLog, flushSearches } = await import('@/lib/signals/browser');
    const log = new SearchLog('dialog', true);
    log.shown('reflection', 8);
    log.opened(1);
    flushSearches();
    expect(sent).toEqual([]);
  });
});
