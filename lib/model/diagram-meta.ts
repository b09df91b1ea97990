/**
 * What a diagram block is, without its renderer: the fenced languages that are diagrams and the title and
 * description an author writes in the fence's meta string. The Markdown export and search text read these
 * (they never load a renderer); lib/mdx/diagrams.ts renders the SVG.
 *
 *     ```dot title="Dremio cluster" description="Clients connect to the coordinator, which …"
 *     digraph { … }
 *     ```
 */

/** `dot`: Graphviz, for graphs of every shape. `mermaid`: Mermaid sequence diagrams only. */
export const DIAGRAM_LANGUAGES = ['dot', 'mermaid'] as const;
export type DiagramLanguage = (typeof DIAGRAM_LANGUAGES)[number];

export const isDiagramLanguage = (lang: string | null | undefined): lang is DiagramLanguage => (DIAGRAM_LANGUAGES as readonly string[]).includes(lang ?? '');

export interface DiagramMeta {
  title: string;
  description: string;
}

/** Reads `title="…" description="…"` from a fence's meta string; the reason when either is missing. */
export function parseDiagramMeta(meta: string | null | undefined): { ok: true; value: DiagramMeta } | { ok: false; reason: string } {
  const attrs = new Map<string, string>();
  const text = meta ?? '';
  const pattern = /([a-z]+)="([^"]*)"/g;
  let rest = text;
  for (const m of text.matchAll(pattern)) {
    attrs.set(m[1]!, m[2]!.trim());
    rest = rest.replace(m[0], '');
  }
  if (rest.trim()) return { ok: false, reason: `unexpected text "${rest.trim()}" after the language; write title="…" description="…"` };
  for (const key of attrs.keys()) {
    if (key !== 'title' && key !== 'description')
      return { ok: false, reason: `unknown diagram attribute "${key}"; a diagram takes title="…" and description="…"` };
  }
  const title = attrs.get('title');
  const description = attrs.get('description');
  if (!title) return { ok: false, reason: 'a diagram needs title="…": its accessible name and caption' };
  if (!description)
    return {
      ok: false,
      reason: 'a diagram needs description="…": one or two sentences saying what it shows, for screen readers, search and the Markdown export',
    };
  return { ok: true, value: { title, description } };
}

/** The text a diagram contributes where no picture can go (search, Markdown): its title and description. */
export const diagramText = (meta: DiagramMeta) => `${meta.title}. ${meta.description}`;
