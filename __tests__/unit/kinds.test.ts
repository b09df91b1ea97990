import { createElement, Fragment } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { RENDERERS, type RenderContext } from '@/components/reference/renderers';
import { EQUIVALENTS_PAGE } from '@/lib/kinds/function-pages';
import type { KindMarkdownContext } from '@/lib/kinds/kind';
import { KIND_IDS, KINDS, kindsOf, type KindId } from '@/lib/kinds/registry';
import { releaseDateText, releasesKind } from '@/lib/kinds/releases';
import { codeKey } from '@/lib/model/page';
import { parseFrontmatter, TYPED_KEYS, type Frontmatter } from '@/lib/model/schema';

/** One page of each kind, as an author would write it (validated by the schema). */
const FIXTURES: Record<KindId, Record<string, unknown>> = {
  function: {
    function: {
      name: 'POW, POWER',
      categories: ['MATH'],
      summary: 'Raises a number to a power.',
      signatures: [
        {
          args: [
            { name: 'base', type: 'DOUBLE' },
            { name: 'exponent', type: 'DOUBLE' },
          ],
          returns: 'DOUBLE',
        },
      ],
      parameters: [{ name: 'base', types: ['DOUBLE'], description: 'The number to raise.' }],
      returns: 'The base raised to the exponent.',
      examples: [
        { sql: 'SELECT POW(2, 3)', result: '8.0' },
        { description: 'A fraction', sql: 'SELECT POW(4, 0.5)', result: '2.0' },
      ],
      related: ['EXP'],
      equivalents: [{ dialect: 'snowflake', name: 'POWER', source: 'https://docs.snowflake.com/en/sql-reference/functions/pow' }],
    },
  },
  table: {
    table: {
      name: 'sys.jobs',
      access: 'Readable by users with the ADMIN role.',
      signature: 'SELECT * FROM sys.jobs',
      columns: [{ name: 'job_id', type: 'VARCHAR', description: 'The id of the job.' }],
    },
  },
  api: {
    api: {
      models: [{ id: 'source', name: 'Source', fields: [{ name: 'id', type: 'String', description: 'The id of the source.' }] }],
      operations: [
        {
          id: 'get-source',
          summary: 'Retrieve a source',
          method: 'GET',
          path: '/api/v3/source/{id}',
          description: 'Returns one source.',
          pathParams: [{ name: 'id', type: 'String', required: true, description: 'The id of the source.' }],
          responses: [{ status: 200, description: 'The source.' }],
          responseExample: '{ "id": "2a1b" }',
        },
      ],
    },
  },
  releases: { releases: [{ version: '26.1.7', date: '2026-05-12', summary: 'A patch release.', fixed: ['A fixed issue.'], known: ['A known issue.'] }] },
  bulletin: { bulletin: { id: '2026-05-12-01', date: '2026-05-12', severity: 'High', cves: ['CVE-2026-0001'], affected: ['26.0.0'], fixed: ['26.1.7'] } },
  dependencies: { dependencies: [{ name: 'Apache Arrow', version: '15.0.0', license: 'Apache-2.0' }] },
  'function-equivalents': { id: EQUIVALENTS_PAGE },
};

const frontmatter = (id: KindId): Frontmatter => {
  const r = parseFrontmatter({ id: `x/${id}`, title: 'A page', description: 'd'.repeat(60), sidebar: 'softwareSidebar', ...FIXTURES[id] });
  if (!r.ok) throw new Error(`fixture ${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
};

const markdownContext: KindMarkdownContext = {
  equivalents: [
    [
      'snowflake',
      [
        {
          dialect: 'snowflake',
          name: 'TO_VARCHAR',
          source: 'https://docs.snowflake.com/en/sql-reference/functions/to_char',
          function: 'TO_CHAR',
          href: '/current/to-char',
        },
      ],
    ],
  ],
};
const renderContext: RenderContext = {
  home: '/current/',
  functionHref: (name) => `/current/f/${name}`,
  modelHref: (id) => `#model-${id}`,
  equivalents: markdownContext.equivalents!,
  parts: { inline: {}, code: {} },
};

describe('page kinds (lib/kinds/registry.ts)', () => {
  it('has a module for every typed block of the frontmatter schema, and reads that block', () => {
    for (const key of TYPED_KEYS) {
      expect(KIND_IDS, `no module for the typed block "${key}"`).toContain(key);
      expect(KINDS[key].of(frontmatter(key)), key).toEqual(frontmatter(key)[key]);
    }
  });

  it('lets a page carry one typed block only, and says which blocks there are', () => {
    const r = parseFrontmatter({
      id: 'x/two',
      title: 'A page',
      description: 'd'.repeat(60),
      sidebar: 'softwareSidebar',
      ...FIXTURES.table,
      ...FIXTURES.bulletin,
    });
    expect(r.ok).toBe(false);
    const message = r.ok ? '' : r.issues.map((i) => `${i.field}: ${i.message}`).join('\n');
    expect(message).toMatch(/^\(frontmatter\): a page may carry only one typed block \(/);
    for (const key of TYPED_KEYS) expect(message).toContain(key);
  });

  it('has a fixture here for every registered kind, and each fixture is of that kind only', () => {
    for (const id of KIND_IDS) {
      expect(FIXTURES[id], `add a fixture for "${id}" to this test`).toBeDefined();
      expect(
        kindsOf(frontmatter(id)).map((k) => k.id),
        id,
      ).toEqual([id]);
    }
  });

  for (const id of Object.keys(KINDS) as KindId[]) {
    describe(id, () => {
      const fm = frontmatter(id);
      const { module, data } = kindsOf(fm)[0]!;
      const headings = module.headings(data);
      const all = [...headings.before, ...headings.after];
      const md = module.markdown(data, markdownContext);

      it('has headings and Markdown, and every Markdown heading is one of its headings', () => {
        expect(all.length, 'headings').toBeGreaterThan(0);
        expect([...md.before, ...md.after].join(''), 'Markdown').not.toBe('');
        const titles = new Set(all.map((h) => `${'#'.repeat(h.depth)} ${h.text}`));
        for (const line of [...md.before, ...md.after]
          .join('\n\n')
          .split('\n')
          .filter((l) => /^#{2,3} /.test(l)))
          expect(titles, line).toContain(line);
      });

      it('has a search part, and its sections link to its headings', () => {
        const search = module.search(data);
        const ids = new Set(all.map((h) => h.id));
        for (const section of [...(search.before ?? []), ...(search.after ?? [])]) {
          expect(ids, `section "${section.heading}"`).toContain(section.anchor);
          expect(section.text.trim(), section.anchor).not.toBe('');
        }
      });

      it('counts the words of its prose, and its texts have field paths that exist in the frontmatter', () => {
        const texts = module.texts(data);
        if (texts.some(([, text]) => text)) expect(module.words(data)).toBeGreaterThan(0);
        else expect(module.words(data)).toBeGreaterThanOrEqual(0);
        for (const [field, text] of texts) {
          const value = field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], fm);
          expect(value, field).toBe(text);
        }
      });

      it('has a renderer whose HTML carries every heading id', async () => {
        const renderer = RENDERERS[id] as {
          before?: (d: unknown, c: RenderContext) => React.ReactNode;
          after?: (d: unknown, c: RenderContext) => React.ReactNode;
        };
        expect(renderer.before ?? renderer.after, `no renderer for "${id}" in components/reference/renderers.tsx`).toBeDefined();
        // prerender waits for the code blocks' highlighter, which suspends.
        const html = async (part?: (d: unknown, c: RenderContext) => React.ReactNode) =>
          part ? new Response((await prerender(createElement(Fragment, null, part(data, renderContext)))).prelude).text() : '';
        const before = await html(renderer.before);
        const after = await html(renderer.after);
        for (const h of headings.before) expect(before, `#${h.id} before the body`).toContain(`id="${h.id}"`);
        const shown = id === 'function-equivalents' ? headings.after.filter((h) => h.id === 'snowflake') : headings.after;
        for (const h of shown) expect(after, `#${h.id} after the body`).toContain(`id="${h.id}"`);
      });

      it('lists every code block its renderer highlights, and the renderer takes them from the page view', async () => {
        const renderer = RENDERERS[id] as {
          before?: (d: unknown, c: RenderContext) => React.ReactNode;
          after?: (d: unknown, c: RenderContext) => React.ReactNode;
        };
        // The build's highlighted code, as the page view hands it on: a marked block per listed one.
        const listed = module.code(data);
        const code = Object.fromEntries(listed.map((block, i) => [codeKey(block.code, block.lang), `<pre class="listed">${i}</pre>`]));
        const context = { ...renderContext, parts: { inline: {}, code } };
        let html = '';
        for (const part of [renderer.before, renderer.after])
          if (part) html += await new Response((await prerender(createElement(Fragment, null, part(data, context)))).prelude).text();
        for (let i = 0; i < listed.length; i++)
          expect(html, `listed block ${i} rendered from the view`).toContain(`<pre tabindex="0" class="listed">${i}</pre>`);
        // A block the module does not list would be highlighted while rendering, by shiki.
        expect(html, 'a code block the module does not list').not.toContain('class="shiki');
      });
    });
  }
});

describe('release dates', () => {
  it('shows a month as the month and a day as the day, never a month as its first day', () => {
    expect(releaseDateText('2026-03')).toBe('March 2026');
    expect(releaseDateText('2026-03-17')).toBe('March 17, 2026');
    expect(releaseDateText('2025-12')).toBe('December 2025');
  });
  it('writes the same date in the Markdown export', () => {
    const md = releasesKind.markdown(
      [{ version: '26.1.7', date: '2026-05', edition: 'Enterprise', new: [], changes: [], fixed: ['A fix.'], known: [] }],
      markdownContext,
    );
    expect(md.after[0]).toContain('Released May 2026 · Enterprise');
  });
});
