import { readFileSync } from 'node:fs';
import { SearchEngine } from '../lib/search/engine';
import type { SearchMeta } from '../lib/search/types';
import { PHRASE_WHOLE, PHRASE_WORD } from '../lib/search/weights';

/**
 * The leave-one-out probe of issue 40: each reader question of the pages (`questions`) is asked as a query with that
 * one question left out of the index, so the rest of its page (text, headings, keywords, its other questions) has to
 * answer a question whose exact words it lacks. Prints success@1/@3 over all questions; `--misses` lists the questions
 * whose page is not in the top three. Most misses are SQL functions with a near twin (TRIM and BTRIM), so it is a
 * check on ranking changes, not a target. It never evaluates the held-out set. Run after `npm run content`.
 *
 * A question is left out by giving its phrase a fourth kind whose words and whole phrase are worth nothing, in this
 * process only; the index files are not touched.
 */
const engine = new SearchEngine(JSON.parse(readFileSync('public/search/meta.json', 'utf8')), JSON.parse(readFileSync('public/search/head.json', 'utf8')));
engine.addBody(JSON.parse(readFileSync('generated/search-body.json', 'utf8')));
const site: { pages: { href: string; frontmatter: { questions?: string[] } }[] } = JSON.parse(readFileSync('generated/site.json', 'utf8'));

const LEFT_OUT = 3;
PHRASE_WORD[LEFT_OUT] = 0;
PHRASE_WHOLE[LEFT_OUT] = 0;
const { meta } = engine as unknown as { meta: SearchMeta };
const kinds = meta.phrases.kinds;
const pageOf = new Map(meta.pages.map((page, id) => [page[1], id]));
/** Each page's question phrases, in the order of its `questions` (lib/search/build.ts adds them in that order). */
const questionPhrases = new Map<number, number[]>();
for (let k = 0; k < kinds.length; k++) {
  if (kinds[k] !== '1') continue;
  const page = meta.phrases.pages[k]!;
  questionPhrases.set(page, [...(questionPhrases.get(page) ?? []), k]);
}

let asked = 0;
let first = 0;
let top3 = 0;
const misses: string[] = [];
for (const page of site.pages) {
  const questions = page.frontmatter.questions ?? [];
  const phrases = questionPhrases.get(pageOf.get(page.href) ?? -1) ?? [];
  // A question that repeats one of the page's keywords is indexed once, as the keyword: its page is left out whole.
  if (phrases.length !== questions.length) continue;
  questions.forEach((question, i) => {
    const k = phrases[i]!;
    meta.phrases.kinds = kinds.slice(0, k) + String(LEFT_OUT) + kinds.slice(k + 1);
    const hits = engine.search(question, { limit: 3 }).hits.map((hit) => hit.href);
    asked++;
    if (hits[0] === page.href) first++;
    if (hits.includes(page.href)) top3++;
    else misses.push(`${question} → ${hits.join(', ')} (want ${page.href})`);
  });
}
meta.phrases.kinds = kinds;
const pct = (n: number) => `${((100 * n) / asked).toFixed(1)}%`;
console.log(`leave-one-out questions: ${asked} asked, @1 ${pct(first)} (${first}), @3 ${pct(top3)} (${top3})`);
if (process.argv.includes('--misses')) console.log(`not in the top three:\n  ${misses.join('\n  ')}`);
