import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SearchEngine } from '../lib/search/engine';
import {
  behindStatement,
  CARRIED_PART,
  evaluate,
  explainedMessages,
  fillMessage,
  formatEvaluation,
  type EvalQuery,
  type SiteWithErrors,
} from '../__tests__/search/evaluate';

/**
 * Development probes of issue 40, made from the pages themselves, so they measure mechanisms, not how well the
 * ranking generalises (the held-out set, which this never evaluates, does that). Run after `npm run content`.
 *
 * - **Pasted statements**: the first three SQL examples of every SQL command page, pasted as a reader pastes the
 *   statement that failed; the command's page should come first. Some examples show a neighbour's command (USE BRANCH
 *   on the MERGE BRANCH page), so 100% is not the goal; a change that moves many of them is worth a look.
 * - **Messages in prose, cut short or behind SQL**: each page's error messages pasted inside a reader's sentence, with
 *   the last third cut off, or as an ODBC error prints them after the statement that failed (a BI tool's, longer
 *   than the 200 characters read for concepts), their variable parts filled in. Cutting a short message leaves three
 *   or four words, which no ranking should read as that message, so the cut kind cannot reach 100% either.
 * - **Messages inside a carrier**: every message the pages list whose last variable part is the failure (`Flight
 *   returned internal error, with message: {message}`, `Error while executing SQL "{sql}": {message}`; a last part named
 *   message, cause, error, reason, details or exception), each with every fourth page message inside it, as a client
 *   prints a server's error; the inner message's page should come first.
 *   Some pairs are odd (a JDBC driver's message inside a Flight error) and short inner messages lose to the carrier's
 *   page, so 100% is not the goal. Also prints how often the carrier's own page is in the first three.
 *
 * - **A function named in a pasted message**: every SQL function page's name in the two validation errors that name
 *   a function, `No match found for function signature {name}` (with argument types after the name) and `Cannot apply
 *   '{operator}' to arguments of type '{types}'` (with Calcite's supported forms after it), as Dremio prints them; the
 *   function's page should come first, and the page that explains the message should stay in the first three.
 *
 * `--misses` lists the queries whose page is not first.
 */
const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
engine.addBody(JSON.parse(readFileSync('generated/search-body.json', 'utf8')));
const site: SiteWithErrors = JSON.parse(readFileSync('generated/site.json', 'utf8'));

const COMMANDS = 'content/reference/sql/commands';
const statements: EvalQuery[] = [];
for (const file of readdirSync(COMMANDS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'))) {
  const source = readFileSync(join(COMMANDS, file), 'utf8');
  const id = /^id: (.+)$/m.exec(source)![1]!.trim();
  const href = `/current/${id}${file.endsWith('index.mdx') ? '/' : ''}`;
  for (const [, block] of [...source.matchAll(/```sql[^\n]*\n([\s\S]*?)```/g)].slice(0, 3)) {
    const statement = block!
      .split(/;\s*\n/)[0]!
      .replace(/--.*$/gm, '')
      .replace(/\s+/g, ' ')
      .trim();
    // A syntax block (`[ IF NOT EXISTS ]`, `<name>`) is kept: readers paste those too. Fragments are not.
    if (statement.length >= 12) statements.push({ kind: 'statement', query: statement.slice(0, 200), answers: [href] });
  }
}

const value: Record<string, string> = {
  host: 'zk-1.internal',
  path: 's3://lake/warehouse/orders/data/00012-3.parquet',
  table: 'lake.sales.orders',
  user: 'analyst1',
};
const messages: EvalQuery[] = [...explainedMessages(site)].flatMap(([message, answers]) => {
  const filled = fillMessage(message, value);
  const words = filled.split(/\s+/);
  return [
    { kind: 'in prose', query: `I get this error when I run my query from DBeaver: ${filled}. Any idea how to fix it?`, answers },
    { kind: 'cut short', query: words.slice(0, Math.max(4, Math.ceil(words.length * 0.7))).join(' '), answers },
    {
      kind: 'behind SQL',
      query: behindStatement(filled),
      answers,
    },
  ];
});

const listed = [...explainedMessages(site)];
const carriers = listed.filter(([message]) => CARRIED_PART.test(message));
/** Each carried query with the pages of its carrier. */
const carried: (EvalQuery & { pages: string[] })[] = carriers.flatMap(([carrier, carrierPages]) =>
  listed
    .filter(([inner], i) => i % 4 === 0 && inner !== carrier)
    .map(([inner, answers]) => {
      const failure = fillMessage(inner, value);
      const values = {
        ...value,
        sql: 'SELECT * FROM lake.sales.orders',
        message: failure,
        cause: failure,
        error: failure,
        reason: failure,
        details: failure,
        exception: failure,
      };
      return { kind: 'carried', query: fillMessage(carrier, values), answers, pages: carrierPages };
    }),
);

/** The pages that list the message `pattern` matches, for the probe of functions named in a message. */
const listing = (pattern: RegExp) => listed.find(([message]) => pattern.test(message))?.[1] ?? [];
const signaturePages = listing(/^No match found for function signature \{\w+\}$/);
const operatorPages = listing(/^Cannot apply '\{\w+\}' to arguments of type '\{\w+\}'$/);
const functions = (site as unknown as { pages: { href: string; frontmatter: { title: string; function?: unknown } }[] }).pages.filter(
  (page) => page.frontmatter.function,
);
const named: (EvalQuery & { pages: string[] })[] = functions.flatMap(({ href, frontmatter: { title } }) => [
  {
    kind: 'signature',
    query: `VALIDATION ERROR: No match found for function signature ${title}(<CHARACTER>, <NUMERIC>)`,
    answers: [href],
    pages: signaturePages,
  },
  {
    kind: 'operator',
    query: `VALIDATION ERROR: Cannot apply '${title}' to arguments of type '${title}(<VARBINARY(65536)>, <INTEGER>)'. Supported form(s): '${title}(<NUMERIC>, <NUMERIC>)'`,
    answers: [href],
    pages: operatorPages,
  },
]);

for (const [name, set] of [
  ['pasted statements (SQL command pages’ own examples)', statements],
  ['pages’ own messages in prose, cut short or behind SQL', messages],
  ['pages’ own messages inside a carrier message', carried],
  ['a function named in a pasted message (each function page, two messages)', named],
] as const) {
  const result = evaluate(engine, set);
  console.log(formatEvaluation(name, result));
  if (process.argv.includes('--misses')) console.log(`  not first:\n    ${result.misses.join('\n    ')}`);
}
/** How many queries of `set` have one of their `pages` (other than the answer) in the first three. */
const inFirstThree = (set: (EvalQuery & { pages: string[] })[]) =>
  set.filter(({ query, pages }) => engine.search(query, { limit: 3 }).hits.some((hit) => pages.includes(hit.href))).length;
console.log(`carrier messages: the carrier's own page in the first three: ${inFirstThree(carried)} of ${carried.length}`);
console.log(`functions named in a message: the message's page in the first three: ${inFirstThree(named)} of ${named.length}`);
