import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkContent, checkDiagrams, formatIssue, isRuleId, LENGTH_FLOORS, RULES, type Issue, type SourceFile } from '../../lib/pipeline/checks/content-check';
import { redirectsData } from '../../lib/pipeline/checks/rules/redirects';
import { buildSiteSearch } from '../build/content-data';
import { versions } from '../../lib/model/versions';

/** Reads every file under a content folder as SourceFile records (paths relative to the project). */
export function readContent(root = 'content'): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ path: relative(process.cwd(), path).split('\\').join('/'), source: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

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
      for (const e of result.errors) console.error(`${dir}/${formatIssue(e)} (${e.rule})`);
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
  // --only takes a rule id (see lib/pipeline/checks/issue.ts) or a path under content/, and may be repeated.
  const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
  const rules = new Set(only.filter(isRuleId));
  const paths = only.filter((o) => !isRuleId(o));
  const unknown = paths.filter((p) => !p.startsWith('content'));
  if (unknown.length) {
    console.error(`--only takes a path under content/ or a rule id (${Object.keys(RULES).join(', ')}); not: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const root = args.includes('--root') ? args[args.indexOf('--root') + 1]! : 'content';
  const whole = !paths.length && root === 'content';
  const result = checkContent(readContent(root), { lengthRules: whole, keywordRules: root === 'content', redirects: whole ? redirectsData() : undefined });
  // With a path, links into other sections may point at pages another author has not written yet: those are left
  // to the full check, which runs in the build.
  const hrefs = new Set(result.docs.map((d) => d.href));
  const prefixes = paths.map((p) => `/current/${p.replace(/^content\/?/, '').replace(/\.mdx$/, '')}`);
  const pending = (e: Issue) => {
    const target = e.rule === 'link' && e.target ? e.target.split('#')[0]! : '';
    return target.startsWith('/current/') && !hrefs.has(target) && !prefixes.some((p) => target.startsWith(p));
  };
  const all = [...result.errors, ...(await checkDiagrams(result.docs))];
  const errors = all.filter((e) => (!rules.size || rules.has(e.rule)) && (!paths.length || (paths.some((p) => e.file.startsWith(p)) && !pending(e))));
  for (const e of errors) console.error(`${formatIssue(e)} (${e.rule})`);
  // The search thesaurus checked against the whole site: every word it maps to must be on some page.
  const thesaurus = only.length || errors.length ? [] : ((await buildSiteSearch(result)).errors ?? []);
  for (const line of thesaurus) console.error(line);
  const { leafPages, medianWords, kinds } = result.stats;
  const perKind = Object.entries(kinds)
    .map(([kind, k]) => `${kind} ${k.pages} (median ${k.medianWords}, ${k.underFloor} under ${LENGTH_FLOORS[kind as keyof typeof LENGTH_FLOORS].floor})`)
    .join('; ');
  console.log(`${result.docs.length} pages checked; ${leafPages} leaf pages, median ${medianWords} words. By kind: ${perKind}.`);
  // Frozen versions (versions/<label>/content) are checked like current, each against its own pages and data.
  const frozen = only.length || root !== 'content' || args.includes('--current-only') ? 0 : checkFrozenVersions();
  if (errors.length || thesaurus.length || frozen) {
    console.error(`check:content failed with ${errors.length + thesaurus.length + frozen} error(s).`);
    process.exit(1);
  }
  console.log('check:content passed.');
}
