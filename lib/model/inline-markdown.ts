import type { PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { InlineBlocks } from './page';

/**
 * The inline Markdown of typed frontmatter texts (a function's summary, an API parameter's description, a
 * table column's description…): code spans, emphasis, strong, strikethrough and links, as in page bodies.
 * Plain Markdown (no MDX), parsed at build time; the page renders the tree with React, which escapes every text.
 */
const processor = unified().use(remarkParse).use(remarkGfm);

/**
 * Each text's blocks, parsed once per process: the same summaries and descriptions are read by the content check's
 * link rule, the search index, the Markdown export and the page's words. A memo of a pure function, not a table
 * anything hands on: the content step returns the texts it parsed as a value (`parsedTexts`), and a page is rendered
 * from its view's share of them (`PageView.parts`).
 */
const memo = new Map<string, InlineBlocks>();

/**
 * Takes the last build's parses (the content step's cache of `PageParts.inline`) into the memo, so that an unchanged
 * text is parsed neither by the link rule nor by the search index again (0.85 s of CPU in a warm content step). Only
 * the content step calls this. An entry is what parsing its text gives, without source positions, which no reader of
 * the memo uses, so no result depends on whether it came from here.
 */
export function reuseParsed(previous: Readonly<Record<string, InlineBlocks>>) {
  for (const [text, blocks] of Object.entries(previous)) if (!memo.has(text)) memo.set(text, blocks);
}

/** The blocks a text parses to; a one-line description is one paragraph. */
function parseBlocks(text: string): InlineBlocks {
  let blocks = memo.get(text);
  if (!blocks) memo.set(text, (blocks = Object.freeze((processor.runSync(processor.parse(text)) as Root).children)));
  return blocks;
}

const withoutPositions = (nodes: InlineBlocks): RootContent[] =>
  nodes.map((node) => {
    const { position: _, ...rest } = node;
    return ('children' in node ? { ...rest, children: withoutPositions(node.children as RootContent[]) } : rest) as RootContent;
  });

/**
 * Texts parsed, by text, in the order of the texts, without source positions (which only the content check reports):
 * what the content step hands on (`PageParts.inline`).
 */
export function parsedTexts(texts: Iterable<string>): Record<string, InlineBlocks> {
  return Object.fromEntries([...new Set(texts)].sort().map((text) => [text, withoutPositions(parseBlocks(text))]));
}

/** A paragraph's children are kept; anything else comes back as its plain text. */
function inlineOf(blocks: InlineBlocks): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const block of blocks) {
    if (out.length) out.push({ type: 'text', value: ' ' });
    if (block.type === 'paragraph') out.push(...block.children);
    else out.push({ type: 'text', value: toString(block) });
  }
  return out;
}

/**
 * A text's inline content: from `known` blocks (a page view's parts) when given, else parsed. A paragraph's children are
 * kept; anything else (a text that starts with "1." or "#" parses as a list or a heading) comes back as its plain
 * text, which the content check reports.
 */
export const parseInline = (text: string, known?: InlineBlocks): readonly PhrasingContent[] => inlineOf(known ?? parseBlocks(text));

/** The text a reader sees, without Markdown punctuation: for search, counts and attributes. */
export const inlineText = (text: string, known?: InlineBlocks) => toString({ type: 'paragraph', children: [...parseInline(text, known)] });

/** Link targets an inline text may use: site paths, anchors, web and mail addresses. */
export const SAFE_HREF = /^(?:\/|#|https?:\/\/|mailto:)/i;

export interface InlineAnalysis {
  links: string[];
  problems: string[];
}

/** The links of an inline text and what is wrong with its Markdown (for the content check). */
export function analyzeInline(text: string): InlineAnalysis {
  const out: InlineAnalysis = { links: [], problems: [] };
  const walk = (nodes: InlineBlocks) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        out.links.push(node.url);
        if (/^[a-z][a-z0-9+.-]*:/i.test(node.url) && !SAFE_HREF.test(node.url))
          out.problems.push(`link "${node.url}" uses a scheme other than http, https or mailto`);
      } else if (node.type === 'text' && node.value.includes('`')) {
        out.problems.push('unbalanced backticks: a ` opens a code span that never closes');
      }
      if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  const blocks = parseBlocks(text);
  for (const block of blocks) {
    if (block.type !== 'paragraph')
      out.problems.push(
        `must be inline Markdown, but it reads as a ${block.type === 'list' ? 'list' : block.type === 'heading' ? 'heading' : `${block.type} block`}`,
      );
  }
  walk(blocks);
  return out;
}
