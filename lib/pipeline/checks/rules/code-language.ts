import { CODE_LANGUAGES } from '../../../model/schema';
import { parseCodeMeta } from '../../../model/code-meta';
import { isDiagramLanguage } from '../../../model/diagram-meta';
import { rule } from '../rule';

const languages = new Set<string>(CODE_LANGUAGES);

/**
 * Every fenced code block names a language shiki is set up for, or is a diagram (`dot`, `mermaid`; rule `diagram`
 * in rules/diagrams.ts).
 */
export const codeLanguageRule = rule({
  id: 'code-language',
  description: 'every fenced code block names a known language',
  scope: 'page',
  check(doc, _site, report) {
    for (const block of doc.analysis.codeBlocks) {
      if (!block.lang)
        report({
          file: doc.file,
          line: block.line,
          message: `code block has no language; name one of: ${CODE_LANGUAGES.join(', ')}`,
        });
      else if (!isDiagramLanguage(block.lang) && !languages.has(block.lang)) {
        report({
          file: doc.file,
          line: block.line,
          message: `unknown code-block language "${block.lang}"; use one of: ${CODE_LANGUAGES.join(', ')}, or dot or mermaid for a diagram`,
        });
      }
    }
  },
});

/**
 * The meta of a code block in a known language is a title, highlighted lines that exist, line numbers
 * (lib/model/code-meta.ts). A diagram's meta is rule `diagram`'s; a block in an unknown language is reported above.
 */
export const codeMetaRule = rule({
  id: 'code-meta',
  description: "a code block's meta is a title, line ranges of its own lines or showLineNumbers",
  scope: 'page',
  check(doc, _site, report) {
    for (const block of doc.analysis.codeBlocks) {
      if (!block.lang || isDiagramLanguage(block.lang) || !languages.has(block.lang) || !block.meta) continue;
      const meta = parseCodeMeta(block.meta, block.value.split('\n').length);
      if (!meta.ok) report({ file: doc.file, line: block.line, message: meta.reason });
    }
  },
});
