import type { PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { knownBlocks, rememberBlocks, type InlineBlocks } from './inline-parsed';

export { adoptParsedInline, parsedInlineTexts, type InlineBlocks } from './inline-parsed';

/**
 * The inline Markdown of typed frontmatter texts (a function's summary, an API parameter's description, a
 * table column's description…): code spans, emphasis, strong, strikethrough and links, as in page bodies.
 * Plain Markdown (no MDX), parsed at build time; the page renders the tree with React, which escapes every text.
 */
const processor = unified().use(remarkParse).use(remarkGfm);

/** The blocks a text parses to; a one-line description is one paragraph. Parsed once per build (lib/model/inline-parsed.ts). */
function parseBlocks(text: string): InlineBlocks {
  let blocks = knownBlocks(text);
  if (!blocks) rememberBlocks(text, (blocks = Object.freeze((processor.runSync(processor.parse(text)) as Root).children)));
  return blocks;
}

/** Each text's inline content, derived from its blocks once per process. */
const parsed = new Map<string, readonly PhrasingContent[]>();

/**
 * A text's inline content. A paragraph's children are kept; anything else (a text that starts with "1." or "#"
 * parses as a list or a heading) comes back as its plain text, which the content check reports.
 */
export function parseInline(text: string): readonly PhrasingContent[] {
  // The blocks first, though the content may be known: reading them counts the text as used (lib/model/inline-parsed.ts).
  const blocks = parseBlocks(text);
  const known = parsed.get(text);
  if (known) return known;
  const out: PhrasingContent[] = [];
  for (const block of blocks) {
    if (out.length) out.push({ type: 'text', value: ' ' });
    if (block.type === 'paragraph') out.push(...block.children);
    else out.push({ type: 'text', value: toString(block) });
  }
  parsed.set(text, Object.freeze(out));
  return out;
}

/** The text a reader sees, without Markdown punctuation: for search, counts and attributes. */
export const inlineText = (text: string) => toString({ type: 'paragraph', children: parseInline(text) });

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
