import { checkContent, checkDiagrams, describeIssue, LENGTH_FLOORS, RULES } from '../../lib/pipeline/checks/content-check';
import { parseOnly, pathNamesFile, selectIssues } from '../../lib/pipeline/checks/only';
import { readContent } from '../../lib/pipeline/checks/read-content';
import { redirectsData } from '../../lib/pipeline/checks/rules/redirects';
import { buildSiteSearch } from '../../lib/pipeline/site-search';
import { versions } from '../../lib/model/versions';

/**
 * The content check of every frozen version of the versions file, run in its folder (`versions/26.x`, which holds its
 * `content/` and `data/`) so that its pages' ids, links and thesaurus are its own; a fix to a frozen page is checked
 * here and by the build. Prints each issue with its path from the repository; returns how many there were.
 */
export function checkFrozenVersions(): number {
  const top = process.cwd();
  let count = 0;
  for (const { label } of versions.frozen) {
    const dir = `versions/${label}`;
    process.chdir(dir);
    try {
      const result = checkContent(readContent('content'), { lengthRules: false, keywordRules: true });
      for (const e of result.errors) console.error(`${dir}/${describeIssue(e)}`);
      count += result.errors.length;
      console.log(`${label}: ${result.docs.length} frozen pages checked.`);
    } finally {
      process.chdir(top);
    }
  }
  return count;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const args = process.argv.slice(2);
  // --only takes a rule id (the registry, lib/pipeline/checks/rules/index.ts) or a path under content/, and may be repeated.
  const only = parseOnly(args);
  const { paths, unknown } = only;
  if (unknown.length === 1 && unknown[0] === '?' && !paths.length && !only.rules.size) {
    for (const [id, description] of Object.entries(RULES)) console.log(`${id.padEnd(20)} ${description}`);
    process.exit(0);
  }
  if (unknown.length) {
    console.error(`--only takes a path under content/ or a rule id (${Object.keys(RULES).join(', ')}); not: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const root = args.includes('--root') ? args[args.indexOf('--root') + 1]! : 'content';
  const whole = !paths.length && root === 'content';
  const files = readContent(root);
  // A path that names no file would keep no issue and report a pass: a misspelled section must not look clean.
  const missing = paths.filter((p) => !files.some((f) => pathNamesFile(p, f.path)));
  if (missing.length) {
    const sections = [...new Set(files.map((f) => f.path.split('/').slice(0, 2).join('/')))].filter((d) => !d.endsWith('.mdx') && !d.endsWith('.json'));
    console.error(`--only ${missing.join(', ')}: no file under content/ has that path; the sections are ${sections.join(', ')}`);
    process.exit(2);
  }
  const result = checkContent(files, { lengthRules: whole, keywordRules: root === 'content', redirects: whole ? redirectsData() : undefined });
  const all = [...result.errors, ...(await checkDiagrams(result.docs))];
  const errors = selectIssues(all, only, new Set(result.docs.map((d) => d.href)));
  for (const e of errors) console.error(describeIssue(e));
  // The search thesaurus checked against the whole site: every word it maps to must be on some page.
  const thesaurus = only.rules.size || paths.length || errors.length ? [] : ((await buildSiteSearch(result)).errors ?? []);
  for (const line of thesaurus) console.error(line);
  const { leafPages, medianWords, kinds } = result.stats;
  const perKind = Object.entries(kinds)
    .map(([kind, k]) => `${kind} ${k.pages} (median ${k.medianWords}, ${k.underFloor} under ${LENGTH_FLOORS[kind as keyof typeof LENGTH_FLOORS].floor})`)
    .join('; ');
  console.log(`${result.docs.length} pages checked; ${leafPages} leaf pages, median ${medianWords} words. By kind: ${perKind}.`);
  // Frozen versions (versions/<label>/content) are checked like current, each against its own pages and data.
  const frozen = only.rules.size || paths.length || root !== 'content' || args.includes('--current-only') ? 0 : checkFrozenVersions();
  if (errors.length || thesaurus.length || frozen) {
    console.error(`check:content failed with ${errors.length + thesaurus.length + frozen} error(s).`);
    process.exit(1);
  }
  console.log('check:content passed.');
}
