import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEME, codeClasses, GRAMMARS, LANGUAGE_ALIAS, TOKENIZE_TIME_LIMIT } from './code-theme';
import type { CODE_LANGUAGES } from '../model/schema';

let highlighter: Promise<Highlighter> | null = null;

/**
 * Highlights code at build time exactly as the MDX pipeline does (one pass, colours by class for both themes). The
 * content step highlights every typed page's code blocks once per build and hands the HTML on as a value
 * (`PageParts.code`, lib/model/page.ts), so a page renders them without loading the grammars.
 */
export async function highlight(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  highlighter ??= createHighlighter({ themes: [CODE_THEME], langs: [...GRAMMARS], langAlias: LANGUAGE_ALIAS });
  const h = await highlighter;
  return h.codeToHtml(code, { lang, theme: CODE_THEME.name!, transformers: [codeClasses], tokenizeTimeLimit: TOKENIZE_TIME_LIMIT });
}

/** A typed page's code block as components/mdx/code-block.tsx renders it (trailing blank lines dropped). */
export function highlightCodeBlock(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  return highlight(code.trimEnd(), lang);
}
