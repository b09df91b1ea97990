import { readFileSync } from 'node:fs';
import { SearchEngine } from '../lib/search/engine';
import { PHRASE_KINDS, type SearchMeta } from '../lib/search/types';
import { PHRASE_WHOLE, PHRASE_WORD } from '../lib/search/weights';
import { behindStatement, CARRIED_PART, explainedMessages, fillMessage, inVerboseError } from '../__tests__/search/evaluate';

/**
 * The leave-one-out probes of issue 40, each over what the pages list, never the held-out set:
 * - questions: each reader question of the pages (`questions`) is asked as a query with that one question left out of
 *   the index, so the rest of its page (text, headings, keywords, its other questions) has to answer a question whose
 *   exact words it lacks. Most misses are SQL functions with a near twin (TRIM and BTRIM).
 * - errors: each error message of the pages (`errors`) is pasted as a reader pastes it (`ERROR: ` before it, a value
 *   in place of each variable part) with that one message left out, so the page has to be found by its text: the
 *   shape of a pasted error that no page lists. Split by whether the page's text quotes the message (its longest fixed
 *   part) or only its `errors` did; the latter are also pasted as an ODBC client prints them, after a long statement,
 *   and every message as Dremio's verbose error gives it (wrapped, with operator, location, error id and frames), in a
 *   Java log line (logback's date, thread, level and logger first) and inside a Python Flight client's traceback (the
 *   Flight error carries it; there the Arrow Flight page, which lists the carrier, is a fair answer too, so that form
 *   measures whether the failure's own page is still found), and inside each of the other messages that may carry
 *   one (`CARRIED_PART`) in turn, with how often that carrier's own page stays in the first three.
 * Prints success@1/@3; `--misses` lists the entries whose page is not in the top three. They are checks on ranking
 * changes, not targets. Run after `npm run content`.
 *
 * An entry is left out by giving its phrase a fourth kind whose words and whole phrase are worth nothing, in this
 * process only; the index files are not touched.
 */
const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
engine.addBody(JSON.parse(readFileSync('generated/search-body.json', 'utf8')));
const site: { pages: { href: string; sourcePath: string; frontmatter: { questions?: string[]; errors?: { message: string }[] } }[] } = JSON.parse(
  readFileSync('generated/site.json', 'utf8'),
);

const LEFT_OUT = 3;
PHRASE_WORD[LEFT_OUT] = 0;
PHRASE_WHOLE[LEFT_OUT] = 0;
const { meta } = engine as unknown as { meta: SearchMeta };
const kinds = meta.phrases.kinds;
const pageOf = new Map(meta.pages.map((page, id) => [page[1], id]));
/** Each page's phrases of a kind, in the order of its frontmatter list (lib/search/build.ts adds them in that order). */
const phrasesOf = (kind: number) => {
  const byPage = new Map<number, number[]>();
  for (let k = 0; k < kinds.length; k++) {
    if (Number(kinds[k]) !== kind) continue;
    const page = meta.phrases.pages[k]!;
    byPage.set(page, [...(byPage.get(page) ?? []), k]);
  }
  return byPage;
};

/** A probe's tally: entries asked, answered first and in the top three, and the misses. */
class Tally {
  asked = 0;
  first = 0;
  top3 = 0;
  readonly misses: string[] = [];
  add(query: string, hits: string[], answers: readonly string[]) {
    this.asked++;
    if (answers.includes(hits[0] ?? '')) this.first++;
    if (hits.some((h) => answers.includes(h))) this.top3++;
    else this.misses.push(`${query} → ${hits.join(', ')} (want ${answers.join(' | ')})`);
  }
  line(name: string) {
    const pct = (n: number) => `${((100 * n) / this.asked).toFixed(1)}%`;
    return `${name}: ${this.asked} asked, @1 ${pct(this.first)} (${this.first}), @3 ${pct(this.top3)} (${this.top3})`;
  }
}

/** Asks `query` with phrase `k` left out of the index. */
const askWithout = (k: number, query: string) => {
  meta.phrases.kinds = kinds.slice(0, k) + String(LEFT_OUT) + kinds.slice(k + 1);
  const hits = engine.search(query, { limit: 3 }).hits.map((hit) => hit.href);
  meta.phrases.kinds = kinds;
  return hits;
};

const questions = new Tally();
const questionPhrases = phrasesOf(PHRASE_KINDS.question);
for (const page of site.pages) {
  const listed = page.frontmatter.questions ?? [];
  const phrases = questionPhrases.get(pageOf.get(page.href) ?? -1) ?? [];
  // A question that repeats one of the page's keywords is indexed once, as the keyword: its page is left out whole.
  if (phrases.length !== listed.length) continue;
  listed.forEach((question, i) => questions.add(question, askWithout(phrases[i]!, question), [page.href]));
}

/** A reader's value for each variable part of a message, as a paste carries it. */
const VALUES: Record<string, string> = {
  table: 'lake.sales.orders',
  path: 's3://lake/warehouse/orders/00012-3.parquet',
  column: 'order_date',
  user: 'analyst1',
};
const quoted = new Tally();
const unquoted = new Tally();
const unquotedBehindSql = new Tally();
/** The other forms every message is pasted in, each with its tally. */
const FORMS: [string, (message: string) => string, Tally][] = [
  ['in Dremio’s verbose form', inVerboseError, new Tally()],
  [
    'in a Java log line',
    (m) => `2025-03-04 10:11:12,345 [1a2b3c4d-aaaa-bbbb-cccc-1234567890ab/0:foreman-planning] ERROR c.d.exec.work.foreman.AttemptManager - Query failed: ${m}`,
    new Tally(),
  ],
  [
    'in a Python Flight traceback',
    (m) =>
      'Traceback (most recent call last):\n  File "/home/app/etl/load.py", line 42, in <module>\n    reader = client.do_get(info.endpoints[0].ticket, options)\n' +
      '  File "pyarrow/_flight.pyx", line 68, in pyarrow._flight.check_flight_status\npyarrow._flight.FlightInternalError: Flight returned internal error, ' +
      `with message: ${m}. gRPC client debug context: UNKNOWN:Error received from peer ipv4:10.20.30.40:32010 {grpc_status:13}`,
    new Tally(),
  ],
];
/**
 * Messages that may carry another in their last variable part (`Failure creating/updating this source [{source}]:
 * {reason}`), by the part's name, except the Flight error the Python form already pastes; each left-out message is
 * pasted inside one of them in turn. Whether a page's message is marked a carrier (`{message}`) is the page's call, so
 * the probe picks them by the names authors used for such a part, whatever the marking.
 */
const otherCarriers = [...explainedMessages(site)].filter(([m]) => CARRIED_PART.test(m) && !m.startsWith('Flight returned internal error'));
const inOtherCarrier = new Tally();
/** The carrier's own page in the first three, for the same queries. */
let carrierInFirstThree = 0;
let carried = 0;
const errorPhrases = phrasesOf(PHRASE_KINDS.error);
/** Every page that lists a message: a message two pages explain is answered by either. */
const listedBy = explainedMessages(site);
for (const page of site.pages) {
  const listed = page.frontmatter.errors ?? [];
  const phrases = errorPhrases.get(pageOf.get(page.href) ?? -1) ?? [];
  if (phrases.length !== listed.length) continue;
  const text = readFileSync(page.sourcePath, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  listed.forEach(({ message }, i) => {
    const filled = fillMessage(message, VALUES);
    const query = `ERROR: ${filled}`;
    const longest = message
      .split(/\{[^{}]*\}/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim();
    const answers = listedBy.get(message)!;
    for (const [, wrap, tally] of FORMS) {
      const wrapped = wrap(filled);
      tally.add(wrapped, askWithout(phrases[i]!, wrapped), answers);
    }
    const [carrier, carrierPages] = otherCarriers[carried % otherCarriers.length]!;
    if (carrier !== message) {
      const last = carrier.lastIndexOf('{');
      const inCarrier = fillMessage(carrier.slice(0, last), VALUES) + filled + carrier.slice(carrier.indexOf('}', last) + 1);
      const hits = askWithout(phrases[i]!, inCarrier);
      inOtherCarrier.add(inCarrier, hits, answers);
      if (hits.some((h) => carrierPages.includes(h))) carrierInFirstThree++;
    }
    carried++;
    if (text.includes(longest)) quoted.add(query, askWithout(phrases[i]!, query), answers);
    else {
      unquoted.add(query, askWithout(phrases[i]!, query), answers);
      const odbc = behindStatement(filled);
      unquotedBehindSql.add(odbc, askWithout(phrases[i]!, odbc), answers);
    }
  });
}

console.log(questions.line('leave-one-out questions'));
console.log(quoted.line('leave-one-out errors, quoted in the page text'));
console.log(unquoted.line('leave-one-out errors, only in the errors field'));
console.log(unquotedBehindSql.line('  the same, printed by an ODBC client after the statement'));
for (const [name, , tally] of FORMS) console.log(tally.line(`leave-one-out errors, all, ${name}`));
console.log(inOtherCarrier.line(`leave-one-out errors, all, inside one of ${otherCarriers.length} other carriers in turn`));
console.log(`  the carrier's own page in the first three: ${carrierInFirstThree}`);
if (process.argv.includes('--misses'))
  for (const [name, t] of [
    ['questions', questions],
    ['errors, quoted', quoted],
    ['errors, not quoted', unquoted],
    ['errors, not quoted, behind SQL', unquotedBehindSql],
    ...FORMS.map(([name, , tally]) => [`errors, ${name}`, tally] as const),
    ['errors, inside other carriers', inOtherCarrier],
  ] as const)
    console.log(`${name}, not in the top three:\n  ${t.misses.join('\n  ')}`);
