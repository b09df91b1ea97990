/**
 * What every content check reports: one problem, where it is (the file, and the line or the frontmatter field where
 * known), which rule found it, and what to do. `npm run check:content -- --only RULE` keeps one rule's issues.
 */
export const RULES = {
  file: 'only .mdx pages and _category.json files belong under content/',
  category: 'a _category.json has a label and, optionally, a numeric position',
  frontmatter: 'frontmatter is YAML that the schema (lib/model/schema.ts) accepts',
  id: "a page's id equals its path, and no two ids differ only in case",
  mdx: 'the body is valid MDX',
  'unique-description': 'descriptions are unique across the site',
  sidebar: 'every page is reachable from softwareSidebar',
  headings: 'no # heading, no skipped level, no two headings with one anchor',
  'code-language': 'every fenced code block names a known language',
  'code-meta': "a code block's meta is a title, line ranges of its own lines or showLineNumbers",
  diagram: 'a diagram has a title and a description and renders',
  component: 'only the documented MDX components are used',
  placeholder: 'no placeholder text',
  keywords: 'guide, landing and SQL command pages list the words readers type for them',
  link: 'internal links and anchors resolve',
  'inline-markdown': 'inline Markdown in typed frontmatter texts renders as written',
  typed: 'typed frontmatter (functions, API operations, releases) is consistent',
  'put-omitted': 'every API operation with method PUT and a body says what a field left out does',
  'repeated-paragraph': 'no paragraph is repeated from another page',
  length: 'pages meet the length floor of their kind',
  privileges: 'privilege names and grant scopes match data/privileges.json',
  'privilege-action': 'advice to grant a privilege for a purpose names only privileges whose actions in data/privileges.json cover it',
  'ui-path': 'console paths match data/console.json',
  'config-key': 'dremio.conf keys and Helm values match data/config-keys.json',
  redirect: 'every old URL in data/redirects.json leads to a page, and none is a page itself',
} as const;

export type RuleId = keyof typeof RULES;

export interface Issue {
  file: string;
  line?: number;
  field?: string;
  rule: RuleId;
  message: string;
  /** For `link` issues: the URL the link points at. */
  target?: string;
}

export const isRuleId = (value: string): value is RuleId => Object.hasOwn(RULES, value);

/** `content/a.mdx:12 [title]: message`: the form authors, the dev overlay and the build print. */
export const formatIssue = (e: Issue) => `${e.file}${e.line ? `:${e.line}` : ''}${e.field ? ` [${e.field}]` : ''}: ${e.message}`;
