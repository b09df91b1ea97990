import { isDiagramLanguage, parseDiagramMeta } from '../../../model/diagram-meta';
import { DiagramError, renderDiagram, type RenderOptions } from '../../../mdx/diagrams';
import { rule, type CheckedDoc, type Finding } from '../rule';

/** A diagram (a ```dot or ```mermaid block) has a title and a description, and renders (checkDiagrams below). */
export const diagramRule = rule({
  id: 'diagram',
  description: 'a diagram has a title and a description and renders',
  scope: 'page',
  check(doc, _site, report) {
    for (const block of doc.analysis.codeBlocks) {
      if (!isDiagramLanguage(block.lang)) continue;
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) report({ file: doc.file, line: block.line, message: meta.reason });
    }
  },
});

/**
 * Rule `diagram`, the rendering part: renders every diagram of the checked pages (lib/mdx/diagrams.ts) and reports the ones that do not
 * parse, with the file, the line in the file and the engine's reason. Separate from checkContent because the engines
 * load asynchronously; the build, check:content and the dev loop run both. The SVGs land in the disk cache, where
 * the MDX compile finds them.
 */
export async function checkDiagrams(docs: readonly CheckedDoc[], options: RenderOptions = {}): Promise<(Finding & { rule: 'diagram' })[]> {
  const issues: (Finding & { rule: 'diagram' })[] = [];
  for (const doc of docs) {
    for (const block of doc.analysis.codeBlocks) {
      if (!isDiagramLanguage(block.lang)) continue;
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) continue; // reported by diagramRule's check
      try {
        await renderDiagram(block.lang, block.value, meta.value, options);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = block.line !== undefined && error.line ? block.line + error.line : block.line;
        issues.push({ file: doc.file, line, rule: 'diagram', message: `diagram error: ${error.reason}` });
      }
    }
  }
  return issues;
}
