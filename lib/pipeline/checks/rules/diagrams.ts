import { isDiagramLanguage, parseDiagramMeta } from '../../../mdx/diagram-meta';
import { DiagramError, renderDiagram, type RenderOptions } from '../../../mdx/diagrams';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/**
 * Rule `diagram`: renders every diagram of the checked pages (lib/mdx/diagrams.ts) and reports the ones that do not
 * parse, with the file, the line in the file and the engine's reason. Separate from checkContent because the engines
 * load asynchronously; the build, check:content and the dev loop run both. The SVGs land in the disk cache, where
 * the MDX compile finds them.
 */
export async function checkDiagrams(docs: readonly CheckedDoc[], options: RenderOptions = {}): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const doc of docs) {
    for (const block of doc.analysis.codeBlocks) {
      if (!isDiagramLanguage(block.lang)) continue;
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) continue; // reported by the code-language rule
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
