import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isDiagramLanguage, parseDiagramMeta } from '../model/diagram-meta';
import { DiagramError, diagramFileHref, renderDiagram } from './diagrams';

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

/**
 * The figure a diagram becomes: the SVG, then its title as the visible caption, and under it the button that opens
 * it full screen (`DiagramEnlarge`, components/mdx/diagram-enlarge.tsx) and a link to the SVG alone
 * (`svgHref`, written by the content step: lib/pipeline/diagram-files.ts).
 */
export function diagramFigure(svg: string, title: string, svgHref: string): MdxJsxFlowElement {
  const element = (name: string, attributes: MdxJsxAttribute[], children: unknown[] = []) =>
    ({ type: 'mdxJsxFlowElement', name, attributes, children }) as MdxJsxFlowElement;
  return element(
    'figure',
    [attribute('className', 'diagram')],
    [
      element('div', [attribute('className', 'diagram-image'), innerHtml(svg)]),
      element('figcaption', [], [{ type: 'text', value: title }]),
      element(
        'div',
        [attribute('className', 'diagram-tools')],
        [
          element('DiagramEnlarge', []),
          element(
            'a',
            [attribute('href', svgHref), attribute('className', 'diagram-file')],
            [{ type: 'text', value: 'Open the SVG' }, element('span', [attribute('className', 'visually-hidden')], [{ type: 'text', value: `: ${title}` }])],
          ),
        ],
      ),
    ],
  );
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
        parent.children[index] = diagramFigure(svg, meta.value.title, diagramFileHref(node.lang as 'dot' | 'mermaid', node.value, meta.value));
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = node.position && error.line ? node.position.start.line + error.line : node.position?.start.line;
        throw new Error(`${file.path ?? 'MDX'}:${line ?? '?'}: diagram error: ${error.reason}`);
      }
    }
  };
}
