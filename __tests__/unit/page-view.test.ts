import { describe, expect, it } from 'vitest';
import { pageView, viewSite } from '@/lib/kinds/page-view';
import { codeKey, markdownInput, pageRecord, type PageParts } from '@/lib/model/page';
import { checkContent, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { pageToMarkdown } from '@/lib/pipeline/markdown';
import { typedCodeHighlighted, typedTextsParsed } from '@/lib/pipeline/page-parts';

/** A small content set: home, the function catalogue (A–Z and one category) and three function pages. */
const page = (id: string, fields: Record<string, unknown> = {}): SourceFile => ({
  path: `content/${id}.mdx`,
  source: `---\n${Object.entries({
    id,
    title: `Title of ${id}`,
    description: `What ${id} is about, described at a length the schema accepts.`,
    sidebar: 'softwareSidebar',
    ...fields,
  })
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n\nBody of ${id}.\n`,
});
const fn = (name: string, summary: string, categories = ['MATH']) => ({
  function: {
    name,
    categories,
    summary,
    signatures: [{ args: [{ name: 'x', type: 'DOUBLE' }], returns: 'DOUBLE' }],
    returns: 'A number.',
    examples: [
      { sql: `SELECT ${name}(1)`, result: '1.0' },
      { sql: `SELECT ${name}(2)`, result: '2.0' },
    ],
  },
});
const FILES: SourceFile[] = [
  page('index'),
  page('reference/index'),
  page('reference/sql/index'),
  page('reference/sql/sql-functions/index'),
  { path: 'content/reference/sql/sql-functions/functions/_category.json', source: '{ "label": "Functions", "position": 9 }' },
  page('reference/sql/sql-functions/ALL_FUNCTIONS', { keywords: ['every function'] }),
  page('reference/sql/sql-functions/MATH', { title: 'Math Functions', keywords: ['arithmetic'] }),
  page('reference/sql/sql-functions/functions/ABS', fn('ABS', 'The *absolute* value.')),
  page('reference/sql/sql-functions/functions/COS', fn('COS', 'The cosine.')),
  page('reference/sql/sql-functions/functions/LOWER', fn('LOWER', 'Lower case.', ['STRING'])),
];

async function site() {
  const result = checkContent(FILES);
  expect(result.errors.map((e) => `${e.file} ${e.rule} ${e.message}`)).toEqual([]);
  const parts: PageParts = { inline: typedTextsParsed(result.docs), code: await typedCodeHighlighted(result.docs) };
  const views = new Map(
    result.docs.map((d) => [d.id, pageView(pageRecord(d, { [d.id]: '2026-05-12T10:00:00Z' }), viewSite(result.docs, result.sidebar, parts))]),
  );
  return { result, parts, view: (id: string) => views.get(id)! };
}

describe('the page view (lib/kinds/page-view.ts)', () => {
  it("gives a landing page its children as cards, which the Markdown lists as its section's pages", async () => {
    const { view } = await site();
    const landing = view('reference/sql/sql-functions/index');
    // In sidebar order: by label.
    expect(landing.cards.map((c) => c.href)).toEqual(['/current/reference/sql/sql-functions/MATH', '/current/reference/sql/sql-functions/ALL_FUNCTIONS']);
    expect(landing.cards[0]).toEqual({
      href: '/current/reference/sql/sql-functions/MATH',
      title: 'Math Functions',
      description: 'What reference/sql/sql-functions/MATH is about, described at a length the schema accepts.',
    });
    expect(markdownInput(landing).list).toEqual(landing.cards);
    expect(landing.catalogue).toBeNull();
    expect(landing.breadcrumbs.map((c) => c.label)).toEqual([
      'Title of reference/index',
      'Title of reference/sql/index',
      'Title of reference/sql/sql-functions/index',
    ]);
  });

  it("gives a catalogue page its functions, the A–Z finder each category's words, and the Markdown lists them", async () => {
    const { view } = await site();
    const math = view('reference/sql/sql-functions/MATH');
    expect(math.catalogue?.functions.map((f) => f.name)).toEqual(['ABS', 'COS']);
    expect(math.catalogue?.keywords).toBeUndefined();
    expect(markdownInput(math).list).toEqual([
      { title: 'ABS', href: '/current/reference/sql/sql-functions/functions/ABS', description: 'The *absolute* value.' },
      { title: 'COS', href: '/current/reference/sql/sql-functions/functions/COS', description: 'The cosine.' },
    ]);
    const all = view('reference/sql/sql-functions/ALL_FUNCTIONS');
    expect(all.catalogue?.functions.map((f) => f.name)).toEqual(['ABS', 'COS', 'LOWER']);
    expect(all.catalogue?.keywords?.MATH).toEqual(['arithmetic']);
    expect(all.catalogue?.keywords?.STRING).toEqual([]);
  });

  it("pages a function page through its first category A–Z, named by the category's page; other pages follow the sidebar", async () => {
    const { view } = await site();
    expect(view('reference/sql/sql-functions/functions/ABS').pager).toEqual({
      previous: undefined,
      next: { href: '/current/reference/sql/sql-functions/functions/COS', label: 'COS' },
      scope: 'Math Functions',
    });
    const landing = view('reference/index').pager;
    expect(landing.scope).toBeUndefined();
    expect(landing.previous?.href).toBe('/current/');
  });

  it("carries the page's own share of the parsed texts and highlighted code, and the texts of the functions it lists", async () => {
    const { view, parts } = await site();
    const abs = view('reference/sql/sql-functions/functions/ABS');
    expect(Object.keys(abs.parts.inline).sort()).toEqual(['A number.', 'The *absolute* value.']);
    expect(Object.keys(abs.parts.code)).toEqual([codeKey('SELECT ABS(1)', 'sql'), codeKey('SELECT ABS(2)', 'sql')]);
    expect(abs.parts.code[codeKey('SELECT ABS(1)', 'sql')]).toBe(parts.code[codeKey('SELECT ABS(1)', 'sql')]);
    const math = view('reference/sql/sql-functions/MATH');
    expect(Object.keys(math.parts.inline).sort()).toEqual(['The *absolute* value.', 'The cosine.']);
    expect(math.parts.code).toEqual({});
  });

  it('gives the date and the edit link, and the Markdown ends with the same date', async () => {
    const { view, result } = await site();
    const abs = view('reference/sql/sql-functions/functions/ABS');
    expect(abs.lastUpdated).toBe('2026-05-12T10:00:00Z');
    expect(abs.editUrl).toMatch(/\/edit\/[^/]+\/content\/reference\/sql\/sql-functions\/functions\/ABS\.mdx$/);
    const doc = result.docs.find((d) => d.id === abs.page.id)!;
    expect(pageToMarkdown({ ...markdownInput(abs), body: doc.analysis.tree })).toMatch(/\n\nLast updated: 2026-05-12\n$/);
  });

  it("starts a frozen version's breadcrumbs at its own home", async () => {
    const { result, parts } = await site();
    const doc = result.docs.find((d) => d.id === 'reference/index')!;
    expect(pageView({ ...pageRecord(doc, {}), version: '26.x' }, viewSite(result.docs, result.sidebar, parts)).home).toBe('/26.x/');
  });
});
