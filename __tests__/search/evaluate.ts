import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SearchEngine } from '@/lib/search/engine';
import { shardFile } from '@/lib/search/postings';
import type { SearchHead, SearchMetaWire } from '@/lib/search/types';
import { HELDOUT_QUERIES } from './heldout-queries';
import { NATURAL_QUERIES } from './natural-queries';
import { SEARCH_QUERIES } from './queries';

/** One query of either set: its kind, the text, and the pages that count as a right answer. */
export interface EvalQuery {
  kind: string;
  query: string;
  answers: string[];
}

/** A query of a development set taken from a public thread: the thread's URL beside the query. */
export interface SourcedQuery extends EvalQuery {
  source: string;
}

/**
 * A public thread a reader asked in: a GitHub issue, pull request or discussion, or a community.dremio.com topic, as
 * a pattern to anchor (a development question's source) or to find in text (a page citing a thread).
 */
export const PUBLIC_THREAD = String.raw`https:\/\/(?:github\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull|discussions)\/\d+|community\.dremio\.com\/t\/[\w-]+\/\d+)`;

/** A factory for one kind of sourced query: `(source, query, ...page ids)`, each page id under /current/. */
export const sourcedQuery =
  (kind: string) =>
  (source: string, query: string, ...answers: string[]): SourcedQuery => ({ kind, query, answers: answers.map((a) => `/current/${a}`), source });

export interface KindScore {
  kind: string;
  n: number;
  at1: number;
  at3: number;
}

export interface Evaluation {
  kinds: KindScore[];
  total: KindScore;
  misses: string[];
  /** Queries that returned no result at all. */
  empty: string[];
}

/** The keyword set (names, partial names, typos and short tasks), one expected page each. */
export const KEYWORD_SET: EvalQuery[] = SEARCH_QUERIES.map(([query, href]) => ({ kind: 'keyword', query, answers: [href] }));
/** The natural-language set, with its kinds. */
export const NATURAL_SET: EvalQuery[] = NATURAL_QUERIES;
/**
 * The held-out set (issue 40): real readers' questions from public issues and threads, written without looking at the
 * ranking, the thesaurus, the keywords or the tuning sets. It measures, and must never tune: no thesaurus entry,
 * keyword or special case may be added to fix one of its queries.
 */
export const HELDOUT_SET: EvalQuery[] = HELDOUT_QUERIES;

/** The site's pages with their error messages, as generated/site.json holds them. */
export type SiteWithErrors = { pages: { href: string; frontmatter: { errors?: { message: string }[] } }[] };

/** Each error message the pages explain, with the pages that explain it (a Nessie error on each command that raises it). */
export function explainedMessages(site: SiteWithErrors): Map<string, string[]> {
  const explainedBy = new Map<string, string[]>();
  for (const page of site.pages)
    for (const { message } of page.frontmatter.errors ?? []) explainedBy.set(message, [...(explainedBy.get(message) ?? []), page.href]);
  return explainedBy;
}

/**
 * A message that may carry another in its last variable part, by the name authors gave that part (`{reason}`,
 * `{message}`): the bench's carrier probes pick carriers this way, whatever the page marks (lib/search/sources.ts).
 */
export const CARRIED_PART = /\{(message|cause|error|reason|details|exception)\}\.?$/;

/** A message with its variable parts (`{path}`) given made-up values: from `value`, else `<name>_1`. */
export const fillMessage = (message: string, value: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => value[name] ?? `${name}_1`);

/**
 * A message as an ODBC client (a BI tool) prints it: after the whole generated statement, which is longer than the
 * 200 characters a query is read for concepts.
 */
export const behindStatement = (message: string) =>
  'ODBC: ERROR [HY000] [Dremio][Connector] (1040) Dremio failed to execute the query: SELECT "orders"."order_id" AS ' +
  '"order_id", "orders"."customer_id" AS "customer_id", "orders"."order_date" AS "order_date", SUM("orders"."amount") AS ' +
  `"sum_amount" FROM "lake"."sales"."orders" "orders" GROUP BY "orders"."order_id", "orders"."customer_id"\n[30038]Query execution error. Details:[ \n${message}\n]`;

/** A message as Dremio's verbose error gives it: wrapped, with the operator, location, error id and stack frames. */
export const inVerboseError = (message: string) =>
  `com.dremio.common.exceptions.UserRemoteException: SYSTEM ERROR: ${message}\n\nSqlOperatorImpl TABLE_FUNCTION\nLocation 0:0:4\n` +
  `Fragment 0:0\n\n[Error Id: 1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901 on dremio-executor-0.dremio-cluster-pod:0]\n\n  (java.lang.RuntimeException) ${message}\n` +
  '    com.dremio.exec.store.dfs.FileSystemPlugin.getTable():612\n    com.dremio.sabot.exec.fragment.FragmentExecutor.run():458';

/**
 * Each error message the pages explain (their `errors`), pasted as readers paste it: bare, after Dremio's
 * `SYSTEM ERROR:`, inside a JDBC exception with Dremio's error id and host, and before a Flight exception's class.
 * Its variable parts get made-up values. The answer is the page that explains the message (any of them when several do).
 */
export function pastedMessages(site: SiteWithErrors): EvalQuery[] {
  const value: Record<string, string> = { host: 'zk-1.internal', path: 's3://lake/warehouse/orders/data/00012-3.parquet', size: '24373212' };
  const wrappers: [string, (m: string) => string][] = [
    ['bare', (m) => m],
    ['system', (m) => `SYSTEM ERROR: ${m}`],
    ['jdbc', (m) => `java.sql.SQLException: ${m}\n\n[Error Id: 3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f on dremio-executor-2.dremio-cluster-pod:0]`],
    ['flight', (m) => `ERROR: ${m} (org.apache.arrow.flight.FlightRuntimeException)`],
  ];
  return [...explainedMessages(site)].flatMap(([message, answers]) =>
    wrappers.map(([kind, wrap]) => ({ kind, query: wrap(fillMessage(message, value)), answers })),
  );
}

/** success@1 and success@3 per kind and overall: a query succeeds when any answering page ranks that high. */
export function evaluate(engine: SearchEngine, set: readonly EvalQuery[]): Evaluation {
  const byKind = new Map<string, KindScore>();
  const total: KindScore = { kind: 'all', n: 0, at1: 0, at3: 0 };
  const misses: string[] = [];
  const empty: string[] = [];
  for (const { kind, query, answers } of set) {
    const hrefs = engine.search(query, { limit: 3 }).hits.map((h) => h.href);
    if (hrefs.length === 0) empty.push(query);
    const score = byKind.get(kind) ?? { kind, n: 0, at1: 0, at3: 0 };
    byKind.set(kind, score);
    const first = answers.includes(hrefs[0] ?? '');
    const top3 = hrefs.some((h) => answers.includes(h));
    for (const s of [score, total]) {
      s.n++;
      if (first) s.at1++;
      if (top3) s.at3++;
    }
    if (!first)
      misses.push(
        `${top3 ? '@3' : '--'} [${kind}] ${query} → ${hrefs.map((h) => h.replace('/current/', '')).join(', ')} (want ${answers.map((a) => a.replace('/current/', '')).join(' | ')})`,
      );
  }
  return { kinds: [...byKind.values()], total, misses, empty };
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)}%`;

/** A table of the figures, one row per kind, for the test output and the benchmark. */
export function formatEvaluation(name: string, e: Evaluation): string {
  const rows = [...(e.kinds.length > 1 ? e.kinds : []), e.total].map(
    (s) => `  ${s.kind.padEnd(12)} ${String(s.n).padStart(4)}   @1 ${pct(s.at1, s.n).padStart(6)}   @3 ${pct(s.at3, s.n).padStart(6)}`,
  );
  return `${name}:\n${rows.join('\n')}\n  zero-result queries: ${e.empty.length}`;
}

/** Gzipped bytes a browser fetches: for the first results (meta + head), the first query complete, a whole session. */
export interface Transfer {
  firstResults: number;
  firstQuery: number;
  session: number;
}

/**
 * What a reader's browser fetches for a session of queries, as lib/search/client.ts does it, from the files
 * `npm run content` wrote to public/search: meta and head, then for each query the body shards its words need and
 * the snippet texts of the eight pages the dialog shows. Counts each file once, gzipped. Also returns the engine,
 * which holds only what was fetched.
 */
export function sessionTransfer(queries: readonly string[], root = 'public/search'): Transfer & { engine: SearchEngine } {
  const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
  const gz = (json: string) => gzipSync(json).length;
  const metaJson = read('meta.json');
  const headJson = read('head.json');
  const meta = JSON.parse(metaJson) as SearchMetaWire;
  const engine = new SearchEngine(meta, JSON.parse(headJson) as SearchHead);
  const firstResults = gz(metaJson) + gz(headJson);
  let session = firstResults;
  let firstQuery = 0;
  for (const q of queries) {
    for (let round = 0; round < 3; round++) {
      const keys = engine.shardsFor(q);
      if (!keys.length) break;
      for (const key of keys) {
        const json = read(`${meta.shards.dir}/w/${shardFile(key)}.json`);
        session += gz(json);
        engine.addShard(key, JSON.parse(json));
      }
    }
    for (const p of engine.textsFor(engine.search(q, { limit: 8 }).hits)) {
      const json = read(`${meta.shards.dir}/t/${p}.json`);
      session += gz(json);
      engine.addTexts(p, JSON.parse(json));
    }
    firstQuery ||= session;
  }
  return { firstResults, firstQuery, session, engine };
}
