import type { RootContent } from 'mdast';
import { buildTable } from './build-table';

/** A text's blocks as parsed, without source positions once they come from the content step. */
export type InlineBlocks = readonly RootContent[];

const withoutPositions = (nodes: InlineBlocks): RootContent[] =>
  nodes.map((node) => {
    const { position: _, ...rest } = node;
    return ('children' in node ? { ...rest, children: withoutPositions(node.children as RootContent[]) } : rest) as RootContent;
  });

/**
 * Typed frontmatter texts already parsed as inline Markdown (lib/model/inline-markdown.ts), by text. The same summaries
 * and descriptions are read by several steps (the content check's link rule, the search index, the Markdown export)
 * and render on many pages (a function's summary on its page and in every catalogue that lists it). The content step
 * hands what it parsed to the prerender through the site data (read by lib/runtime/docs.ts) and to the next build
 * through its cache, so that a text is parsed once, not once per process that reads it; without source positions,
 * which only the content check reports. Apart from the parser, so that code that only hands the table on does not
 * load it. The trees are frozen: every reader only reads them.
 */
const parsedTexts = buildTable<InlineBlocks>(withoutPositions);

/** A text's blocks when parsed in this process or adopted, or undefined; either way the text counts as used. */
export const knownBlocks = (text: string) => parsedTexts.known(text);
/** Records a text parsed in this process. */
export const rememberBlocks = (text: string, blocks: InlineBlocks) => parsedTexts.remember(text, blocks);
/** Every text this process read and its blocks, in the order of the texts. */
export const parsedInlineTexts = () => parsedTexts.handOn();
/** Takes texts another process parsed (`parsedInlineTexts`) as parsed in this one; a text parsed here already is kept. */
export const adoptParsedInline = (table: Readonly<Record<string, InlineBlocks>>) => parsedTexts.adopt(table);
