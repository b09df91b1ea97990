import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signalsConfig } from '../../lib/signals/config';
import { openDatabase } from '../../lib/signals/db';
import { insightsCsv, insightsMarkdown, INSIGHTS_NEXT_STEPS, rangeDays, readInsights, totalsLine, type Insights } from '../../lib/signals/report';
import { purgeOlderThan } from '../../lib/signals/store';

const USAGE = `npm run insights -- [options]

What readers told the site: pages by helpfulness (with the reasons and comments of No answers), queries with no
results, queries with results but no click, and the most frequent queries. Reads DATABASE_URL or, without it, the
embedded database in FEEDBACK_DATA_DIR (default .data), also while the server has it open.

  --from YYYY-MM-DD        first day (UTC) of the range; default 30 days before --to
  --to YYYY-MM-DD          last day (UTC) of the range, included; default today
  --version NAME           the documentation version; default current
  --limit N                rows per list of queries; default 20
  --markdown               print Markdown (tables)
  --csv                    print CSV (one row per item, its list in the first column)
  --purge-older-than [N]   delete what is older than N days (default FEEDBACK_RETENTION_DAYS, or 180) and report
                           the numbers deleted; nothing else is printed
  --help                   this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const day = (value: string, name: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(`${name} takes a date as YYYY-MM-DD, not "${value}".`);
  return new Date(`${value}T00:00:00Z`);
};
const count = (value: string, name: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${name} takes a whole number of 1 or more, not "${value}".`);
  return n;
};

// `--purge-older-than` may stand alone (the retention setting) or take a number: read it before parseArgs.
const argv = process.argv.slice(2);
const purgeAt = argv.indexOf('--purge-older-than');
let purgeDays: number | undefined;
if (purgeAt >= 0) {
  const next = argv[purgeAt + 1];
  const given = next !== undefined && !next.startsWith('--');
  purgeDays = given ? count(next, '--purge-older-than') : signalsConfig().retentionDays;
  argv.splice(purgeAt, given ? 2 : 1);
}
let values;
try {
  ({ values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      version: { type: 'string', default: 'current' },
      limit: { type: 'string', default: '20' },
      markdown: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }));
} catch (e) {
  fail((e as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.markdown && values.csv) fail('Choose one of --markdown and --csv.');

const DAY = 86_400_000;
const lastDay = values.to ? day(values.to, '--to') : day(new Date().toISOString().slice(0, 10), '--to');
const to = new Date(lastDay.getTime() + DAY);
const from = values.from ? day(values.from, '--from') : new Date(to.getTime() - 30 * DAY);
if (from >= to) fail('--from must be on or before --to.');

const config = signalsConfig();
if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
  console.error(
    `No feedback database yet: ${join(config.dataDir, 'pglite')} does not exist (the server creates it when it starts). Set DATABASE_URL to read another database.`,
  );
  process.exit(1);
}
const db = await openDatabase(config);
try {
  if (purgeDays !== undefined) {
    const gone = await purgeOlderThan(db, purgeDays);
    console.log(`Deleted what was older than ${purgeDays} days: ${gone.feedback} page votes and ${gone.searches} searches.`);
  } else {
    const report = await readInsights(db, { from, to, version: values.version, limit: count(values.limit, '--limit') });
    console.log(values.csv ? insightsCsv(report).trimEnd() : values.markdown ? insightsMarkdown(report) : insightsText(report));
  }
} finally {
  await db.close();
}

/** The report for a terminal: each list as aligned lines. */
function insightsText(i: Insights): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const lines = [
    `Reader insights for ${i.range.version}, ${rangeDays(i.range)}: ${totalsLine(i)}`,
    '',
    'Pages by helpfulness (least helpful first): helpful, yes, no, page',
  ];
  if (!i.pages.length) lines.push('  (none)');
  for (const p of i.pages) {
    lines.push(`  ${pad(`${p.helpful}%`, 4)} ${pad(p.yes, 4)} ${pad(p.no, 4)}  ${p.page}`);
    const reasons = Object.entries(p.reasons).sort((a, b) => b[1] - a[1]);
    if (reasons.length) lines.push(`        reasons: ${reasons.map(([r, n]) => `${r} ${n}`).join(', ')}`);
    for (const c of p.comments) lines.push(`        “${c.replace(/\s+/g, ' ')}”`);
  }
  const queries = (title: string, rows: { query: string; count: number }[], extra: (r: never) => string = () => '') => {
    lines.push('', title);
    if (!rows.length) lines.push('  (none)');
    for (const r of rows) lines.push(`  ${pad(r.count, 5)}  ${r.query}${extra(r as never)}`);
  };
  queries('Queries with no results: searches, query', i.noResults);
  queries('Queries with results but no click: searches, query (results)', i.noClick, (r: { results: number }) => `  (${r.results})`);
  queries('Most frequent queries: searches, query (results opened)', i.frequent, (r: { opened: number }) => `  (${r.opened} opened)`);
  lines.push('', 'What to do next:', ...INSIGHTS_NEXT_STEPS.map((step) => `  - ${step}`));
  return lines.join('\n');
}
