/**
 * Rehype plugin: wraps each `##` heading and everything up to the next `##` in a
 * `<section class="doc-section">`. The stylesheet gives these sections `content-visibility: auto`, so the
 * browser skips style and layout of the sections below the first screen until the reader scrolls near them;
 * on long pages that is most of the work of the first render. Content before the first `##` stays as it is.
 *
 * A skipped section takes the height given by `contain-intrinsic-size` until it renders. One height for every
 * section made the page grow and shrink as the reader scrolled, so End and Back landed in the wrong place. Each
 * section therefore carries an estimate of its own height ({@link estimateSection}) in two custom properties that
 * the stylesheet turns into `contain-intrinsic-size` for the screen width: `--text`, the characters of running
 * text (their height depends on the line length), and `--fixed`, the pixels that do not (code lines, headings,
 * the space around blocks, table rows).
 */
interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  properties?: Record<string, unknown>;
}

const isH2 = (node: Node) => node.type === 'element' && node.tagName === 'h2';

/** Pixel heights at the desktop layout (16px text, 1.6 line height), measured on rendered pages. */
export const PX = { line: 25.6, p: 29, li: 13, list: 16, codeLine: 21.6, codeBlock: 80, h2: 62, h3: 52, row: 14, admonition: 40, tabs: 44 };

export interface SectionEstimate {
  text: number;
  fixed: number;
}

/** The `--text` and `--fixed` of a section's hast nodes (see the module comment). */
export function estimateSection(nodes: Node[]): SectionEstimate {
  const est = { text: 0, fixed: 0 };
  const walk = (node: Node) => {
    if (node.type === 'text') {
      est.text += (node.value ?? '').replace(/\s+/g, ' ').length;
      return;
    }
    const tag = node.tagName ?? '';
    if (tag === 'pre') {
      const lines = ((node.children ?? []).map(textOf).join('').trimEnd().match(/\n/g)?.length ?? 0) + 1;
      est.fixed += PX.codeBlock + lines * PX.codeLine;
      return;
    }
    if (tag === 'h2') est.fixed += PX.h2;
    else if (tag === 'h3' || tag === 'h4') est.fixed += PX.h3;
    else if (tag === 'tr') {
      // A row is at least one line high, and its cells wrap within their column: count it as a block.
      est.fixed += PX.row + PX.line;
    } else if (tag === 'p' || tag === 'dt' || tag === 'dd') est.fixed += PX.p;
    else if (tag === 'li') est.fixed += PX.li;
    else if (tag === 'ul' || tag === 'ol') est.fixed += PX.list;
    else if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
      // Only one panel shows: the first, until the reader picks another.
      est.fixed += PX.tabs;
      const first = (node.children ?? []).find((c) => c.type === 'mdxJsxFlowElement' && c.name === 'Tab');
      if (first) walk(first);
      return;
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Admonition') est.fixed += PX.admonition;
    for (const child of node.children ?? []) walk(child);
  };
  for (const node of nodes) walk(node);
  return { text: Math.round(est.text), fixed: Math.round(est.fixed) };
}

function textOf(node: Node): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** The style attribute of a section with this estimate. */
export const sectionStyle = ({ text, fixed }: SectionEstimate) => `--text:${text};--fixed:${fixed}`;

/** The same as a React style, for the sections typed pages render (releases, API operations). */
export const sectionStyleProps = ({ text, fixed }: SectionEstimate) => ({ '--text': text, '--fixed': fixed }) as Record<string, number>;

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
  for (const node of out) if (node.tagName === 'section') node.properties!.style = sectionStyle(estimateSection(node.children!));
  tree.children = out;
}

export default function rehypeSections() {
  return (tree: Node) => wrapSections(tree);
}
