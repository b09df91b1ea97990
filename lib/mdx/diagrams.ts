import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiagramLanguage, DiagramMeta } from '../model/diagram-meta';

/**
 * Diagrams rendered to SVG at build time, in Node, with no browser: Graphviz (`dot`, through @viz-js/viz, its
 * WebAssembly build) for graphs, and Mermaid sequence diagrams (`mermaid`, through beautiful-mermaid, which needs
 * no DOM). The reader gets the SVG inline and no diagram JavaScript. Colours and fonts are not in the SVG: the
 * shapes carry classes and `var(--…)` colours that app/globals.css sets for the light and the dark theme.
 *
 * Rendered SVGs are kept on disk by content hash (`.next/cache/diagrams`, which a build platform keeps between
 * builds), so an unchanged diagram costs a file read on a rebuild, and the content check and the MDX compile,
 * which both render, share the work. Each entry starts with the SHA-256 of its SVG, checked on every read like the
 * build's other caches (scripts/build/cache.mjs): a damaged entry is rendered again, never shipped.
 */

/** A diagram that does not parse: the line within the diagram's source (1-based) where known, and why. */
export class DiagramError extends Error {
  constructor(
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line ? `line ${line}: ${reason}` : reason);
  }
}

/** An engine's installed version (their package exports do not include package.json, so it is read from disk). */
function version(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Changes whenever the output for the same input may change: the engines' versions and this file's format. */
const FORMAT = 4;
let rendererId: string | undefined;
const currentRendererId = () => (rendererId ??= `${FORMAT}:${version('@viz-js/viz')}:${version('beautiful-mermaid')}`);

export const DEFAULT_CACHE_DIR = join('.next', 'cache', 'diagrams');

/** The key of one rendered diagram: everything its SVG depends on. */
export function diagramHash(lang: DiagramLanguage, source: string, meta: DiagramMeta): string {
  return createHash('sha256')
    .update(JSON.stringify([currentRendererId(), lang, source, meta.title, meta.description]))
    .digest('hex');
}

/** Where the site serves a diagram's SVG on its own (written by lib/pipeline/diagram-files.ts). */
export const diagramFileHref = (lang: DiagramLanguage, source: string, meta: DiagramMeta) => `/diagrams/${diagramHash(lang, source, meta).slice(0, 16)}.svg`;

// ---------------------------------------------------------------------------------------------------------
// Graphviz

/**
 * The engines are imported by a name in a variable, so that a bundler (contentlayer bundles its config with
 * esbuild) leaves them out: inlined, they made the compiled config 100 times larger (16 KB to 1.6 MB), parsed on
 * every build even when every diagram comes from the cache.
 */
const VIZ_PACKAGE = '@viz-js/viz';
const MERMAID_PACKAGE = 'beautiful-mermaid';

type Viz = Awaited<ReturnType<typeof import('@viz-js/viz').instance>>;
let viz: Promise<Viz> | undefined;
const loadViz = () => (viz ??= (import(VIZ_PACKAGE) as Promise<typeof import('@viz-js/viz')>).then((m) => m.instance()));

/** The site's sans-serif stack, which Graphviz measures as Helvetica; the page's CSS sets the real font. */
const FONT = 'Helvetica';
/** Colours come from the theme (classes styled in app/globals.css); a fixed colour would vanish in one theme. */
const COLOUR_ATTRIBUTE = /\b(color|fillcolor|fontcolor|bgcolor|pencolor|labelfontcolor|style\s*=\s*"?[^"\]]*filled)/;

async function renderDot(source: string): Promise<string> {
  source.split('\n').forEach((text, i) => {
    const m = text.match(COLOUR_ATTRIBUTE);
    if (m)
      throw new DiagramError(
        i + 1,
        `"${m[1]}" sets a fixed colour, which cannot follow the light and dark themes; give the node or edge a class (class="store", "engine", "external" or "accent") instead`,
      );
  });
  const result = (await loadViz()).render(source, {
    format: 'svg',
    graphAttributes: { fontname: FONT, fontsize: 13, nodesep: 0.35, ranksep: 0.45 },
    nodeAttributes: { fontname: FONT, fontsize: 13, shape: 'box', style: 'rounded', margin: '0.22,0.08' },
    edgeAttributes: { fontname: FONT, fontsize: 11, arrowsize: 0.7 },
  });
  const problem = result.errors.find((e) => e.level === 'error') ?? result.errors[0];
  if (result.status !== 'success' || problem) {
    const message = (problem?.message ?? 'Graphviz could not render the diagram').trim();
    const line = message.match(/in line (\d+)/);
    throw new DiagramError(line ? Number(line[1]) : undefined, `Graphviz: ${message}`);
  }
  return result.output
    .slice(result.output.indexOf('<svg'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<polygon fill="white" stroke="none"[^>]*\/>/, '')
    .replace(/ font-family="[^"]*"/g, '')
    .replace(/ (fill|stroke)="black"/g, ' $1="currentColor"')
    .replace(/\n\s*\n/g, '\n');
}

// ---------------------------------------------------------------------------------------------------------
// Mermaid sequence diagrams

const SEQUENCE_LINE: [RegExp, string][] = [
  [/^(participant|actor)\s+(\w+)(\s+as\s+.+)?$/, 'participant'],
  [/^(\w+)\s*(-->>|->>|-->|->|--x|-x|--\)|-\))\s*[+-]?(\w+)\s*:\s*\S.*$/, 'message'],
  [/^Note\s+(left of|right of|over)\s+(\w+(?:\s*,\s*\w+)?)\s*:\s*\S.*$/, 'note'],
  [/^(loop|alt|opt|par|critical|break)(\s+.*)?$/, 'open'],
  [/^(else|and)(\s+.*)?$/, 'branch'],
  [/^end$/, 'end'],
  [/^autonumber$/, 'autonumber'],
];

/**
 * beautiful-mermaid skips lines it does not understand; a typo would silently drop an arrow from the picture.
 * This reads every line first and names the one that is not a statement of the sequence-diagram grammar, an
 * arrow between undeclared participants, and unbalanced blocks.
 */
export function validateSequence(source: string): void {
  const lines = source.split('\n');
  const first = lines.findIndex((l) => l.trim() && !l.trim().startsWith('%%'));
  if (first < 0 || lines[first]!.trim() !== 'sequenceDiagram') {
    throw new DiagramError(first < 0 ? 1 : first + 1, 'a mermaid diagram must start with "sequenceDiagram" (draw other graphs with a ```dot block)');
  }
  const participants = new Set<string>();
  const open: { kind: string; line: number }[] = [];
  for (let i = first + 1; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (!text || text.startsWith('%%')) continue;
    const hit = SEQUENCE_LINE.map(([re, kind]) => ({ m: text.match(re), kind })).find((h) => h.m);
    if (!hit)
      throw new DiagramError(i + 1, `"${text}" is not a sequence-diagram statement (participant, A->>B: text, Note over A: text, loop/alt/opt/par … end)`);
    const m = hit.m!;
    if (hit.kind === 'participant') participants.add(m[2]!);
    if (hit.kind === 'message') {
      for (const who of [m[1]!, m[3]!])
        if (!participants.has(who)) throw new DiagramError(i + 1, `"${who}" is not declared; add "participant ${who} as …" before the first arrow`);
    }
    if (hit.kind === 'note') {
      for (const who of m[2]!.split(',').map((s) => s.trim())) if (!participants.has(who)) throw new DiagramError(i + 1, `"${who}" is not declared`);
    }
    if (hit.kind === 'open') open.push({ kind: m[1]!, line: i + 1 });
    if (hit.kind === 'branch') {
      const top = open.at(-1);
      if (!top || (m[1] === 'else' ? top.kind !== 'alt' : top.kind !== 'par'))
        throw new DiagramError(i + 1, `"${m[1]}" is only allowed inside ${m[1] === 'else' ? 'alt' : 'par'}`);
    }
    if (hit.kind === 'end' && !open.pop()) throw new DiagramError(i + 1, '"end" closes no block');
  }
  if (open.length) throw new DiagramError(open.at(-1)!.line, `"${open.at(-1)!.kind}" is never closed with "end"`);
  if (participants.size < 2) throw new DiagramError(first + 1, 'a sequence diagram needs at least two participants');
}

async function renderSequence(source: string): Promise<string> {
  validateSequence(source);
  const { renderMermaidSVG } = (await import(MERMAID_PACKAGE)) as typeof import('beautiful-mermaid');
  return renderMermaidSVG(source)
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/(<svg[^>]*?) style="[^"]*"/, '$1');
}

// ---------------------------------------------------------------------------------------------------------
// The accessible, themeable SVG

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The engine's SVG made ready for a page: ids made unique on the page (two diagrams each define an arrowhead
 * marker), a natural width that CSS may shrink (`max-width: 100%; height: auto`), `role="img"` named by its
 * `<title>` and described by its `<desc>`.
 */
export function finishSvg(svg: string, meta: DiagramMeta, hash: string): string {
  const prefix = `dg${hash.slice(0, 10)}`;
  let out = svg
    .replace(/ id="([^"]+)"/g, ` id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/ (xlink:)?href="#([^"]+)"/g, ` $1href="#${prefix}-$2"`);
  const open = out.match(/<svg\b[^>]*>/);
  if (!open) throw new DiagramError(undefined, 'the renderer returned no <svg> element');
  const attrs = open[0];
  const viewBox = attrs.match(/viewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new DiagramError(undefined, 'the renderer returned an SVG without a viewBox');
  const [, , vbWidth] = viewBox.split(/[\s,]+/).map(Number);
  // Graphviz measures in points; a viewBox unit is drawn as a CSS pixel here, and points are 4/3 of a pixel.
  const widthAttr = attrs.match(/width="([\d.]+)(pt)?"/);
  const width = Math.round(widthAttr ? Number(widthAttr[1]) * (widthAttr[2] ? 4 / 3 : 1) : vbWidth!);
  const tag = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" class="diagram-svg" role="img" aria-labelledby="${prefix}-title" aria-describedby="${prefix}-desc" focusable="false">`;
  out = out.replace(attrs, `${tag}<title id="${prefix}-title">${escapeXml(meta.title)}</title><desc id="${prefix}-desc">${escapeXml(meta.description)}</desc>`);
  return out.trim();
}

export interface RenderOptions {
  /** Where rendered SVGs are kept; `null` keeps nothing. */
  cacheDir?: string | null;
}

/** Counts of the last renders, for the tests and the build's log. */
export const diagramStats = { rendered: 0, cached: 0 };

/** The first line of a cache entry: the SHA-256 of the SVG that follows it. */
const checksumLine = (svg: string) => `sha256:${createHash('sha256').update(svg).digest('hex')}\n`;

/** The SVG of a cache entry, or null when the entry is missing, torn or altered (its checksum does not match). */
function readCached(file: string): string | null {
  let entry: string;
  try {
    entry = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const newline = entry.indexOf('\n');
  const svg = entry.slice(newline + 1);
  return newline > 0 && entry.slice(0, newline + 1) === checksumLine(svg) ? svg : null;
}

/** Renders one diagram to the SVG a page shows, from the disk cache when the same diagram was rendered before. */
export async function renderDiagram(lang: DiagramLanguage, source: string, meta: DiagramMeta, options: RenderOptions = {}): Promise<string> {
  const cacheDir = options.cacheDir === undefined ? DEFAULT_CACHE_DIR : options.cacheDir;
  const hash = diagramHash(lang, source, meta);
  const file = cacheDir ? join(cacheDir, `${hash}.svg`) : null;
  const cached = file ? readCached(file) : null;
  if (cached !== null) {
    diagramStats.cached++;
    return cached;
  }
  const raw = lang === 'dot' ? await renderDot(source) : await renderSequence(source);
  const svg = finishSvg(raw, meta, hash);
  diagramStats.rendered++;
  if (file && cacheDir) {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: the content check and the MDX compile run at once and may render the same diagram.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, checksumLine(svg) + svg);
    renameSync(temp, file);
  }
  return svg;
}
