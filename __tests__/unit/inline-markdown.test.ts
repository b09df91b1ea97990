import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InlineMarkdown } from '@/components/inline-markdown';
import { checkContent, formatIssue, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { analyzeInline, inlineText, parseInline } from '@/lib/model/inline-markdown';
import { pageToMarkdown } from '@/lib/pipeline/markdown';
import { parseFrontmatter, type Frontmatter } from '@/lib/model/schema';

const html = (text: string) => renderToStaticMarkup(createElement(InlineMarkdown, { text }));

describe('inline Markdown of typed texts', () => {
  it('renders code spans, emphasis, strong and links as in page bodies', () => {
    expect(html('Must be `PHYSICAL_DATASET`.')).toBe('Must be <code>PHYSICAL_DATASET</code>.');
    expect(html('An *optional* and **required** ~~old~~ value')).toBe('An <em>optional</em> and <strong>required</strong> <del>old</del> value');
    expect(html('See [jobs](/current/reference/sql/system-tables/jobs).')).toBe('See <a href="/current/reference/sql/system-tables/jobs">jobs</a>.');
    expect(html('See [Iceberg](https://iceberg.apache.org/).')).toBe('See <a href="https://iceberg.apache.org/" rel="noopener noreferrer">Iceberg</a>.');
  });

  it('escapes what is not Markdown and never links an unsafe scheme', () => {
    expect(html('Rows where a < b and <script>alert(1)</script>')).toBe('Rows where a &lt; b and &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('[click](javascript:alert(1))')).toBe('click');
    expect(html('`<b>` stays code')).toBe('<code>&lt;b&gt;</code> stays code');
  });

  it('keeps a text that reads as a block as its plain words', () => {
    expect(parseInline('1. First')).toEqual([{ type: 'text', value: 'First' }]);
    expect(inlineText('Must be `PHYSICAL_DATASET` or *VIRTUAL*.')).toBe('Must be PHYSICAL_DATASET or VIRTUAL.');
  });

  it('reports links, unbalanced backticks, block Markdown and unsafe schemes', () => {
    expect(analyzeInline('See [a](/current/a) and [b](https://b.example/).')).toEqual({ links: ['/current/a', 'https://b.example/'], problems: [] });
    expect(analyzeInline('Must be `PHYSICAL_DATASET.').problems).toEqual(['unbalanced backticks: a ` opens a code span that never closes']);
    expect(analyzeInline('- a list item').problems).toEqual(['must be inline Markdown, but it reads as a list']);
    expect(analyzeInline('[x](javascript:alert(1))').problems).toEqual(['link "javascript:alert(1)" uses a scheme other than http, https or mailto']);
  });
});

describe('typed texts parsed once per build', () => {
  /** A fresh copy of the module, as another process (a prerender worker) has it. */
  const fresh = async () => {
    vi.resetModules();
    return import('@/lib/model/inline-markdown');
  };

  it('hands on every text a process read, with its blocks and without source positions', async () => {
    const first = await fresh();
    first.analyzeInline('Use `ARRAY_AGG` [here](/current/a).');
    first.parseInline('Plain *words*.');
    const table = first.parsedInlineTexts();
    expect(Object.keys(table).sort()).toEqual(['Plain *words*.', 'Use `ARRAY_AGG` [here](/current/a).']);
    expect(JSON.stringify(table)).not.toContain('position');
    const second = await fresh();
    second.adoptParsedInline(JSON.parse(JSON.stringify(table)));
    expect(second.parseInline('Plain *words*.')).toEqual([
      { type: 'text', value: 'Plain ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'words' }] },
      { type: 'text', value: '.' },
    ]);
    expect(second.analyzeInline('Use `ARRAY_AGG` [here](/current/a).')).toEqual({ links: ['/current/a'], problems: [] });
  });

  it('reads an adopted text from the table instead of parsing it, and hands on only the texts it read', async () => {
    const m = await fresh();
    m.adoptParsedInline({
      'A `text`': [{ type: 'paragraph', children: [{ type: 'text', value: 'from the table' }] }],
      'No longer on any page': [{ type: 'paragraph', children: [{ type: 'text', value: 'stale' }] }],
    });
    expect(m.inlineText('A `text`')).toBe('from the table');
    m.parseInline('Another');
    expect(Object.keys(m.parsedInlineTexts()).sort()).toEqual(['A `text`', 'Another']);
  });

  it('hands texts on in one order, whatever order they were read in (a cached build reads fewer pages first)', async () => {
    const a = await fresh();
    a.parseInline('b text');
    a.parseInline('a text');
    const b = await fresh();
    b.parseInline('a text');
    b.parseInline('b text');
    expect(JSON.stringify(a.parsedInlineTexts())).toBe(JSON.stringify(b.parsedInlineTexts()));
  });

  it('keeps a text parsed here over an adopted one', async () => {
    const m = await fresh();
    m.parseInline('A `text`');
    m.adoptParsedInline({ 'A `text`': [{ type: 'paragraph', children: [{ type: 'text', value: 'other' }] }] });
    expect(m.inlineText('A `text`')).toBe('A text');
  });
});

describe('the content check of typed texts', () => {
  const apiPage = (description: string): SourceFile => {
    const api = {
      operations: [
        {
          id: 'get-item',
          summary: 'Get an item',
          method: 'GET',
          path: '/api/v3/catalog/{id}',
          description,
          responses: [{ status: 200, description: 'The item.' }],
        },
      ],
    };
    const fm = [
      'id: ref/api',
      'title: Catalog API',
      'description: Create, read, update and delete catalog objects through the REST API.',
      'sidebar: softwareSidebar',
      `api: ${JSON.stringify(api)}`,
    ];
    return { path: 'content/ref/api.mdx', source: `---\n${fm.join('\n')}\n---\n\nThe catalog API reads and writes the objects of the catalog.\n` };
  };
  const site = (description: string): SourceFile[] => [
    {
      path: 'content/index.mdx',
      source:
        '---\nid: index\ntitle: Home\ndescription: The home page of the documentation, with a long enough description.\nsidebar: softwareSidebar\n---\n\nHome.\n',
    },
    {
      path: 'content/ref/index.mdx',
      source:
        '---\nid: ref/index\ntitle: Reference\ndescription: Every reference page of the documentation, listed with its description.\nsidebar: softwareSidebar\n---\n\nReference.\n',
    },
    apiPage(description),
  ];
  const errors = (description: string) => checkContent(site(description), { claims: false }).errors.map(formatIssue);

  it('accepts valid inline Markdown and links to real pages', () => {
    expect(errors('Returns the item; see [Reference](/current/ref/) and `id`.')).toEqual([]);
  });

  it('names the file and the field of a broken link or unbalanced backticks', () => {
    expect(errors('See [missing](/current/ref/missing).')).toEqual([
      'content/ref/api.mdx [api.operations.0.description]: broken link "/current/ref/missing": no page has that URL',
    ]);
    expect(errors('See [ref](/current/ref).')).toEqual([
      'content/ref/api.mdx [api.operations.0.description]: broken link "/current/ref": no page has that URL; the canonical URL is "/current/ref/"',
    ]);
    expect(errors('Must be `PHYSICAL_DATASET.')).toEqual([
      'content/ref/api.mdx [api.operations.0.description]: unbalanced backticks: a ` opens a code span that never closes',
    ]);
  });
});

describe('the Markdown export of typed texts', () => {
  it('keeps their Markdown as Markdown', () => {
    const r = parseFrontmatter({
      id: 'x',
      title: 'T',
      description: 'd'.repeat(60),
      sidebar: 'softwareSidebar',
      table: {
        name: 'SYS.X',
        access: 'Readable by **admins**.',
        columns: [{ name: 'c', type: 'VARCHAR', description: 'One of `A` or `B`; see [jobs](/current/jobs).' }],
      },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const md = pageToMarkdown({ title: 'T', description: 'D', href: '/current/x', body: '', frontmatter: r.value as Frontmatter });
    expect(md).toContain('`SYS.X`. Readable by **admins**.');
    expect(md).toContain('| `c` | `VARCHAR` | One of `A` or `B`; see [jobs](/current/jobs). |');
  });
});
