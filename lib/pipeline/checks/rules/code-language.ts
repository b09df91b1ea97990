import { CODE_LANGUAGES } from '../../../model/schema';
import { parseCodeMeta } from '../../../mdx/code-meta';
import { isDiagramLanguage, parseDiagramMeta } from '../../../mdx/diagram-meta';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

const languages = new Set<string>(CODE_LANGUAGES);

/**
 * Rule `code-language`: every fenced code block names a language shiki is set up for, or is a diagram (`dot`,
 * `mermaid`) whose title and description are given (rule `diagram`; rules/diagrams.ts renders it).
 */
export function checkCodeLanguages(doc: CheckedDoc, issues: Issue[]) {
  for (const block of doc.analysis.codeBlocks) {
    if (!block.lang)
      issues.push({
        file: doc.file,
        line: block.line,
        rule: 'code-language',
        message: `code block has no language; name one of: ${CODE_LANGUAGES.join(', ')}`,
      });
    else if (isDiagramLanguage(block.lang)) {
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) issues.push({ file: doc.file, line: block.line, rule: 'diagram', message: meta.reason });
    } else if (!languages.has(block.lang)) {
      issues.push({
        file: doc.file,
        line: block.line,
        rule: 'code-language',
        message: `unknown code-block language "${block.lang}"; use one of: ${CODE_LANGUAGES.join(', ')}, or dot or mermaid for a diagram`,
      });
    } else if (block.meta) {
      // Rule `code-meta`: a title, highlighted lines that exist, line numbers (lib/mdx/code-meta.ts).
      const meta = parseCodeMeta(block.meta, block.value.split('\n').length);
      if (!meta.ok) issues.push({ file: doc.file, line: block.line, rule: 'code-meta', message: meta.reason });
    }
  }
}
