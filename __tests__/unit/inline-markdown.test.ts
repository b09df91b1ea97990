import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown } from '@/components/inline-markdown';
import { checkContent, formatIssue, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { analyzeInline, inlineText, parsedTexts, parseInline, reuseParsed } from '@/lib/model/inline-markdown';
import type { PageParts } from '@/lib/model/page';
import { pageToMarkdown } from '@/lib/pipeline/markdown';
import { parseFrontmatter, type Frontmatter } from '@/lib/model/schema';

const NO_PARTS: PageParts = { inline: {}, code: {} };
const html = (text: string, parts = NO_PARTS) => renderToStaticMarkup(createElement(InlineMarkdown, { text, parts }));

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

describe('typed texts parsed once per build and handed on as a value', () => {
  it('gives every text with its blocks, without source positions, in the order of the texts, each once', () => {
    const table = parsedTexts(['Use `ARRAY_AGG` [here](/current/a).', 'Plain *words*.', 'Plain *words*.']);
    expect(Object.keys(table)).toEqual(['Plain *words*.', 'Use `ARRAY_AGG` [here](/current/a).']);
    expect(JSON.stringify(table)).not.toContain('position');
    expect(JSON.stringify(parsedTexts(['b text', 'a text']))).toBe(JSON.stringify(parsedTexts(['a text', 'b text'])));
    // What a later process reads back renders as the text parsed there (positions aside).
    const copy = JSON.parse(JSON.stringify(table)) as PageParts['inline'];
    expect(parseInline('Plain *words*.', copy['Plain *words*.'])).toEqual([
      { type: 'text', value: 'Plain ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'words' }] },
      { type: 'text', value: '.' },
    ]);
    expect(html('Plain *words*.', { inline: copy, code: {} })).toBe(html('Plain *words*.'));
  });

  it("takes a text from the previous build's parses instead of parsing it again", () => {
    reuseParsed({ 'A `cached` text': [{ type: 'paragraph', children: [{ type: 'text', value: 'from the cache' }] }] });
    expect(parsedTexts(['A `cached` text'])).toEqual({ 'A `cached` text': [{ type: 'paragraph', children: [{ type: 'text', value: 'from the cache' }] }] });
    expect(inlineText('A `cached` text')).toBe('from the cache');
    expect(analyzeInline('A `cached` text')).toEqual({ links: [], problems: [] });
  });

  it('renders a text from the blocks in the page view, and parses one that is not there', () => {
    const parts: PageParts = { inline: { 'A `text`': [{ type: 'paragraph', children: [{ type: 'text', value: 'from the view' }] }] }, code: {} };
    expect(html('A `text`', parts)).toBe('from the view');
    expect(html('Another `text`', parts)).toBe('Another <code>text</code>');
    // A text that is also the name of an Object property is not found on the prototype.
    expect(html('constructor', parts)).toBe('constructor');
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
