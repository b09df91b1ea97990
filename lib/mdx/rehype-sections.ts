/**
 * Rehype plugin: wraps each `##` heading and everything up to the next `##` in a
 * `<section class="doc-section">`. The stylesheet gives these sections `content-visibility: auto`, so the
 * browser skips style and layout of the sections below the first screen until the reader scrolls near them;
 * on long pages that is most of the work of the first render. Content before the first `##` stays as it is.
 */
interface Node {
  type: string;
  tagName?: string;
  children?: Node[];
  properties?: Record<string, unknown>;
}

const isH2 = (node: Node) => node.type === 'element' && node.tagName === 'h2';

export function wrapSections(tree: Node): void {
  const children = tree.children ?? [];
  if (!children.some(isH2)) return;
  const out: Node[] = [];
  let section: Node | null = null;
  for (const child of children) {
    if (isH2(child)) {
      section = { type: 'element', tagName: 'section', properties: { className: ['doc-section'] }, children: [] };
      out.push(section);
    }
    (section ? section.children! : out).push(child);
  }
  tree.children = out;
}

export default function rehypeSections() {
  return (tree: Node) => wrapSections(tree);
}
