import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkContent, checkDiagrams, formatError, LENGTH_FLOORS, type SourceFile } from '../lib/content-check';
import { buildSiteSearch } from './content-data';

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

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const root = args.includes('--root') ? args[args.indexOf('--root') + 1]! : 'content';
  const result = checkContent(readContent(root), { lengthRules: !only && root === 'content' });
  // With --only, links into other sections may point at pages another author has not written yet:
  // those are left to the full check, which runs in the build.
  const ownPrefix = only ? `/current/${only.replace(/^content\/?/, '').replace(/\.mdx$/, '')}` : '';
  const pending = (e: { reason: string }) => {
    const m = e.reason.match(/^broken link "([^"#]+)[^"]*": no page has that URL/);
    return m !== null && !m[1]!.startsWith(ownPrefix);
  };
  const all = [...result.errors, ...(await checkDiagrams(result.docs))];
  const errors = only ? all.filter((e) => e.file.startsWith(only) && !pending(e)) : all;
  for (const e of errors) console.error(formatError(e));
  // The search thesaurus checked against the whole site: every word it maps to must be on some page.
  const thesaurus = only || errors.length ? [] : ((await buildSiteSearch(result)).errors ?? []);
  for (const line of thesaurus) console.error(line);
  const { leafPages, medianWords, kinds } = result.stats;
  const perKind = Object.entries(kinds)
    .map(([kind, k]) => `${kind} ${k.pages} (median ${k.medianWords}, ${k.underFloor} under ${LENGTH_FLOORS[kind as keyof typeof LENGTH_FLOORS].floor})`)
    .join('; ');
  console.log(`${result.docs.length} pages checked; ${leafPages} leaf pages, median ${medianWords} words. By kind: ${perKind}.`);
  if (errors.length || thesaurus.length) {
    console.error(`check:content failed with ${errors.length + thesaurus.length} error(s).`);
    process.exit(1);
  }
  console.log('check:content passed.');
}
