import { describe, expect, it } from 'vitest';
import { EQUIVALENTS_PAGE } from '@/lib/kinds/function-pages';
import { buildLlms } from '@/lib/pipeline/llms';
import { mdxToMarkdown, pageToMarkdown } from '@/lib/pipeline/markdown';
import { parseFrontmatter, type Frontmatter } from '@/lib/model/schema';
import { buildSidebar } from '@/lib/model/sidebar';
import { versions } from '@/lib/model/versions';
import { site } from '@/lib/model/site';

describe('mdxToMarkdown', () => {
  it('lowers components to plain Markdown and keeps tables and code', () => {
    const md = mdxToMarkdown(
      [
        'Intro with a badge <Enterprise />.',
        '',
        '<Admonition type="warning">Back up first.</Admonition>',
        '',
        '<Tabs>',
        '<Tab label="Linux">',
        '',
        'Run it.',
        '',
        '</Tab>',
        '</Tabs>',
        '',
        '| Port | Use |',
        '|---|---|',
        '| 9047 | Web console |',
        '',
        '```sql',
        'SELECT 1',
        '```',
      ].join('\n'),
    );
    expect(md).toContain('Intro with a badge (Enterprise).');
    expect(md).toContain('> **Warning:** Back up first.');
    expect(md).toContain('**Linux**\n\nRun it.');
    expect(md).toContain('| Port | Use         |');
    expect(md).toContain('```sql\nSELECT 1\n```');
    expect(md).not.toMatch(/<[A-Z]/);
  });
});

describe('pageToMarkdown', () => {
  const fm = (extra: Record<string, unknown>) => {
    const r = parseFrontmatter({ id: 'x', title: 'ABS', description: 'd'.repeat(60), sidebar: 'softwareSidebar', ...extra });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.value as Frontmatter;
  };
  it('writes a function page as text: signature, parameters, examples', () => {
    const md = pageToMarkdown({
      title: 'ABS',
      description: 'Absolute value of a number.',
      href: '/current/x',
      body: '## Usage notes\n\nWorks on any numeric type.',
      frontmatter: fm({
        function: {
          name: 'ABS',
          categories: ['MATH'],
          summary: 'Returns the absolute value.',
          signatures: [{ args: [{ name: 'n', type: 'DOUBLE' }], returns: 'DOUBLE' }],
          parameters: [{ name: 'n', types: ['DOUBLE'], description: 'A number.' }],
          returns: 'The absolute value; NULL for NULL.',
          examples: [
            { sql: 'SELECT ABS(-2)', result: '2' },
            { sql: 'SELECT ABS(3)', result: '3' },
          ],
          related: ['SIGN'],
          equivalents: [{ dialect: 'sqlserver', name: 'ABSVAL', source: 'https://learn.microsoft.com/absval', note: 'returns INT for INT input' }],
        },
      }),
    });
    expect(md).toContain('Returns the absolute value.\n\n- Coming from SQL Server: `ABSVAL` (returns INT for INT input)\n\n## Syntax');
    expect(md).toContain('# ABS\n\n> Absolute value of a number.');
    expect(md).toContain('- `ABS(n DOUBLE) → DOUBLE`');
    expect(md).toContain('| `n` | `DOUBLE` | A number. |');
    expect(md).toContain('## Usage notes');
    expect(md).toContain('```sql\nSELECT ABS(-2)\n```\n\nResult:\n\n```text\n2\n```');
  });

  it("prints a page's keywords under its description, and no line for a page without them", () => {
    const page = { title: 'Upload Files', description: 'Upload a file.', href: '/current/u', body: 'Some text.' };
    expect(pageToMarkdown({ ...page, frontmatter: fm({ title: 'Upload Files', keywords: ['import csv', 'load a spreadsheet'] }) })).toMatch(
      new RegExp(`^# Upload Files\n\n> Upload a file\\.\n\nSource: ${site.url}/current/u\n\nKeywords: import csv, load a spreadsheet\n\nSome text\\.`),
    );
    expect(pageToMarkdown({ ...page, frontmatter: fm({ title: 'Upload Files' }) })).not.toContain('Keywords:');
  });

  it('writes the links of a page into the site whole, so that a copy of it still leads there', () => {
    const page = { title: 'Links', description: 'Links out.', href: '/current/l', frontmatter: fm({ title: 'Links', unsupported: true }) };
    const md = pageToMarkdown({
      ...page,
      body: 'See [setup](/current/guide/setup#install), [Arrow](https://arrow.apache.org/) and [a footnote][ref].\n\n[ref]: /current/guide/ref\n\n```text\n[not a link](/current/x)\n```',
    });
    expect(md).toContain(`[setup](${site.url}/current/guide/setup#install)`);
    expect(md).toContain('[Arrow](https://arrow.apache.org/)');
    expect(md).toContain(`[ref]: ${site.url}/current/guide/ref`);
    // Code is left as it is written.
    expect(md).toContain('[not a link](/current/x)');
    expect(md).toContain(`See the current release notes: ${site.url}/current/release-notes/`);
  });

  it("lists a page's reader questions and the error messages it explains, and nothing for a page without them", () => {
    const page = { title: 'Users', description: 'Manage users.', href: '/current/u', body: 'Some text.' };
    const md = pageToMarkdown({
      ...page,
      frontmatter: fm({
        title: 'Users',
        questions: ['How do I add a user over REST?', 'Can I script user creation?', 'Which endpoint creates a user?'],
        errors: [{ message: 'User {name} already exists here', source: 'https://example.com/s' }],
      }),
    });
    expect(md).toContain(
      'Some text.\n\nQuestions this page answers:\n\n- How do I add a user over REST?\n- Can I script user creation?\n- Which endpoint creates a user?',
    );
    expect(md).toContain('Error messages this page explains:\n\n- `User {name} already exists here`');
    const plain = pageToMarkdown({ ...page, frontmatter: fm({ title: 'Users' }) });
    expect(plain).not.toContain('Questions this page answers');
    expect(plain).not.toContain('Error messages');
  });

  it('writes the equivalents table, one section per dialect, linking our function', () => {
    const md = pageToMarkdown({
      title: 'SQL Function Equivalents',
      description: 'Other names.',
      href: '/current/e',
      body: 'Intro.',
      frontmatter: fm({ id: EQUIVALENTS_PAGE }),
      equivalents: [
        [
          'snowflake',
          [
            {
              dialect: 'snowflake',
              name: 'TO_VARCHAR',
              source: 'https://docs.snowflake.com/to_char',
              function: 'TO_CHAR',
              href: '/current/to-char',
              note: 'a | b',
            },
          ],
        ],
      ],
    });
    expect(md).toContain(
      '## Snowflake\n\n| Snowflake | Dremio | Difference |\n|---|---|---|\n| [`TO_VARCHAR`](https://docs.snowflake.com/to_char) | [`TO_CHAR`](https://docs.dremio.com/current/to-char) | a \\| b |',
    );
  });

  it('ends with the last-updated date when the build knew it, and says nothing when it did not', () => {
    const page = { title: 'Guide', description: 'A guide.', href: '/current/g', body: 'Some text.', frontmatter: fm({}) };
    expect(pageToMarkdown({ ...page, lastUpdated: '2025-02-20T07:15:00Z' })).toMatch(/Some text\.\n\nLast updated: 2025-02-20\n$/);
    expect(pageToMarkdown(page)).not.toContain('Last updated');
  });
});

describe('buildLlms', () => {
  it('indexes one file per section, each listing its pages with their Markdown', () => {
    const tree = buildSidebar([
      { id: 'index', title: 'Home' },
      { id: 'admin/index', title: 'Administration', sidebarPosition: 1 },
      { id: 'admin/backups', title: 'Backups' },
      { id: 'admin/secret', title: 'Secret', unlisted: true },
    ]);
    const pages = new Map(
      ['/current/', '/current/admin/', '/current/admin/backups', '/current/admin/secret'].map((href) => [
        href,
        { href, title: href, description: `About ${href}` },
      ]),
    );
    const { index, sections } = buildLlms(tree, pages);
    // The current release, as the versions file names it.
    const title = `# Dremio Documentation (Dremio ${versions.current.label})\n\n> `;
    expect(index.slice(0, title.length)).toBe(title);
    expect(index).toContain('## Overview\n\n- [/current/](https://docs.dremio.com/current/index.md)');
    expect(index).toContain('## Sections\n\n- [Administration](https://docs.dremio.com/llms/admin.txt): 2 pages. About /current/admin/');
    expect(index).toContain('- [OpenAPI description of the REST API](https://docs.dremio.com/openapi.json)');
    expect(index).not.toContain('/current/admin/backups');
    expect(sections).toEqual([expect.objectContaining({ slug: 'admin', label: 'Administration', pages: 2 })]);
    expect(sections[0]!.text).toContain(
      '- [/current/admin/](https://docs.dremio.com/current/admin/index.md): About /current/admin/\n- [/current/admin/backups](https://docs.dremio.com/current/admin/backups.md)',
    );
    expect(index + sections[0]!.text).not.toContain('secret');
  });
});
