import type { RootContent } from 'mdast';

/** A text's blocks as parsed, without source positions once they come from the content step. */
export type InlineBlocks = readonly RootContent[];

/**
 * Typed frontmatter texts already parsed as inline Markdown (lib/model/inline-markdown.ts), by text. The same summaries
 * and descriptions are read by several steps (the content check's link rule, the search index, the Markdown export)
 * and render on many pages (a function's summary on its page and in every catalogue that lists it). The content step
 * hands what it parsed to the prerender through the site data (`parsedInlineTexts`, `adoptParsedInline`, read by
 * lib/runtime/docs.ts) and to the next build through its cache, so that a text is parsed once, not once per process
 * that reads it. Apart from the parser, so that code that only hands the table on does not load it. The trees are
 * frozen: every reader only reads them.
 */
const blocksOf = new Map<string, InlineBlocks>();
/** The texts this process asked for: what it hands on (texts adopted from an older build and no longer used are left out). */
const used = new Set<string>();

/** A text's blocks when parsed in this process or adopted, or undefined; either way the text counts as used. */
export function knownBlocks(text: string): InlineBlocks | undefined {
  used.add(text);
  return blocksOf.get(text);
}

/** Records a text parsed in this process. */
export function rememberBlocks(text: string, blocks: InlineBlocks) {
  blocksOf.set(text, blocks);
}

const withoutPositions = (nodes: InlineBlocks): RootContent[] =>
  nodes.map((node) => {
    const { position: _, ...rest } = node;
    return ('children' in node ? { ...rest, children: withoutPositions(node.children as RootContent[]) } : rest) as RootContent;
  });

/**
 * Every text this process read and its blocks, without source positions (which only the content check reports), in
 * the order of the texts: the order of first use differs between a clean build and one from the cache, and the site
 * data must not.
 */
export function parsedInlineTexts(): Record<string, InlineBlocks> {
  return Object.fromEntries([...used].sort().flatMap((text) => (blocksOf.has(text) ? [[text, withoutPositions(blocksOf.get(text)!)]] : [])));
}

/** Takes texts another process parsed (`parsedInlineTexts`) as parsed in this one; a text parsed here already is kept. */
export function adoptParsedInline(parsed: Readonly<Record<string, InlineBlocks>>) {
  for (const [text, blocks] of Object.entries(parsed)) if (!blocksOf.has(text)) blocksOf.set(text, blocks);
}
