import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEME, codeClasses } from './code-theme';
import { CODE_LANGUAGES } from './schema';

let highlighter: Promise<Highlighter> | null = null;

/** Highlights code at build time exactly as the MDX pipeline does (one pass, colours by class for both themes). */
export async function highlight(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  highlighter ??= createHighlighter({
    themes: [CODE_THEME],
    langs: CODE_LANGUAGES.filter((l) => l !== 'text' && l !== 'hocon'),
  });
  const h = await highlighter;
  return h.codeToHtml(code, {
    lang: lang === 'hocon' ? 'properties' : lang,
    theme: CODE_THEME.name!,
    transformers: [codeClasses],
  });
}
