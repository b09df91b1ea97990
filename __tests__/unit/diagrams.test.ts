import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilePage, MdxCompileError } from '@/lib/collection/compile';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, checkDiagrams, formatIssue, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { parseDiagramMeta } from '@/lib/model/diagram-meta';
import { DiagramError, diagramHash, diagramStats, renderDiagram, validateSequence } from '@/lib/mdx/diagrams';
import { mdxToMarkdown } from '@/lib/pipeline/markdown';
import { bodySections } from '@/lib/search/sources';

const cacheDir = mkdtempSync(join(tmpdir(), 'diagrams-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const meta = { title: 'Cluster parts', description: 'The coordinator sends work to two executors.' };
const DOT = 'digraph {\n  coordinator -> executor1\n  coordinator -> executor2\n}';
const SEQUENCE = 'sequenceDiagram\n  participant C as Client\n  participant D as Dremio\n  C->>D: POST /oauth/token\n  D-->>C: access token';

const page = (body: string): SourceFile => ({
  path: 'content/guide.mdx',
  source: `---\nid: guide\ntitle: Guide\ndescription: A description of the guide page that is long enough to pass the check.\nsidebar: softwareSidebar\n---\n\nIntro.\n\n${body}\n`,
});

describe('renderDiagram', () => {
  it('renders Graphviz to an accessible SVG without fixed colours, fonts or sizes', async () => {
    const svg = await renderDiagram('dot', DOT, meta, { cacheDir: null });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/<svg[^>]* role="img" aria-labelledby="dg\w+-title" aria-describedby="dg\w+-desc"/);
    const [, titleId] = svg.match(/aria-labelledby="(\S+)"/)!;
    const [, descId] = svg.match(/aria-describedby="(\S+)"/)!;
    expect(svg).toContain(`<title id="${titleId}">Cluster parts</title>`);
    expect(svg).toContain(`<desc id="${descId}">The coordinator sends work to two executors.</desc>`);
    expect(svg).toContain('>executor2</text>');
    expect(svg).not.toMatch(/font-family=|="black"|="white"|<style|<script|height="/);
    // Every id is prefixed, so two diagrams on one page cannot clash.
    for (const [, id] of svg.matchAll(/ id="([^"]+)"/g)) expect(id!.startsWith(titleId!.replace(/-title$/, ''))).toBe(true);
  });

  it('renders a Mermaid sequence diagram, its styles left to the site CSS', async () => {
    const svg = await renderDiagram('mermaid', SEQUENCE, meta, { cacheDir: null });
    expect(svg).toMatch(/role="img"/);
    expect(svg).toContain('POST /oauth/token');
    expect(svg).not.toMatch(/<style|@import|googleapis/);
  });

  it('is deterministic: the same input gives the same SVG', async () => {
    expect(await renderDiagram('dot', DOT, meta, { cacheDir: null })).toBe(await renderDiagram('dot', DOT, meta, { cacheDir: null }));
  });

  it('reports a Graphviz syntax error with its line', async () => {
    const error = await renderDiagram('dot', 'digraph {\n  a -> b\n  b -> -> c\n}', meta, { cacheDir: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagramError);
    expect((error as DiagramError).line).toBe(3);
    expect((error as DiagramError).reason).toMatch(/syntax error/);
  });

  it('refuses fixed colours, which cannot follow the themes', async () => {
    const error = await renderDiagram('dot', 'digraph {\n  a [color=red]\n}', meta, { cacheDir: null }).catch((e: unknown) => e);
    expect((error as DiagramError).line).toBe(2);
    expect((error as DiagramError).reason).toMatch(/fixed colour/);
  });

  it('rejects sequence-diagram lines beautiful-mermaid would silently skip', () => {
    const at = (source: string) => {
      try {
        validateSequence(source);
        return 'valid';
      } catch (error) {
        return `${(error as DiagramError).line}: ${(error as DiagramError).reason}`;
      }
    };
    expect(at(SEQUENCE)).toBe('valid');
    expect(at('sequenceDiagram\n  participant A as App\n  participant B as Dremio\n  A->B POST')).toMatch(
      /^4: "A->B POST" is not a sequence-diagram statement/,
    );
    expect(at('sequenceDiagram\n  participant A as App\n  A->>X: hello')).toMatch(/^3: "X" is not declared/);
    expect(at('sequenceDiagram\n  participant A as App\n  participant B as Dremio\n  loop poll\n  A->>B: status')).toMatch(/^4: "loop" is never closed/);
    expect(at('graph LR\n  A --> B')).toMatch(/^1: a mermaid diagram must start with "sequenceDiagram"/);
  });

  it('keeps rendered SVGs by content hash and reads them back on the next render', async () => {
    const before = { ...diagramStats };
    const first = await renderDiagram('dot', DOT, meta, { cacheDir });
    const file = join(cacheDir, `${diagramHash('dot', DOT, meta)}.svg`);
    expect(readdirSync(cacheDir)).toContain(`${diagramHash('dot', DOT, meta)}.svg`);
    expect(readFileSync(file, 'utf8').endsWith(first)).toBe(true);
    // A hit does not render.
    expect(await renderDiagram('dot', DOT, meta, { cacheDir })).toBe(first);
    expect(diagramStats.rendered - before.rendered).toBe(1);
    expect(diagramStats.cached - before.cached).toBe(1);
    // Another title is another diagram.
    expect(diagramHash('dot', DOT, { ...meta, title: 'Other' })).not.toBe(diagramHash('dot', DOT, meta));
  });

  it.each([
    ['cut short', (entry: string) => entry.slice(0, entry.length / 2)],
    ['altered', (entry: string) => entry.replace('</svg>', '<!-- changed --></svg>')],
    ['empty', () => ''],
  ])('renders again, and rewrites, a cache entry that was %s', async (_, damage) => {
    const first = await renderDiagram('dot', DOT, meta, { cacheDir });
    const file = join(cacheDir, `${diagramHash('dot', DOT, meta)}.svg`);
    const entry = readFileSync(file, 'utf8');
    writeFileSync(file, damage(entry));
    const before = { ...diagramStats };
    expect(await renderDiagram('dot', DOT, meta, { cacheDir })).toBe(first);
    expect(diagramStats.rendered - before.rendered).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(entry);
  });
});

describe('diagrams in the content check', () => {
  const block = (lang: string, info: string, source: string) => `\`\`\`${lang} ${info}\n${source}\n\`\`\``;
  const info = `title="${meta.title}" description="${meta.description}"`;

  it('accepts a valid diagram and reports a broken one with the file, the line in the file and the reason', async () => {
    const good = checkContent([page(block('dot', info, DOT))], { claims: false });
    expect(good.errors).toEqual([]);
    expect(await checkDiagrams(good.docs, { cacheDir: null })).toEqual([]);

    // The fence opens on line 10 of the file; the bad statement is the diagram's line 3, so line 13.
    const bad = checkContent([page(block('dot', info, 'digraph {\n  a -> b\n  b -> -> c\n}'))], { claims: false });
    const errors = (await checkDiagrams(bad.docs, { cacheDir: null })).map(formatIssue);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/guide\.mdx:13: diagram error: Graphviz: .*syntax error in line 3/);
  });

  it('requires a title and a description, and knows dot and mermaid as languages', () => {
    const errors = checkContent([page(block('dot', 'title="Only a title"', DOT))], { claims: false }).errors.map(formatIssue);
    expect(errors).toEqual([
      'content/guide.mdx:10: a diagram needs description="…": one or two sentences saying what it shows, for screen readers, search and the Markdown export',
    ]);
    expect(parseDiagramMeta('title="a" description="b" width="3"')).toEqual({ ok: false, reason: expect.stringMatching(/unknown diagram attribute "width"/) });
    const unknown = checkContent([page(block('d2', info, 'a -> b'))], { claims: false }).errors.map(formatIssue);
    expect(unknown[0]).toMatch(/unknown code-block language "d2".*dot or mermaid for a diagram/);
  });
});

describe('diagrams in the MDX compile, the Markdown export and search', () => {
  const source = `Intro.\n\n\`\`\`dot title="${meta.title}" description="${meta.description}"\n${DOT}\n\`\`\`\n`;

  it('compiles to an inline SVG figure with a caption and no diagram code in the page', async () => {
    // The collection's own compile (lib/collection), as the build and the dev loop run it.
    const code = await compilePage(source, 'content/guide/cluster.mdx');
    expect(code).toContain('className:"diagram"');
    expect(code).toContain('dangerouslySetInnerHTML:{__html:`<svg');
    expect(code).toContain('role="img"');
    expect(code).toContain('figcaption,{children:"Cluster parts"}');
    expect(code).not.toMatch(/viz|mermaid|digraph/i);
  });

  it('fails the compile with the file line and the reason', async () => {
    const broken = source.replace('coordinator -> executor2', 'coordinator -> -> executor2');
    const error = await compilePage(broken, 'content/guide/cluster.mdx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MdxCompileError);
    // The page's own line and the rule the content check names, not the bundler's temporary entry file.
    expect(error).toMatchObject({ line: 6, rule: 'diagram' });
    expect((error as MdxCompileError).reason).toMatch(/^diagram error: Graphviz: .*syntax error in line 3/);
    expect((error as MdxCompileError).reason).not.toMatch(/_mdx_bundler_entry_point|esbuild/);
  });

  it('gives the Markdown export the title, the description and the source', () => {
    const md = mdxToMarkdown(source);
    expect(md).toContain(`**Diagram: ${meta.title}.** ${meta.description}`);
    expect(md).toContain('```dot\ndigraph {');
    expect(md).not.toContain('title="');
  });

  it('gives search the title and description, not the layout syntax', () => {
    const text = bodySections(source, 'Guide')
      .map((s) => s.text)
      .join(' ');
    expect(text).toContain(`${meta.title}. ${meta.description}`);
    expect(text).not.toContain('digraph');
  });
});
