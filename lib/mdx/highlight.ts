import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEME, codeClasses, GRAMMARS, LANGUAGE_ALIAS, TOKENIZE_TIME_LIMIT } from './code-theme';
import type { CODE_LANGUAGES } from '../model/schema';

let highlighter: Promise<Highlighter> | null = null;

/** Highlights code at build time exactly as the MDX pipeline does (one pass, colours by class for both themes). */
export async function highlight(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  highlighter ??= createHighlighter({ themes: [CODE_THEME], langs: [...GRAMMARS], langAlias: LANGUAGE_ALIAS });
  const h = await highlighter;
  return h.codeToHtml(code, { lang, theme: CODE_THEME.name!, transformers: [codeClasses], tokenizeTimeLimit: TOKENIZE_TIME_LIMIT });
}
