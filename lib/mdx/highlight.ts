import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEME, codeClasses, GRAMMARS, LANGUAGE_ALIAS, TOKENIZE_TIME_LIMIT } from './code-theme';
import type { CODE_LANGUAGES } from '../model/schema';
import { knownHighlight, rememberHighlight } from './highlighted';

let highlighter: Promise<Highlighter> | null = null;

/** Highlights code at build time exactly as the MDX pipeline does (one pass, colours by class for both themes). */
export async function highlight(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  const known = knownHighlight(code, lang);
  if (known !== undefined) return known;
  highlighter ??= createHighlighter({ themes: [CODE_THEME], langs: [...GRAMMARS], langAlias: LANGUAGE_ALIAS });
  const h = await highlighter;
  const html = h.codeToHtml(code, { lang, theme: CODE_THEME.name!, transformers: [codeClasses], tokenizeTimeLimit: TOKENIZE_TIME_LIMIT });
  rememberHighlight(code, lang, html);
  return html;
}

/** A typed page's code block as components/mdx/code-block.tsx renders it (trailing blank lines dropped). */
export function highlightCodeBlock(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  return highlight(code.trimEnd(), lang);
}
