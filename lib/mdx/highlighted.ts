import { buildTable } from '../model/build-table';

/**
 * Code already highlighted, as HTML by language and code. The content step highlights every typed page's code blocks
 * once per build (lib/kinds: `typedCode`) and hands the HTML to the prerender through the site data (read by
 * lib/runtime/docs.ts) and to the next build through its cache: each prerender worker otherwise loaded the grammars
 * and highlighted its half of the site's function examples and API requests on every build. Apart from
 * lib/mdx/highlight.ts, which highlights, so that code that only hands the table on does not load shiki.
 */
const highlighted = buildTable<string>();

const keyOf = (code: string, lang: string) => `${lang}\u0000${code}`;

/** The HTML of code highlighted in this process or adopted, or undefined; either way the block counts as used. */
export const knownHighlight = (code: string, lang: string) => highlighted.known(keyOf(code, lang));
/** Records code highlighted in this process. */
export const rememberHighlight = (code: string, lang: string, html: string) => highlighted.remember(keyOf(code, lang), html);
/** Every code block this process highlighted or read, as HTML by key, in the order of the keys. */
export const highlightedCode = () => highlighted.handOn();
/** Takes code another process highlighted (`highlightedCode`) as highlighted in this one; code highlighted here is kept. */
export const adoptHighlighted = (table: Readonly<Record<string, string>>) => highlighted.adopt(table);
