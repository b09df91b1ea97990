import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { headingId, setHeadingIds } from './anchors';
import { countWords } from './words';

export interface Heading {
  depth: number;
  text: string;
  id: string;
  line?: number;
}

export interface BodyAnalysis {
  headings: Heading[];
  links: { url: string; line?: number }[];
  codeBlocks: { lang: string | null; meta: string | null; value: string; line?: number }[];
  /** Capitalised and lower-case JSX elements, with their attributes: a string value, `true` for a bare attribute, `null` for an expression. */
  components: { name: string; line?: number; attributes: { name: string; value: string | true | null }[] }[];
  /** JavaScript in the body: `{…}` expressions and `import`/`export` lines, which pages may not contain. */
  scripts: { kind: 'expression' | 'esm'; text: string; line?: number }[];
  paragraphs: { text: string; line?: number }[];
  /** Words of prose (code blocks excluded). */
  words: number;
  /** The parsed body, its headings' anchors set (lib/model/anchors.ts), for later steps (search sections, Markdown) so that each page is parsed once. */
  tree: Root;
}

export class MdxSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(reason);
    this.name = 'MdxSyntaxError';
  }
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(body: string): Root {
  try {
    return processor.runSync(processor.parse(body)) as Root;
  } catch (error) {
    const e = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    // Some parse errors (an element never closed at the end of the body) carry their place only in the text, as
    // "(5:1-5:25)", counted from the body's first line: take the line from there, and drop the body-relative place,
    // which the caller replaces with the file's line.
    const reason = e.reason ?? e.message;
    const inText = /\s*\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (inText ? Number(inText[1]) : undefined);
    const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (inText ? Number(inText[2]) : undefined);
    throw new MdxSyntaxError(inText ? reason.replace(inText[0], '') : reason, line ?? undefined, column ?? undefined);
  }
}

/** Everything the content check and the table of contents need to know about an MDX body. */
export function analyzeBody(body: string, lineOffset = 0): BodyAnalysis {
  const tree = parseMdx(body);
  setHeadingIds(tree);
  const at = (node: { position?: { start: { line: number } } }) => (node.position ? node.position.start.line + lineOffset : undefined);
  const out: BodyAnalysis = { headings: [], links: [], codeBlocks: [], components: [], scripts: [], paragraphs: [], words: 0, tree };
  visit(tree, (node) => {
    switch (node.type) {
      case 'heading': {
        out.headings.push({ depth: node.depth, text: toString(node).trim(), id: headingId(node)!, line: at(node) });
        break;
      }
      case 'link':
        out.links.push({ url: node.url, line: at(node) });
        break;
      case 'code':
        out.codeBlocks.push({ lang: node.lang ?? null, meta: node.meta ?? null, value: node.value, line: at(node) });
        return 'skip';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const attributes = node.attributes.map((a) =>
          a.type === 'mdxJsxAttribute'
            ? { name: a.name, value: a.value === null || a.value === undefined ? (true as const) : typeof a.value === 'string' ? a.value : null }
            : { name: '{…}', value: null },
        );
        if (node.name) out.components.push({ name: node.name, line: at(node), attributes });
        for (const a of attributes) if (a.name === 'href' && typeof a.value === 'string') out.links.push({ url: a.value, line: at(node) });
        break;
      }
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        out.scripts.push({ kind: 'expression', text: node.value, line: at(node) });
        break;
      case 'mdxjsEsm':
        out.scripts.push({ kind: 'esm', text: node.value, line: at(node) });
        break;
      case 'paragraph':
        out.paragraphs.push({ text: toString(node).replace(/\s+/g, ' ').trim(), line: at(node) });
        break;
      case 'text':
      case 'inlineCode':
        out.words += countWords(node.value);
        break;
    }
    return undefined;
  });
  return out;
}
