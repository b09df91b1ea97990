import type { Queryable } from './db';

/** What `npm run insights` reports on: a date range (from inclusive, to exclusive) and a version. */
export interface ReportRange {
  from: Date;
  to: Date;
  version: string;
  /** Rows per list. */
  limit: number;
}

export interface Insights {
  range: ReportRange;
  pages: { page: string; yes: number; no: number; helpful: number; reasons: Record<string, number>; comments: string[] }[];
  noResults: { query: string; count: number }[];
  noClick: { query: string; count: number; results: number }[];
  frequent: { query: string; count: number; opened: number }[];
  totals: { votes: number; searches: number };
}

const window = `created_at >= $1 AND created_at < $2 AND version = $3`;

/** The report, read in a handful of grouped queries. Queries are compared in lower case. */
export async function readInsights(db: Queryable, range: ReportRange): Promise<Insights> {
  const at = [range.from.toISOString(), range.to.toISOString(), range.version];
  const pages = await db.query<{ page: string; yes: number; no: number; comments: string[] | string }>(
    `SELECT page, count(*) FILTER (WHERE helpful)::int AS yes, count(*) FILTER (WHERE NOT helpful)::int AS no,
            COALESCE(json_agg(comment ORDER BY created_at DESC) FILTER (WHERE comment IS NOT NULL), '[]') AS comments
     FROM page_feedback WHERE ${window}
     GROUP BY page ORDER BY (count(*) FILTER (WHERE helpful))::float / count(*), count(*) DESC, page`,
    at,
  );
  const reasons = await db.query<{ page: string; reason: string; n: number }>(
    `SELECT page, reason, count(*)::int AS n FROM page_feedback, unnest(reasons) AS reason WHERE ${window} GROUP BY page, reason`,
    at,
  );
  const grouped = (having: string, order = 'count DESC, query') =>
    db.query<{ query: string; count: number; results: number; opened: number }>(
      `SELECT lower(query) AS query, count(*)::int AS count, max(results)::int AS results, count(rank)::int AS opened
       FROM search_signal WHERE ${window}
       GROUP BY lower(query) HAVING ${having} ORDER BY ${order} LIMIT $4`,
      [...at, range.limit],
    );
  const totals = await db.query<{ votes: number; searches: number }>(
    `SELECT (SELECT count(*)::int FROM page_feedback WHERE ${window}) AS votes, (SELECT count(*)::int FROM search_signal WHERE ${window}) AS searches`,
    at,
  );
  return {
    range,
    pages: pages.map((p) => ({
      page: p.page,
      yes: Number(p.yes),
      no: Number(p.no),
      helpful: Math.round((100 * Number(p.yes)) / (Number(p.yes) + Number(p.no))),
      reasons: Object.fromEntries(reasons.filter((r) => r.page === p.page).map((r) => [r.reason, Number(r.n)])),
      comments: typeof p.comments === 'string' ? (JSON.parse(p.comments) as string[]) : p.comments,
    })),
    noResults: (await grouped('max(results) = 0')).map(({ query, count }) => ({ query, count })),
    noClick: (await grouped('max(results) > 0 AND count(rank) = 0')).map(({ query, count, results }) => ({ query, count, results })),
    frequent: (await grouped('true')).map(({ query, count, opened }) => ({ query, count, opened })),
    totals: { votes: Number(totals[0]?.votes ?? 0), searches: Number(totals[0]?.searches ?? 0) },
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** "2026-11-01 to 2026-11-29": a report's days, the last one inclusive. */
export const rangeDays = (range: ReportRange) => `${day(range.from)} to ${day(new Date(range.to.getTime() - 1))}`;
const reasonList = (r: Record<string, number>) =>
  Object.entries(r)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** "1 page vote, 12 searches": the report's totals line. */
export const totalsLine = (i: Insights) =>
  `${i.totals.votes} page ${i.totals.votes === 1 ? 'vote' : 'votes'}, ${i.totals.searches} ${i.totals.searches === 1 ? 'search' : 'searches'}.`;

/** What an author does with each list (AUTHORING.md, "Reader feedback"), printed under the report. */
export const INSIGHTS_NEXT_STEPS = [
  "A query with no results: find the page that answers it and add the reader's words to it as keywords, as a question it answers, or, for a pasted message, as one of its errors; if no page answers it, that is a page to write.",
  'A query with results but no click: the right page ranks too low, or its title and description do not say that it answers; search for the query on the site and fix the page that should have come first.',
  'A page readers find unhelpful: read the reasons and comments, fix the page, and never paste a comment into it.',
  'Check the change with npm run check:content; AUTHORING.md, "Reader feedback", has the details.',
] as const;

/** The report as Markdown: a heading per list and a table each. */
export function insightsMarkdown(i: Insights): string {
  const cell = (s: string | number) => String(s).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const table = (head: string[], rows: (string | number)[][]) =>
    rows.length
      ? [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n')
      : '_None._';
  return [
    `# Reader insights: ${i.range.version}, ${rangeDays(i.range)}`,
    totalsLine(i),
    '## Pages by helpfulness (least helpful first)',
    table(
      ['page', 'helpful', 'yes', 'no', 'reasons', 'comments'],
      i.pages.map((p) => [p.page, `${p.helpful}%`, p.yes, p.no, reasonList(p.reasons), p.comments.map((c) => `“${c}”`).join(' ')]),
    ),
    '## Queries with no results',
    table(
      ['query', 'searches'],
      i.noResults.map((q) => [q.query, q.count]),
    ),
    '## Queries with results but no click',
    table(
      ['query', 'searches', 'results'],
      i.noClick.map((q) => [q.query, q.count, q.results]),
    ),
    '## Most frequent queries',
    table(
      ['query', 'searches', 'opened a result'],
      i.frequent.map((q) => [q.query, q.count, q.opened]),
    ),
    '## What to do next',
    INSIGHTS_NEXT_STEPS.map((step) => `- ${step}`).join('\n'),
  ].join('\n\n');
}

/** The report as CSV: one row per item, the list it belongs to in the first column. */
export function insightsCsv(i: Insights): string {
  // A text that a spreadsheet would read as a formula (=, +, -, @) is prefixed with an apostrophe.
  const field = (v: string | number) => {
    const s = typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const rows: (string | number)[][] = [['list', 'page_or_query', 'count', 'yes', 'no', 'helpful_percent', 'results', 'opened', 'reasons', 'comments']];
  for (const p of i.pages) rows.push(['page', p.page, p.yes + p.no, p.yes, p.no, p.helpful, '', '', reasonList(p.reasons), p.comments.join(' | ')]);
  for (const q of i.noResults) rows.push(['no-results', q.query, q.count, '', '', '', 0, 0, '', '']);
  for (const q of i.noClick) rows.push(['no-click', q.query, q.count, '', '', '', q.results, 0, '', '']);
  for (const q of i.frequent) rows.push(['frequent', q.query, q.count, '', '', '', '', q.opened, '', '']);
  return `${rows.map((r) => r.map(field).join(',')).join('\n')}\n`;
}
