import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent, formatIssue, RULES, type Issue, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { parseOnly, selectIssues } from '@/lib/pipeline/checks/only';
import { RULE_LIST } from '@/lib/pipeline/checks/rules/index';

const page = (id: string, body: string): SourceFile => ({
  path: `content/${id}.mdx`,
  source: `---\nid: ${id}\ntitle: ${id === 'index' ? 'Home' : id}\ndescription: A description of the ${id} page that is long enough to pass the check.\nsidebar: softwareSidebar\n---\n\n${body}\n`,
});

describe('content rules (lib/pipeline/checks/rules/index.ts)', () => {
  it('lists every rule once, each with a description, and the rule ids are the list', () => {
    const ids = RULE_LIST.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(RULES)).toEqual(ids);
    for (const r of RULE_LIST) expect(r.description.length, r.id).toBeGreaterThan(10);
  });

  it('has each rule of the rules folder in the list, and a check or the step that reports it for each', () => {
    const exported = readdirSync('lib/pipeline/checks/rules')
      .filter((f) => f !== 'index.ts')
      .flatMap((f) => [...readFileSync(`lib/pipeline/checks/rules/${f}`, 'utf8').matchAll(/export const (\w+Rule) = rule\(/g)].map((m) => m[1]));
    expect(exported.length).toBe(RULE_LIST.length);
    for (const r of RULE_LIST) expect('check' in r || ('foundBy' in r && r.foundBy.length > 0), r.id).toBe(true);
  });

  it('stamps each finding with the id of the rule whose check found it', () => {
    const files = [page('index', 'Home.'), page('guide/index', 'Guide.\n\nTODO.'), page('guide/a', '# Title\n\nSee [x](/current/nowhere).\n\n```\nx\n```')];
    const byRule = new Map<string, string[]>();
    for (const e of checkContent(files).errors) byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), formatIssue(e)]);
    expect([...byRule.keys()].sort()).toEqual(['code-language', 'headings', 'link', 'placeholder']);
    expect(byRule.get('placeholder')).toEqual(['content/guide/index.mdx:10: placeholder text "TODO"; a page is done only when it teaches']);
  });

  it('stamps the findings of code-meta and redirect, rules added after the registry, with their own ids', () => {
    const files = [page('index', 'Home.'), page('guide/index', 'Guide.'), page('guide/a', 'A page.\n\n```sql {4}\nSELECT 1\n```')];
    const redirects = { about: 'Old URLs.', moved: [{ from: '/current/old', to: '/current/nowhere', note: 'moved' }] };
    const byRule = new Map<string, string[]>();
    for (const e of checkContent(files, { claims: false, redirects }).errors) byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), formatIssue(e)]);
    expect([...byRule.keys()].sort()).toEqual(['code-meta', 'redirect']);
    expect(byRule.get('redirect')).toEqual(['data/redirects.json [moved.0.to]: "/current/nowhere" is not a page']);
  });
});

describe('check:content --only', () => {
  const issue = (file: string, rule: Issue['rule'], target?: string): Issue => ({ file, rule, message: 'm', target });
  const issues = [
    issue('content/guide/a.mdx', 'link', '/current/guide/gone'),
    issue('content/guide/a.mdx', 'link', '/current/reference/later'),
    issue('content/guide/a.mdx', 'code-language'),
    issue('content/reference/b.mdx', 'link', '/current/guide/gone'),
  ];
  const hrefs = new Set(['/current/guide/a', '/current/reference/b']);

  it('takes rule ids of the registry and paths under content/, and names what is neither', () => {
    const only = parseOnly(['--only', 'link', '--only', 'content/guide', '--only', 'links', '--root', 'x']);
    expect([...only.rules]).toEqual(['link']);
    expect(only.paths).toEqual(['content/guide']);
    expect(only.unknown).toEqual(['links']);
  });

  it('keeps the issues of the named rules in the named paths', () => {
    expect(selectIssues(issues, parseOnly([]), hrefs)).toEqual(issues);
    expect(selectIssues(issues, parseOnly(['--only', 'code-language', '--only', 'content/guide']), hrefs)).toEqual([issues[2]]);
    expect(selectIssues(issues, parseOnly(['--only', 'content/elsewhere']), hrefs)).toEqual([]);
  });

  it('with a path, leaves links into other sections to pages not written yet to the full check', () => {
    const kept = selectIssues(issues, parseOnly(['--only', 'link', '--only', 'content/guide']), hrefs);
    // A broken link inside the section is kept; one into reference/ (maybe written by someone else) is not.
    expect(kept).toEqual([issues[0]]);
  });
});
