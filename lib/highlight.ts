import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_LANGUAGES, CODE_THEMES } from './schema';

let highlighter: Promise<Highlighter> | null = null;

/** Highlights code at build time with the same themes as the MDX pipeline (light and dark via CSS variables). */
export async function highlight(code: string, lang: (typeof CODE_LANGUAGES)[number]): Promise<string> {
  highlighter ??= createHighlighter({
    themes: [CODE_THEMES.light, CODE_THEMES.dark],
    langs: CODE_LANGUAGES.filter((l) => l !== 'text' && l !== 'hocon'),
  });
  const h = await highlighter;
  return h.codeToHtml(code, {
    lang: lang === 'hocon' ? 'properties' : lang,
    themes: CODE_THEMES,
    defaultColor: false,
  });
}
