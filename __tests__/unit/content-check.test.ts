import { describe, expect, it } from 'vitest';
import { checkContent, formatIssue, isRuleId, type RuleId, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { parseFrontmatter } from '@/lib/model/schema';

const page = (id: string, body: string, fm: Record<string, string> = {}): SourceFile => {
  const fields = {
    id,
    title: id === 'index' ? 'Home' : id.endsWith('/index') ? 'Guide' : id.split('/').pop()!.replace(/-/g, ' '),
    description: `A description of the ${id} page that is long enough to pass the check.`,
    sidebar: 'softwareSidebar',
    ...fm,
  };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return { path: `content/${id}.mdx`, source: `---\n${yaml}\n---\n\n${body}\n` };
};

const base = (): SourceFile[] => [
  page('index', 'Welcome. See [the guide](/current/guide/intro#first-steps).'),
  page('guide/index', 'The guide section.'),
  page('guide/intro', '## First steps\n\nRun this:\n\n```sql\nSELECT 1\n```\n\nThen read [setup](/current/guide/setup).'),
  page('guide/setup', '## Install\n\nBack to the [intro](/current/guide/intro).'),
];

const errorsFor = (files: SourceFile[]) => checkContent(files).errors.map(formatIssue);

describe('checkContent', () => {
  it('accepts a valid site and derives hrefs, anchors and the sidebar', () => {
    const result = checkContent(base());
    expect(result.errors).toEqual([]);
    expect(result.docs.map((d) => d.href)).toEqual(['/current/', '/current/guide/', '/current/guide/intro', '/current/guide/setup']);
    expect([...result.docs[2]!.anchors]).toEqual(['first-steps']);
    expect(result.sidebar.map((i) => i.label)).toEqual(['Home', 'Guide']);
  });

  const cases: [string, (files: SourceFile[]) => SourceFile[], string, RuleId][] = [
    ['missing title', (f) => [...f, page('guide/a', 'Text.', { title: '' })], 'content/guide/a.mdx [title]: is required', 'frontmatter'],
    ['empty title', (f) => [...f, page('guide/a', 'Text.', { title: '" "' })], 'content/guide/a.mdx:3 [title]: must not be empty', 'frontmatter'],
    [
      'id that does not match the path',
      (f) => [...f, { ...page('guide/a', 'Text.'), path: 'content/guide/b.mdx' }],
      'content/guide/b.mdx [id]: "guide/a" does not match the file\'s path; it must be "guide/b"',
      'id',
    ],
    [
      'duplicate id',
      (f) => [...f, page('guide/Intro', 'Copy.')],
      'content/guide/Intro.mdx [id]: duplicate id "guide/Intro": content/guide/intro.mdx has "guide/intro", which differs only in case',
      'id',
    ],
    [
      'description too long',
      (f) => [...f, page('guide/a', 'Text.', { description: 'x'.repeat(161) })],
      'content/guide/a.mdx:4 [description]: must be at most 160 characters',
      'frontmatter',
    ],
    [
      'wrong sidebar',
      (f) => [...f, page('guide/a', 'Text.', { sidebar: 'otherSidebar' })],
      'content/guide/a.mdx:5 [sidebar]: must be "softwareSidebar"',
      'frontmatter',
    ],
    [
      'invalid YAML frontmatter',
      (f) => [...f, { path: 'content/guide/a.mdx', source: '---\nid: guide/a\ntitle: [unclosed\n---\nText.\n' }],
      'content/guide/a.mdx',
      'frontmatter',
    ],
    [
      'YAML error on its own line',
      (f) => [
        ...f,
        {
          path: 'content/guide/a.mdx',
          source: '---\nid: guide/a\ntitle: A\ndescription: Note: a colon in a plain value\nsidebar: softwareSidebar\n---\nText.\n',
        },
      ],
      'content/guide/a.mdx:4: invalid YAML frontmatter: incomplete explicit mapping pair',
      'frontmatter',
    ],
    [
      'misspelled frontmatter field',
      (f) => [...f, page('guide/a', 'Text.', { sidebar_positon: '6' })],
      'content/guide/a.mdx:6 [sidebar_positon]: is not a frontmatter field; did you mean sidebar_position?',
      'frontmatter',
    ],
    [
      'frontmatter field typed with two pairs of letters swapped',
      (f) => [...f, page('guide/a', 'Text.', { sidbear_positoin: '6' })],
      'content/guide/a.mdx:6 [sidbear_positoin]: is not a frontmatter field; did you mean sidebar_position?',
      'frontmatter',
    ],
    [
      'error entry written as a plain string',
      (f) => [...f, page('guide/a', 'Text.', { errors: '["Backup failed while writing to storage"]' })],
      'content/guide/a.mdx:6 [errors.0]: each entry is an object with two fields, message: "…"',
      'frontmatter',
    ],
    [
      'MDX element never closed at the end of the body',
      (f) => [...f, page('guide/a', 'Text.\n\nMore text.\n\n<Admonition type="note">\n\nNever closed.')],
      'content/guide/a.mdx:12: MDX syntax error: Expected a closing tag for `<Admonition>`',
      'mdx',
    ],
    [
      'braces in prose, read as JavaScript',
      (f) => [...f, page('guide/a', 'Text.\n\nKeep a note of the usual {size} value.')],
      'content/guide/a.mdx:10: {size} is read as a JavaScript expression, which pages may not contain; to show the braces, write \\{size}',
      'component',
    ],
    [
      'import line in a page',
      (f) => [...f, page('guide/a', "import X from './x'\n\nText.")],
      'content/guide/a.mdx:8: import/export lines are not allowed in pages',
      'component',
    ],
    [
      'admonition type that does not exist',
      (f) => [...f, page('guide/a', '<Admonition type="danger">Keep it apart.</Admonition>')],
      'content/guide/a.mdx:8: <Admonition> type="danger" is not allowed; use one of: note, tip, important, warning, caution',
      'component',
    ],
    [
      'admonition without a type',
      (f) => [...f, page('guide/a', '<Admonition>Keep it apart.</Admonition>')],
      'content/guide/a.mdx:8: <Admonition> needs type="…" (one of: note, tip, important, warning, caution)',
      'component',
    ],
    [
      'attribute a component does not take',
      (f) => [...f, page('guide/a', '<Tab labl="Linux">Text.</Tab>')],
      'content/guide/a.mdx:8: <Tab> has no attribute labl; it takes label="…"',
      'component',
    ],
    [
      'MDX syntax error',
      (f) => [...f, page('guide/a', 'Text with <Admonition type="note">never closed.')],
      'content/guide/a.mdx:8: MDX syntax error: Expected a closing tag for `<Admonition>`',
      'mdx',
    ],
    [
      'unknown component',
      (f) => [...f, page('guide/a', '<Callout>Hi</Callout>')],
      'content/guide/a.mdx:8: unknown component <Callout>; available: Admonition, Enterprise, Tabs, Tab',
      'component',
    ],
    [
      'broken internal link',
      (f) => [...f, page('guide/a', 'See [missing](/current/guide/missing).')],
      'content/guide/a.mdx:8: broken link "/current/guide/missing": no page has that URL',
      'link',
    ],
    [
      'non-canonical link',
      (f) => [...f, page('guide/a', 'See [guide](/current/guide).')],
      'content/guide/a.mdx:8: broken link "/current/guide": no page has that URL; the canonical URL is "/current/guide/"',
      'link',
    ],
    [
      'broken anchor',
      (f) => [...f, page('guide/a', 'See [setup](/current/guide/setup#configure).')],
      'content/guide/a.mdx:8: broken anchor "/current/guide/setup#configure": content/guide/setup.mdx has no heading with the id "configure"',
      'link',
    ],
    [
      'broken same-page anchor',
      (f) => [...f, page('guide/a', '## Real\n\nSee [below](#fake).')],
      'content/guide/a.mdx:10: broken anchor "#fake": no heading on this page has that id',
      'link',
    ],
    ['code block with no language', (f) => [...f, page('guide/a', '```\nSELECT 1\n```')], 'content/guide/a.mdx:8: code block has no language', 'code-language'],
    [
      'code block with an unknown language',
      (f) => [...f, page('guide/a', '```sqlx\nSELECT 1\n```')],
      'content/guide/a.mdx:8: unknown code-block language "sqlx"',
      'code-language',
    ],
    [
      'code block with unknown meta',
      (f) => [...f, page('guide/a', '```yaml title="values.yaml" highlight=2\na: 1\n```')],
      'content/guide/a.mdx:8: unknown code-block meta "highlight=2"',
      'code-meta',
    ],
    [
      'code block highlighting a line it does not have',
      (f) => [...f, page('guide/a', '```yaml {1,3-4}\na: 1\nb: 2\nc: 3\n```')],
      'content/guide/a.mdx:8: code-block line range "3-4" goes past the block\'s last line (3)',
      'code-meta',
    ],
    [
      'page not reachable from the sidebar',
      (f) => [...f, page('orphans/a', 'Text.')],
      'content/orphans/: folder has pages but neither an index.mdx nor a _category.json',
      'sidebar',
    ],
    ['a # heading', (f) => [...f, page('guide/a', '# Title again')], 'content/guide/a.mdx:8: a "#" heading is not allowed', 'headings'],
    [
      'skipped heading level',
      (f) => [...f, page('guide/a', '## One\n\n#### Three')],
      'content/guide/a.mdx:10: heading "Three" skips a level (h2 to h4)',
      'headings',
    ],
    ['placeholder text', (f) => [...f, page('guide/a', 'Intro.\n\nTODO write this.')], 'content/guide/a.mdx:10: placeholder text "TODO"', 'placeholder'],
    [
      'duplicate description',
      (f) => [...f, page('guide/a', 'Text.', { description: 'A description of the guide/setup page that is long enough to pass the check.' })],
      'content/guide/a.mdx [description]: same description as content/guide/setup.mdx; descriptions must be unique',
      'unique-description',
    ],
    [
      'a reader question on two pages',
      (f) => [
        ...f.filter((file) => file.path !== 'content/guide/setup.mdx'),
        page('guide/setup', 'Text.', { questions: '["How do I install it?", "Where are the logs?", "Which port is used?"]' }),
        page('guide/a', 'Text.', { questions: '["What is first?", "where are the LOGS?", "Why is it slow?"]' }),
      ],
      'content/guide/a.mdx [questions.1]: "where are the LOGS?" is also a question of content/guide/setup.mdx; a question belongs to one page',
      'unique-question',
    ],
    [
      'a table column without a header',
      (f) => [...f, page('guide/a', 'Intro.\n\n| | RPM | Tarball |\n|---|---|---|\n| Command | yum | tar |')],
      'content/guide/a.mdx:10: table column 1 has no header',
      'table-header',
    ],
    [
      'missing frontmatter',
      (f) => [...f, { path: 'content/guide/a.mdx', source: 'Just text.\n' }],
      'content/guide/a.mdx:1: missing frontmatter',
      'frontmatter',
    ],
  ];

  it.each(cases)('rejects %s with the file, the reason and the rule', (_, change, expected, rule) => {
    const issues = checkContent(change(base())).errors;
    const issue = issues.find((e) => formatIssue(e).includes(expected));
    expect(issue, issues.map(formatIssue).join('\n')).toBeDefined();
    expect(issue!.rule).toBe(rule);
    expect(issues.every((e) => isRuleId(e.rule))).toBe(true);
  });

  it('requires keywords and questions on guide, landing and SQL command pages when asked', () => {
    const withKeywords = base().map((f) => ({
      ...f,
      source: f.source.replace(
        'sidebar: softwareSidebar',
        `sidebar: softwareSidebar\nkeywords: [first steps]\nquestions: ["How do I start ${f.path}?", "Where is ${f.path}?", "Why ${f.path}?"]`,
      ),
    }));
    expect(checkContent(withKeywords, { keywordRules: true }).errors).toEqual([]);
    const missing = [...withKeywords, page('guide/a', 'Text.'), page('reference/sql/commands/use', 'Text.')];
    const errors = checkContent(missing, { keywordRules: true }).errors.filter((e) => e.rule === 'keywords');
    expect(errors.map((e) => [e.file, e.rule])).toEqual([
      ['content/guide/a.mdx', 'keywords'],
      ['content/reference/sql/commands/use.mdx', 'keywords'],
    ]);
    expect(formatIssue(errors[0]!)).toContain('"keywords" is required on a guide page');
    const noQuestions = checkContent(missing, { keywordRules: true }).errors.filter((e) => e.rule === 'questions');
    expect(noQuestions.map((e) => e.file)).toEqual(['content/guide/a.mdx', 'content/reference/sql/commands/use.mdx']);
    expect(formatIssue(noQuestions[1]!)).toContain('"questions" is required on a sql-command page');
    // The fixture's pages have neither field: each is named once per rule.
    expect(checkContent(base(), { keywordRules: true }).errors.map((e) => `${e.file} ${e.rule}`)).toEqual(
      base().flatMap((f) => [`${f.path} keywords`, `${f.path} questions`]),
    );
    // Off by default, for fixture sets.
    expect(checkContent(missing).errors.filter((e) => e.rule === 'keywords' || e.rule === 'questions')).toEqual([]);
  });

  it('enforces the length floor when asked', () => {
    const short = checkContent(base(), { lengthRules: true });
    expect(short.stats.leafPages).toBe(2);
    const errors = short.errors.map(formatIssue);
    expect(errors).toContain(`content/: the median guide page has ${short.stats.medianWords} words; it must be at least 250`);
    expect(short.stats.medianWords).toBeLessThan(20);
    expect(errors.filter((e) => /only \d+ words; 2 of 2 guide pages are under 150 words/.test(e))).toHaveLength(2);
    expect(checkContent(base()).errors).toEqual([]);
  });

  it('holds short reference pages to the lower floor of their kind, and guides to the full one', () => {
    const words = (n: number, tag = 'w') => Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ');
    const site = [
      page('index', 'Home.'),
      page('guide/index', 'The guide section.'),
      page('guide/long', words(300)),
      page('reference/index', 'Reference.'),
      page('reference/sql/index', 'SQL.'),
      page('reference/sql/commands/index', 'Commands.'),
      page('reference/sql/commands/use', words(90)),
    ];
    const ok = checkContent(site, { lengthRules: true });
    expect(ok.errors).toEqual([]);
    expect(ok.stats.kinds).toEqual({ guide: { pages: 1, medianWords: 300, underFloor: 0 }, 'sql-command': { pages: 1, medianWords: 90, underFloor: 0 } });
    const tooShort = checkContent([...site.slice(0, -1), page('reference/sql/commands/use', words(30))], { lengthRules: true });
    expect(tooShort.errors.map(formatIssue)).toEqual([
      'content/reference/sql/commands/use.mdx: only 30 words; 1 of 1 sql-command pages are under 50 words (must be fewer than 5%)',
    ]);
    const shortGuide = checkContent([...site, page('guide/short', words(90, 'g'))], { lengthRules: true });
    expect(shortGuide.errors.map(formatIssue)).toEqual([
      'content/guide/short.mdx: only 90 words; 1 of 2 guide pages are under 150 words (must be fewer than 5%)',
      'content/: the median guide page has 195 words; it must be at least 250',
    ]);
  });

  it('checks the old-URL map: targets are pages, old URLs are not, none twice', () => {
    const moved = (entries: { from: string; to: string }[]) => ({ about: 'Old URLs.', moved: entries.map((e) => ({ ...e, note: 'moved' })) });
    const redirectErrors = (entries: { from: string; to: string }[]) =>
      checkContent(base(), { redirects: moved(entries) })
        .errors.filter((e) => e.rule === 'redirect')
        .map(formatIssue);
    expect(redirectErrors([{ from: '/current/old/setup', to: '/current/guide/setup' }])).toEqual([]);
    expect(
      redirectErrors([
        { from: '/current/old/a', to: '/current/guide/missing' },
        { from: '/current/old/b', to: '/current/guide' },
        { from: '/current/Guide/Intro', to: '/current/guide/setup' },
        { from: '/current/old/A', to: '/current/guide/intro' },
      ]),
    ).toEqual([
      'data/redirects.json [moved.0.to]: "/current/guide/missing" is not a page',
      'data/redirects.json [moved.1.to]: "/current/guide" is spelled "/current/guide/"',
      'data/redirects.json [moved.2.from]: "/current/Guide/Intro" is a page: the proxy answers it before any redirect',
      'data/redirects.json [moved.3.from]: "/current/old/A" is listed twice (also moved.0)',
    ]);
    expect(checkContent(base(), { redirects: { invalidJson: 'Unexpected token' } }).errors.map(formatIssue)).toEqual([
      'data/redirects.json [(file)]: not valid JSON: Unexpected token',
    ]);
    expect(redirectErrors([{ from: '/old/setup/', to: '/current/guide/setup' }])).toEqual([
      'data/redirects.json [moved.0.from]: must be a path under /current/ without a trailing slash (a trailing slash is matched anyway)',
    ]);
  });

  it('rejects a paragraph repeated across pages', () => {
    const para =
      'This paragraph explains at some length how reflections accelerate queries across many dashboards, many users and many engines at the same time.';
    const errors = errorsFor([...base(), page('guide/a', para), page('guide/b', para)]);
    expect(errors.some((e) => e.includes('paragraph repeated from content/guide/a.mdx'))).toBe(true);
  });
});

describe('frontmatter schema', () => {
  const valid = { id: 'a', title: 'A', description: 'd'.repeat(60), sidebar: 'softwareSidebar' };
  it('fills defaults', () => {
    const r = parseFrontmatter(valid);
    expect(r.ok && r.value.unlisted).toBe(false);
  });
  it('rejects unknown fields', () => {
    const r = parseFrontmatter({ ...valid, slug: 'x' });
    expect(r.ok).toBe(false);
  });
  it('accepts a short keyword list and rejects empty, repeated and title-only keywords with their field', () => {
    expect(parseFrontmatter({ ...valid, title: 'Upload Files', keywords: ['import csv', 'load a spreadsheet'] }).ok).toBe(true);
    const r = parseFrontmatter({ ...valid, title: 'Upload Files', keywords: ['import csv', 'Import CSV', 'upload files', ' '] });
    expect(!r.ok && r.issues).toEqual([
      { field: 'keywords.3', message: 'a keyword needs at least 2 characters' },
      { field: 'keywords.1', message: '"Import CSV" is listed twice' },
      { field: 'keywords.2', message: '"upload files" only repeats the title' },
    ]);
    expect(parseFrontmatter({ ...valid, keywords: [] }).ok).toBe(false);
  });
  it('rejects a keyword that repeats one of the page’s error messages, with its field', () => {
    const errors = [{ message: 'failed to refresh policies', source: 'https://docs.dremio.com/current/help-support/advanced-topics/hive-ranger' }];
    const r = parseFrontmatter({ ...valid, keywords: ['ranger plugin', 'Failed to refresh policies'], errors });
    expect(!r.ok && r.issues).toEqual([
      { field: 'keywords.1', message: '"Failed to refresh policies" repeats one of the page\'s errors: list it once, under errors' },
    ]);
    expect(parseFrontmatter({ ...valid, keywords: ['ranger plugin'], errors }).ok).toBe(true);
  });
  it('accepts 3 to 8 reader questions and rejects too few, repeated and non-questions with their field', () => {
    const questions = ['How do I add a user over REST?', 'Can I script user creation?', 'Which endpoint creates a user?'];
    expect(parseFrontmatter({ ...valid, questions }).ok).toBe(true);
    const r = parseFrontmatter({ ...valid, questions: [...questions, 'how do i add a user over rest?', 'Create a user with the API'] });
    expect(!r.ok && r.issues).toEqual([
      { field: 'questions.4', message: 'a question ends with "?"' },
      { field: 'questions.3', message: '"how do i add a user over rest?" is listed twice' },
    ]);
    expect(!parseFrontmatter({ ...valid, questions: questions.slice(0, 2) }).ok).toBe(true);
    expect(parseFrontmatter({ ...valid, questions: Array.from({ length: 9 }, (_, i) => `Question number ${i} about users?`) }).ok).toBe(false);
  });
  it('accepts error messages with {placeholders} and a source, and names the field of a bad one', () => {
    const error = { message: 'Table {table} not found in the version context', source: 'https://github.com/dremio/dremio-oss/blob/master/x.java' };
    expect(parseFrontmatter({ ...valid, errors: [error] }).ok).toBe(true);
    const r = parseFrontmatter({
      ...valid,
      errors: [
        { ...error, source: 'http://example.com/x' },
        { ...error, message: 'Table {Table} not found anywhere' },
        { message: '{a} {b} failed', source: error.source },
        { message: error.message },
      ],
    });
    expect(!r.ok && r.issues).toEqual([
      { field: 'errors.0.source', message: 'must be the https URL of the source the message was taken from' },
      { field: 'errors.1.message', message: 'a variable part is written {name}: lower-case letters, digits, _ or spaces inside braces' },
      { field: 'errors.2.message', message: 'an error message needs at least 3 fixed words besides its {placeholders}' },
      { field: 'errors.3.source', message: 'is required' },
    ]);
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...error, message: `Table {table} not found in step ${i}` }));
    expect(parseFrontmatter({ ...valid, errors: many(20) }).ok).toBe(true);
    const tooMany = parseFrontmatter({ ...valid, errors: many(21) });
    expect(!tooMany.ok && tooMany.issues).toEqual([{ field: 'errors', message: 'list at most 20 errors: move the rest to a troubleshooting page' }]);
  });
  it('validates a typed function block', () => {
    const fn = {
      name: 'ABS',
      categories: ['MATH'],
      summary: 'Absolute value.',
      signatures: [{ args: [{ name: 'x', type: 'DOUBLE' }], returns: 'DOUBLE' }],
      returns: 'The absolute value.',
      examples: [{ sql: 'SELECT ABS(-1)', result: '1' }],
    };
    const r = parseFrontmatter({ ...valid, function: fn });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.issues).toEqual([{ field: 'function.examples', message: 'needs at least two examples' }]);
    const ok = parseFrontmatter({ ...valid, function: { ...fn, examples: [...fn.examples, { sql: 'SELECT ABS(2)', result: '2' }] } });
    expect(ok.ok).toBe(true);
  });
  it('rejects a bad equivalent with its field path and reason', () => {
    const fn = {
      name: 'TO_CHAR',
      categories: ['CONVERSION'],
      summary: 's',
      signatures: [{ args: [], returns: 'VARCHAR' }],
      returns: 'r',
      examples: [
        { sql: 'a', result: 'b' },
        { sql: 'c', result: 'd' },
      ],
    };
    const withEquivalents = (equivalents: unknown[]) => parseFrontmatter({ ...valid, function: { ...fn, equivalents } });
    const SRC = 'https://docs.snowflake.com/en/sql-reference/functions/to_char';
    expect(
      withEquivalents([
        { dialect: 'snowflake', name: 'TO_VARCHAR', source: SRC },
        { dialect: 'bigquery', name: 'FORMAT_DATE', source: SRC, note: 'dates only' },
        { dialect: 'mysql', name: 'DATE_FORMAT', source: SRC, note: '%-specifiers' },
      ]).ok,
    ).toBe(true);
    const unknown = withEquivalents([
      { dialect: 'snowflake', name: 'TO_VARCHAR', source: SRC },
      { dialect: 'redshift', name: 'GETDATE', source: SRC },
    ]);
    expect(!unknown.ok && unknown.issues).toEqual([
      { field: 'function.equivalents.1.dialect', message: 'must be one of snowflake, databricks, trino, bigquery, postgresql, sqlserver, oracle, hive, mysql' },
    ]);
    const empty = withEquivalents([{ dialect: 'oracle', name: ' ', source: SRC }]);
    expect(!empty.ok && empty.issues).toEqual([{ field: 'function.equivalents.0.name', message: 'must not be empty' }]);
    const twice = withEquivalents([
      { dialect: 'oracle', name: 'NVL', source: SRC },
      { dialect: 'oracle', name: 'nvl', source: SRC },
    ]);
    expect(!twice.ok && twice.issues).toEqual([{ field: 'function.equivalents.1', message: 'oracle nvl is listed twice' }]);
    const extra = withEquivalents([{ dialect: 'oracle', name: 'NVL', source: SRC, url: 'x' }]);
    expect(!extra.ok && extra.issues).toEqual([{ field: 'function.equivalents.0.url', message: 'is not a field of function.equivalents.0' }]);
    // Every equivalent names the documentation it was checked against: an entry without one, or with a
    // source that is not an https URL, is rejected with its field.
    const unsourced = withEquivalents([{ dialect: 'snowflake', name: 'RLIKE', note: 'anchored' }]);
    expect(!unsourced.ok && unsourced.issues).toEqual([{ field: 'function.equivalents.0.source', message: 'is required' }]);
    const notUrl = withEquivalents([{ dialect: 'snowflake', name: 'RLIKE', source: 'Snowflake docs' }]);
    expect(!notUrl.ok && notUrl.issues).toEqual([
      { field: 'function.equivalents.0.source', message: "must be the https:// URL of the other system's documentation the entry was checked against" },
    ]);
  });
  it('rejects an unknown function category', () => {
    const r = parseFrontmatter({
      ...valid,
      function: {
        name: 'X',
        categories: ['NOPE'],
        summary: 's',
        signatures: [{ args: [], returns: 'INT' }],
        returns: 'r',
        examples: [
          { sql: 'a', result: 'b' },
          { sql: 'c', result: 'd' },
        ],
      },
    });
    expect(!r.ok && r.issues[0]?.field).toBe('function.categories.0');
  });
});

describe('typed blocks', () => {
  const valid = { id: 'a', title: 'A', description: 'd'.repeat(60), sidebar: 'softwareSidebar' };
  it('asks for quoted release dates', () => {
    const r = parseFrontmatter({ ...valid, releases: [{ version: '26.1.7', date: new Date('2026-05-01'), new: ['x'] }] });
    expect(!r.ok && r.issues).toEqual([{ field: 'releases.0.date', message: 'must be quoted ("2026-05"): unquoted, YAML reads it as a date' }]);
  });
  it('takes a release month, or a day when a source gives one, and nothing else', () => {
    for (const date of ['2026-05', '2026-05-12']) expect(parseFrontmatter({ ...valid, releases: [{ version: '26.1.7', date, new: ['x'] }] }).ok).toBe(true);
    for (const date of ['2026-13', '2026-5', '2026-05-1', '2026-05-32', 'May 2026']) {
      const r = parseFrontmatter({ ...valid, releases: [{ version: '26.1.7', date, new: ['x'] }] });
      expect(!r.ok && r.issues).toEqual([
        { field: 'releases.0.date', message: 'must be the release month (YYYY-MM), or its day (YYYY-MM-DD) when a source gives one' },
      ]);
    }
  });
  it('rejects a release without items', () => {
    const r = parseFrontmatter({ ...valid, releases: [{ version: '26.1.7', date: '2026-05-01' }] });
    expect(!r.ok && r.issues[0]).toEqual({ field: 'releases.0', message: 'a release needs at least one item' });
  });
});

describe('checkContent in the dev loop (cache and lastGood)', () => {
  it('re-parses only edited files and reports what a fresh check reports, claims included', () => {
    const files = [...base(), page('guide/grants', 'Grant the FLY privilege to an analyst.')];
    const cache = new Map();
    const first = checkContent(files, { cache });
    expect(first.errors.map(formatIssue)).toEqual(errorsFor(files));
    expect(first.errors.some((e) => e.file === 'content/guide/grants.mdx')).toBe(true);
    const unchanged = cache.get('content/guide/setup.mdx').doc;
    const edited = files.map((f) => (f.path === 'content/guide/intro.mdx' ? page('guide/intro', 'No more anchor; see [missing](/current/guide/missing).') : f));
    const second = checkContent(edited, { cache });
    expect(cache.get('content/guide/setup.mdx').doc).toBe(unchanged);
    expect(second.errors.map(formatIssue)).toEqual(errorsFor(edited));
    expect(second.errors.map(formatIssue)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('broken link "/current/guide/missing"'),
        expect.stringContaining('broken anchor "/current/guide/intro#first-steps"'),
      ]),
    );
  });

  it('checks a page whose edit does not load as its last good version, so only its own error is reported', () => {
    const files = base();
    const cache = new Map();
    const lastGood = new Map(checkContent(files, { cache }).docs.map((d) => [d.file, d]));
    const broken = files.map((f) =>
      f.path === 'content/guide/intro.mdx' ? page('guide/intro', '## First steps\n\nText with <Admonition type="note">never closed.') : f,
    );
    expect(checkContent(broken, { cache }).errors.map(formatIssue).length).toBeGreaterThan(1);
    const errors = checkContent(broken, { cache, lastGood }).errors.map(formatIssue);
    expect(errors).toEqual([expect.stringMatching(/^content\/guide\/intro\.mdx:\d+: MDX syntax error/)]);
  });
});

describe('rule put-omitted', () => {
  const op = (method: string, extra: Record<string, unknown> = {}) => ({
    id: `${method.toLowerCase()}-a-thing`,
    summary: `${method} a thing`,
    method,
    path: '/api/v3/thing/{id}',
    description: 'Changes a thing.',
    body: [{ name: 'partitionFields', type: 'Array of Object', description: 'Columns to partition by.' }],
    responses: [{ status: 200, description: 'Done.' }],
    ...extra,
  });
  const apiPage = (...operations: unknown[]) => page('guide/api', 'Text.', { api: JSON.stringify({ operations }) });
  const putIssues = (files: SourceFile[]) => checkContent(files).errors.filter((e) => e.rule === 'put-omitted');

  it('flags a PUT with a body that does not say what a field left out does, naming the field', () => {
    const issues = putIssues([...base(), apiPage(op('POST'), op('PUT'))]);
    expect(issues.map(formatIssue)).toEqual([
      expect.stringContaining('content/guide/api.mdx [api.operations.1.omittedFields]: PUT operation "put-a-thing" must say what happens to a body field'),
    ]);
  });

  it('accepts a PUT that states it, and a PUT without a body', () => {
    const stated = op('PUT', { omittedFields: 'Leaving out `partitionFields` removes the partition fields.' });
    const bodiless = op('PUT', { id: 'stop-a-thing', body: [] });
    expect(putIssues([...base(), apiPage(stated, bodiless)])).toEqual([]);
  });
});
