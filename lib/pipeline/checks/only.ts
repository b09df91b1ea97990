import { isRuleId, type Issue, type RuleId } from './issue';

/**
 * `npm run check:content -- --only <rule id or path>` (repeatable): which issues an author working on one rule or
 * one section sees. The rule ids are the registry's (rules/index.ts).
 */

/** What `--only` asks for: rule ids of the registry and paths under content/; `unknown` is neither. */
export function parseOnly(args: readonly string[]): { rules: Set<RuleId>; paths: string[]; unknown: string[] } {
  const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
  const paths = only.filter((o) => !isRuleId(o));
  return { rules: new Set(only.filter(isRuleId)), paths: paths.filter((p) => p.startsWith('content')), unknown: paths.filter((p) => !p.startsWith('content')) };
}

/** Whether a `--only` path names a file: the file itself, or a folder it is in (`content/admin` → `content/admin/…`). */
export const pathNamesFile = (path: string, file: string) => file === path || file.startsWith(path.endsWith('/') ? path : `${path}/`);

/**
 * The issues `--only` keeps: of the named rules, in the named paths. With a path, links into other sections may
 * point at pages another author has not written yet: those are left to the full check, which runs in the build.
 */
export function selectIssues(
  issues: readonly Issue[],
  { rules, paths }: { rules: ReadonlySet<RuleId>; paths: readonly string[] },
  hrefs: ReadonlySet<string>,
): Issue[] {
  const prefixes = paths.map((p) => `/current/${p.replace(/^content\/?/, '').replace(/\.mdx$/, '')}`);
  const pending = (e: Issue) => {
    const target = e.rule === 'link' && e.target ? e.target.split('#')[0]! : '';
    return target.startsWith('/current/') && !hrefs.has(target) && !prefixes.some((p) => target.startsWith(p));
  };
  return issues.filter((e) => (!rules.size || rules.has(e.rule)) && (!paths.length || (paths.some((p) => pathNamesFile(p, e.file)) && !pending(e))));
}
