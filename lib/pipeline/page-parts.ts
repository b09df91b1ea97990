import type { TypedCode } from '../kinds/kind';
import { typedCode, typedTexts } from '../kinds/registry';
import { highlightCodeBlock } from '../mdx/highlight';
import { parsedTexts } from '../model/inline-markdown';
import { codeKey, type CheckedDoc } from '../model/page';

/**
 * What the content step computes once for the renderers of typed pages and returns as a value (`PageParts`,
 * lib/model/page.ts): it writes them into generated/site.json for the page views and into its cache for the next build.
 */

/**
 * Every typed frontmatter text of the pages (lib/kinds: `typedTexts`) parsed as inline Markdown, by text: what a page
 * renders with InlineMarkdown. The checks have parsed them by now (the link rule reads them all), or the content step
 * took the last build's parses from its cache (`reuseParsed`).
 */
export const typedTextsParsed = (docs: readonly CheckedDoc[]) => parsedTexts(docs.flatMap((d) => typedTexts(d.frontmatter).map(([, text]) => text)));

/**
 * Every typed page's code blocks (function examples, API requests…: lib/kinds `typedCode`) highlighted once, by
 * `codeKey`, in the order of the keys, rather than by every prerender worker; a block in `previous` (the last
 * build's) is taken as it is.
 */
export async function typedCodeHighlighted(docs: readonly CheckedDoc[], previous: Readonly<Record<string, string>> = {}): Promise<Record<string, string>> {
  const blocks = new Map<string, TypedCode>();
  for (const doc of docs) for (const block of typedCode(doc.frontmatter)) blocks.set(codeKey(block.code, block.lang), block);
  const out: Record<string, string> = {};
  for (const key of [...blocks.keys()].sort()) {
    const { code, lang } = blocks.get(key)!;
    out[key] = Object.hasOwn(previous, key) ? previous[key]! : await highlightCodeBlock(code, lang);
  }
  return out;
}
