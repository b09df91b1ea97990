import { describe, expect, it } from 'vitest';
import { wrapSections } from '@/lib/mdx/rehype-sections';

const el = (tagName: string, text = '') => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] });
const shape = (nodes: { type: string; tagName?: string; children?: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.tagName === 'section' ? { section: shape(n.children as never) } : n.tagName ?? n.type));

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
