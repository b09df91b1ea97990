import { readFileSync } from 'node:fs';

/**
 * A second judging of the held-out set's answers (issue 40), from the files in bench/heldout-judging/. It reads what
 * was recorded there and does not run the search: the rankings judged are those of the commit the files name.
 *
 * Each round's file lists held-out queries with their answer lists, the first three results the ranking gave, and a
 * verdict (`answers`, `partly`, `no`) for each candidate page a blind judge was shown: the union of the answer list
 * and some or all of the first three results, in random order, without saying which was which
 * (bench/heldout-judging/BRIEF.md). Round 1 covers every query whose first result is not in its answer list and a
 * third of the others, candidates from the list and the first two results; round 2 covers all 211 queries with their
 * first three results, judged again by other judges.
 *
 * Prints, per kind and in all: success@1 and @3 with the set's own lists (the official figures); with round 2's
 * verdicts alone; with a page also counted as an answer when every judge who saw it said `answers`; and how the
 * judges agree with each other and with the lists. The official figures are the set's own; this measures the lists.
 */
type Verdict = 'answers' | 'partly' | 'no';
interface Item {
  query: string;
  kind: string;
  answers: string[];
  top: string[];
  judged: Record<string, { verdict: Verdict; reason: string }>;
}
interface Round {
  commit: string;
  items: Item[];
}
const read = (name: string): Round => JSON.parse(readFileSync(`bench/heldout-judging/${name}`, 'utf8'));
const one = read('round-1.json');
const two = read('round-2.json');

/** Every verdict each (query, page) got, over both rounds. */
const verdicts = new Map<string, Verdict[]>();
const pair = (query: string, href: string) => `${query}\u0000${href}`;
for (const round of [one, two])
  for (const item of round.items)
    for (const [href, { verdict }] of Object.entries(item.judged))
      verdicts.set(pair(item.query, href), [...(verdicts.get(pair(item.query, href)) ?? []), verdict]);

type Rule = (item: Item, href: string) => boolean;
const listed: Rule = (item, href) => item.answers.includes(href);
const roundTwo: Rule = (item, href) => item.judged[href]?.verdict === 'answers';
const agreed: Rule = (item, href) => {
  const all = verdicts.get(pair(item.query, href)) ?? [];
  return all.length > 0 && all.every((v) => v === 'answers');
};
const listedOrAgreed: Rule = (item, href) => listed(item, href) || agreed(item, href);

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
function score(items: Item[], rule: Rule) {
  const kinds = new Map<string, { n: number; at1: number; at3: number }>();
  const total = { n: 0, at1: 0, at3: 0 };
  for (const item of items) {
    const k = kinds.get(item.kind) ?? { n: 0, at1: 0, at3: 0 };
    kinds.set(item.kind, k);
    for (const s of [k, total]) {
      s.n++;
      if (item.top[0] && rule(item, item.top[0])) s.at1++;
      if (item.top.some((h) => rule(item, h))) s.at3++;
    }
  }
  const parts = [...kinds].map(([kind, s]) => `${kind} ${pct(s.at1, s.n)} / ${pct(s.at3, s.n)} (${s.n})`);
  return `${total.at1} / ${total.at3} of ${total.n}: ${pct(total.at1, total.n)} / ${pct(total.at3, total.n)}; ${parts.join(', ')}`;
}

if (one.commit !== two.commit) throw new Error(`the rounds judged different rankings: ${one.commit} and ${two.commit}`);
console.log(`Rankings of ${two.commit}; success@1 / @3.`);
console.log(`  the set's answer lists (official):        ${score(two.items, listed)}`);
console.log(`  round 2's verdicts alone:                 ${score(two.items, roundTwo)}`);
console.log(`  lists, or 'answers' from every judge:     ${score(two.items, listedOrAgreed)}`);

/** How two sets of verdicts on the same pairs agree: share of equal verdicts and Cohen's kappa. */
function agreement(pairs: [Verdict, Verdict][], binary: boolean) {
  const cls = (v: Verdict) => (binary ? (v === 'answers' ? 'answers' : 'not') : v);
  const n = pairs.length;
  const same = pairs.filter(([a, b]) => cls(a) === cls(b)).length;
  const labels = [...new Set(pairs.flatMap(([a, b]) => [cls(a), cls(b)]))];
  const chance = labels.reduce((sum, l) => sum + (pairs.filter(([a]) => cls(a) === l).length / n) * (pairs.filter(([, b]) => cls(b) === l).length / n), 0);
  return `${n} pairs, ${pct(same, n)} equal, kappa ${((same / n - chance) / (1 - chance)).toFixed(2)}`;
}
// A pair both rounds judged has two verdicts in `verdicts`, round 1's first.
const shared = [...verdicts.values()].filter((v): v is [Verdict, Verdict] => v.length === 2);
console.log(`Round 1 against round 2, same pairs: ${agreement(shared, false)}; answers or not: ${agreement(shared, true)}`);
for (const [name, round] of [
  ['1', one],
  ['2', two],
] as const) {
  const count = { answers: 0, partly: 0, no: 0 };
  const extra = { answers: 0, partly: 0, no: 0 };
  for (const item of round.items) for (const [href, { verdict }] of Object.entries(item.judged)) (listed(item, href) ? count : extra)[verdict]++;
  console.log(
    `Round ${name}: pages in the answer lists judged answers ${count.answers}, partly ${count.partly}, no ${count.no}; ` +
      `results outside them judged answers ${extra.answers}, partly ${extra.partly}, no ${extra.no}`,
  );
}
