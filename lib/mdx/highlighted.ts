/**
 * Code already highlighted, as HTML by language and code. The content step highlights every typed page's code blocks
 * once per build (lib/kinds: `typedCode`) and hands the HTML to the prerender through the site data
 * (`highlightedCode`, `adoptHighlighted`, read by lib/runtime/docs.ts): each prerender worker otherwise loaded the
 * grammars and highlighted its half of the site's function examples and API requests on every build. Apart from
 * lib/mdx/highlight.ts, which highlights, so that code that only hands the table on does not load shiki.
 */
const highlighted = new Map<string, string>();
/** The keys this process asked for: what it hands on (code adopted from an older build and no longer on a page is left out). */
const used = new Set<string>();

const keyOf = (code: string, lang: string) => `${lang}\u0000${code}`;

/** The HTML of code highlighted in this process or adopted, or undefined; either way the key counts as used. */
export function knownHighlight(code: string, lang: string): string | undefined {
  const key = keyOf(code, lang);
  used.add(key);
  return highlighted.get(key);
}

/** Records code highlighted in this process. */
export function rememberHighlight(code: string, lang: string, html: string) {
  highlighted.set(keyOf(code, lang), html);
}

/** Every code block this process highlighted or read, as HTML by key, in the order of the keys (not of first use). */
export function highlightedCode(): Record<string, string> {
  return Object.fromEntries([...used].sort().flatMap((key) => (highlighted.has(key) ? [[key, highlighted.get(key)!]] : [])));
}

/** Takes code another process highlighted (`highlightedCode`) as highlighted in this one; code highlighted here is kept. */
export function adoptHighlighted(table: Readonly<Record<string, string>>) {
  for (const [key, html] of Object.entries(table)) if (!highlighted.has(key)) highlighted.set(key, html);
}
