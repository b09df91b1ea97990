import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckedDoc } from '../model/page';
import { isDiagramLanguage, parseDiagramMeta } from '../model/diagram-meta';
import { diagramFileHref, diagramStats, renderDiagram } from '../mdx/diagrams';

/**
 * A diagram's SVG as a file of its own, for the "Open the SVG" link under each diagram (lib/mdx/remark-diagrams.ts):
 * the page's SVG takes its colours and font from the site's stylesheet, so the file carries the stylesheet's
 * diagram rules and the theme colours they use, light and, when the reader's system is dark, dark.
 */
export function standaloneSvg(svg: string, css: string): string {
  const block = (selector: RegExp) => css.match(selector)?.[1]?.replace(/color-scheme:[^;]+;/, '') ?? '';
  const light = block(/(?:^|\n):root \{([^}]*)\}/);
  const dark = block(/:root\[data-theme='dark'\] \{([^}]*)\}/);
  const rules = (css.match(/\n\.diagram-svg[^{]*\{[^}]*\}/g) ?? []).join('');
  const style = `svg{${light}background:var(--bg)}@media (prefers-color-scheme:dark){svg{${dark}}}${rules}`.replace(/\s+/g, ' ');
  return svg.replace(/(<svg\b[^>]*>)/, `$1<style>${style}</style>`);
}

/** Writes every diagram of the site to public/diagrams/ (from the render cache the check has just filled). */
export async function writeDiagramFiles(
  docs: readonly CheckedDoc[],
  dir = join('public', 'diagrams'),
  stylesheet = join(import.meta.dirname, '..', '..', 'app', 'globals.css'),
) {
  let css: string | undefined;
  const stats = { ...diagramStats }; // the build reports the check's renders, not these cache reads
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const doc of docs) {
    for (const block of doc.analysis.codeBlocks) {
      if (!isDiagramLanguage(block.lang)) continue;
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) continue;
      const svg = await renderDiagram(block.lang, block.value, meta.value);
      css ??= readFileSync(stylesheet, 'utf8');
      writeFileSync(join(dir, diagramFileHref(block.lang, block.value, meta.value).split('/').pop()!), standaloneSvg(svg, css));
    }
  }
  Object.assign(diagramStats, stats);
}
