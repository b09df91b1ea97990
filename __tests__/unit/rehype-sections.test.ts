import { describe, expect, it } from 'vitest';
import { estimateSection, PX, wrapSections } from '@/lib/mdx/rehype-sections';

const el = (tagName: string, text = '') => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] });
const shape = (nodes: { type: string; tagName?: string; children?: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.tagName === 'section' ? { section: shape(n.children as never) } : (n.tagName ?? n.type)));

describe('wrapSections', () => {
  it('starts a section at each h2 and keeps the content before the first one outside', () => {
    const tree = { type: 'root', children: [el('p'), el('h2'), el('p'), el('h3'), el('ul'), el('h2'), el('pre')] };
    wrapSections(tree);
    expect(shape(tree.children)).toEqual(['p', { section: ['h2', 'p', 'h3', 'ul'] }, { section: ['h2', 'pre'] }]);
    expect((tree.children[1] as unknown as { properties: { className: string[] } }).properties.className).toEqual(['doc-section']);
  });

  it('leaves a page without h2 headings as it is', () => {
    const children = [el('p'), el('h3'), el('p')];
    const tree = { type: 'root', children: [...children] };
    wrapSections(tree);
    expect(tree.children).toEqual(children);
  });

  it('keeps MDX components inside the section they follow', () => {
    const jsx = { type: 'mdxJsxFlowElement', name: 'Admonition', children: [] };
    const tree = { type: 'root', children: [el('h2'), jsx, el('h2')] };
    wrapSections(tree);
    expect(shape(tree.children)).toEqual([{ section: ['h2', 'mdxJsxFlowElement'] }, { section: ['h2'] }]);
  });
});

describe('estimateSection', () => {
  type HastNode = Parameters<typeof estimateSection>[0][number];
  const text = (value: string): HastNode => ({ type: 'text', value });
  const node = (tagName: string, children: HastNode[] = []): HastNode => ({ type: 'element', tagName, properties: {}, children });

  it('counts running text and the fixed height of headings, paragraphs and code lines', () => {
    const est = estimateSection([node('h2', [text('Title')]), node('p', [text('a'.repeat(300))]), node('pre', [node('code', [text('a\nb\nc\n')])])]);
    expect(est.text).toBe(305);
    expect(est.fixed).toBe(Math.round(PX.h2 + PX.p + PX.codeBlock + 3 * PX.codeLine));
  });

  it('counts only the first panel of tabs, the one shown until the reader picks another', () => {
    const tab = (chars: number) => ({ type: 'mdxJsxFlowElement', name: 'Tab', children: [node('p', [text('x'.repeat(chars))])] });
    const est = estimateSection([{ type: 'mdxJsxFlowElement', name: 'Tabs', children: [tab(100), tab(5000)] } as never]);
    expect(est.text).toBe(100);
  });

  it('gives every section its estimate as custom properties the stylesheet reads', () => {
    const tree = { type: 'root', children: [el('h2', 'One'), el('p', 'x'.repeat(50))] };
    wrapSections(tree);
    expect((tree.children[0] as unknown as { properties: { style: string } }).properties.style).toMatch(/^--text:53;--fixed:\d+$/);
  });
});
