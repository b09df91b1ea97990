import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isDiagramLanguage, parseDiagramMeta } from './diagram-meta';
import { DiagramError, renderDiagram } from './diagrams';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** `dangerouslySetInnerHTML={{ __html: svg }}`: the SVG goes into the page as one string, not as JSX elements. */
function innerHtml(svg: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: 'Identifier', name: '__html' },
                    value: { type: 'Literal', value: svg },
                  },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

/** The figure a diagram becomes: the SVG, then its title as the visible caption. */
export function diagramFigure(svg: string, title: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [attribute('className', 'diagram')],
    children: [
      { type: 'mdxJsxFlowElement', name: 'div', attributes: [attribute('className', 'diagram-image'), innerHtml(svg)], children: [] },
      { type: 'mdxJsxFlowElement', name: 'figcaption', attributes: [], children: [{ type: 'text', value: title } as never] },
    ],
  };
}

/**
 * Turns ```dot and ```mermaid blocks into inline SVG figures while the MDX compiles (contentlayer and the dev
 * loop use the same options). A diagram that does not render fails the compile with the file, line and reason;
 * the content check reports the same error first in a build.
 */
export default function remarkDiagrams(options: { cacheDir?: string | null } = {}) {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (isDiagramLanguage(node.lang) && parent && index !== undefined) blocks.push({ node, index, parent: parent as never });
    });
    for (const { node, index, parent } of blocks) {
      const where = `${file.path ?? 'MDX'}:${node.position?.start.line ?? '?'}`;
      const meta = parseDiagramMeta(node.meta);
      if (!meta.ok) throw new Error(`${where}: ${meta.reason}`);
      try {
        const svg = await renderDiagram(node.lang as 'dot' | 'mermaid', node.value, meta.value, options);
        parent.children[index] = diagramFigure(svg, meta.value.title);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = node.position && error.line ? node.position.start.line + error.line : node.position?.start.line;
        throw new Error(`${file.path ?? 'MDX'}:${line ?? '?'}: diagram error: ${error.reason}`);
      }
    }
  };
}
