import matter from 'gray-matter';
import { checkClaims, indexClaims } from './claims-check';
import { loadClaimsData, type ClaimsData } from './claims-data';
import { isDiagramLanguage, parseDiagramMeta } from './diagram-meta';
import { DiagramError, renderDiagram, type RenderOptions } from './diagrams';
import { analyzeBody, MdxSyntaxError, type BodyAnalysis, type Heading } from './mdx-analysis';
import { docHref } from './routes';
import { CODE_LANGUAGES, MDX_COMPONENTS, pageKind, parseFrontmatter, type Frontmatter, type PageKind } from './schema';
import { buildSidebar, SidebarError, type SidebarCategoryInput, type SidebarItem } from './sidebar';
import { typedHeadings, typedWords } from './typed';

/** One source file as read from `content/` (path relative to the project, e.g. `content/admin/index.mdx`). */
export interface SourceFile {
  path: string;
  source: string;
}

export interface ContentError {
  file: string;
  line?: number;
  field?: string;
  reason: string;
}

export interface CheckedDoc {
  id: string;
  file: string;
  href: string;
  frontmatter: Frontmatter;
  body: string;
  analysis: BodyAnalysis;
  /** All heading ids of the rendered page: typed headings and the body's. */
  anchors: Set<string>;
  /** The headings of the rendered page, in order. */
  headings: Heading[];
  words: number;
  isLanding: boolean;
  /** Lines before the body (frontmatter), to turn body line numbers into file line numbers. */
  bodyLine: number;
}

/** A file as a previous check left it (see CheckOptions.cache). */
export interface CachedFile {
  source: string;
  doc: CheckedDoc | null;
  errors: ContentError[];
  claimErrors?: ContentError[];
}

export interface CheckResult {
  docs: CheckedDoc[];
  /** Folders without a landing page, from their `_category.json`. */
  categories: SidebarCategoryInput[];
  sidebar: SidebarItem[];
  errors: ContentError[];
  stats: LengthStats;
}

/**
 * The length floor per page kind. Guides keep the full floor: at least 150 words on most pages, a median of 250.
 * Reference kinds whose source material is short (a function's signature and examples, a table's columns, a small
 * command, one API operation, a release's items) get a low floor, enough to catch an empty page, and no median, so
 * that nobody pads them with text no source supports. See AUTHORING.md, "Body".
 */
export const LENGTH_FLOORS: Record<PageKind, { floor: number; median?: number }> = {
  guide: { floor: 150, median: 250 },
  'sql-command': { floor: 50 },
  'sql-function': { floor: 50 },
  'system-table': { floor: 50 },
  api: { floor: 50 },
  'release-notes': { floor: 50 },
};
/** At most this share of a kind's leaf pages may be under its floor. */
const UNDER_FLOOR_SHARE = 0.05;

export interface LengthStats {
  leafPages: number;
  medianWords: number;
  /** Per page kind: leaf pages, their median words, and how many are under the kind's floor. */
  kinds: Partial<Record<PageKind, { pages: number; medianWords: number; underFloor: number }>>;
}

/** Paths that are served by the site but are not pages (links to them are valid). */
export const STATIC_PATHS = new Set(['/current/version.json', '/current/docs.json', '/current/search', '/llms.txt', '/llms-full.txt', '/openapi.json', '/sitemap.xml']);

const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;
const SITE_ORIGIN = /^https?:\/\/docs\.dremio\.com\/current\//;
const languages = new Set<string>(CODE_LANGUAGES);
const components = new Set<string>(MDX_COMPONENTS);
const DUPLICATE_PARAGRAPH_WORDS = 20;

export const formatError = (e: ContentError) =>
  `${e.file}${e.line ? `:${e.line}` : ''}${e.field ? ` [${e.field}]` : ''}: ${e.reason}`;

/** Reads `_category.json` files: `content/a/b/_category.json` → `{ dir: 'a/b', label, position }`. */
export function parseCategoryFile(file: SourceFile, errors: ContentError[]): SidebarCategoryInput | null {
  const dir = file.path.replace(/^content\//, '').replace(/\/_category\.json$/, '');
  try {
    const data = JSON.parse(file.source) as { label?: unknown; position?: unknown };
    if (typeof data.label !== 'string' || !data.label.trim()) {
      errors.push({ file: file.path, field: 'label', reason: 'is required and must be a non-empty string' });
      return null;
    }
    if (data.position !== undefined && typeof data.position !== 'number') {
      errors.push({ file: file.path, field: 'position', reason: 'must be a number' });
      return null;
    }
    return { dir, label: data.label, position: data.position as number | undefined };
  } catch (error) {
    errors.push({ file: file.path, reason: `invalid JSON: ${(error as Error).message}` });
    return null;
  }
}

/** Parses and validates one page on its own (frontmatter, id, MDX syntax); the cross-page checks come after. */
export function loadDoc(file: SourceFile, errors: ContentError[]): CheckedDoc | null {
  const expectedId = file.path.replace(/^content\//, '').replace(/\.mdx$/, '');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object disables the cache so errors repeat.
    parsed = matter(file.source, {});
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number } };
    errors.push({ file: file.path, line: e.mark ? e.mark.line + 2 : undefined, reason: `invalid YAML frontmatter: ${e.reason ?? e.message}` });
    return null;
  }
  if (!file.source.startsWith('---')) {
    errors.push({ file: file.path, line: 1, reason: 'missing frontmatter (the file must start with ---)' });
    return null;
  }
  const fm = parseFrontmatter(parsed.data);
  if (!fm.ok) {
    for (const issue of fm.issues) errors.push({ file: file.path, field: issue.field, reason: issue.message });
    return null;
  }
  const frontmatter = fm.value;
  if (frontmatter.id !== expectedId) {
    errors.push({ file: file.path, field: 'id', reason: `"${frontmatter.id}" does not match the file's path; it must be "${expectedId}"` });
    return null;
  }
  const bodyStart = file.source.split('\n').length - parsed.content.split('\n').length;
  let analysis: BodyAnalysis;
  try {
    analysis = analyzeBody(parsed.content, bodyStart);
  } catch (error) {
    if (error instanceof MdxSyntaxError) {
      errors.push({ file: file.path, line: error.line ? error.line + bodyStart : undefined, reason: `MDX syntax error: ${error.reason}` });
      return null;
    }
    throw error;
  }
  const typed = typedHeadings(frontmatter);
  const headings = [...typed.before, ...analysis.headings, ...typed.after];
  return {
    id: frontmatter.id,
    file: file.path,
    href: docHref(frontmatter.id),
    frontmatter,
    body: parsed.content,
    analysis,
    anchors: new Set(headings.map((h) => h.id)),
    headings,
    words: analysis.words + typedWords(frontmatter),
    isLanding: frontmatter.id === 'index' || frontmatter.id.endsWith('/index'),
    bodyLine: bodyStart,
  };
}

function checkBody(doc: CheckedDoc, errors: ContentError[]) {
  const { file, analysis } = doc;
  let previousDepth = 1;
  for (const heading of analysis.headings) {
    if (heading.depth === 1) errors.push({ file, line: heading.line, reason: 'a "#" heading is not allowed: the title is the page\'s h1; start at "##"' });
    else if (heading.depth > previousDepth + 1) {
      errors.push({ file, line: heading.line, reason: `heading "${heading.text}" skips a level (h${previousDepth} to h${heading.depth})` });
    }
    previousDepth = heading.depth;
  }
  const seen = new Map<string, number>();
  for (const h of doc.headings) seen.set(h.id, (seen.get(h.id) ?? 0) + 1);
  for (const [id, n] of seen) {
    if (n > 1 && !/-\d+$/.test(id)) errors.push({ file, reason: `${n} headings share the anchor "#${id}"; make the heading texts unique` });
  }
  for (const block of analysis.codeBlocks) {
    if (!block.lang) errors.push({ file, line: block.line, reason: `code block has no language; name one of: ${CODE_LANGUAGES.join(', ')}` });
    else if (isDiagramLanguage(block.lang)) {
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) errors.push({ file, line: block.line, reason: meta.reason });
    } else if (!languages.has(block.lang)) errors.push({ file, line: block.line, reason: `unknown code-block language "${block.lang}"; use one of: ${CODE_LANGUAGES.join(', ')}, or dot or mermaid for a diagram` });
  }
  for (const c of analysis.components) {
    if (/^[A-Z]/.test(c.name) && !components.has(c.name)) {
      errors.push({ file, line: c.line, reason: `unknown component <${c.name}>; available: ${MDX_COMPONENTS.join(', ')}` });
    }
  }
  const placeholder = doc.body.match(PLACEHOLDER);
  if (placeholder) {
    const line = doc.bodyLine + doc.body.slice(0, placeholder.index).split('\n').length;
    errors.push({ file, line, reason: `placeholder text "${placeholder[0]}"; a page is done only when it teaches` });
  }
}

function checkLinks(doc: CheckedDoc, byHref: Map<string, CheckedDoc>, errors: ContentError[]) {
  for (const link of doc.analysis.links) {
    const url = link.url;
    if (/^(mailto:|tel:)/.test(url)) continue;
    if (SITE_ORIGIN.test(url)) {
      errors.push({ file: doc.file, line: link.line, reason: `link "${url}" points at this site with a full URL; write it as a path starting with /current/` });
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const [path, anchor] = url.split('#') as [string, string | undefined];
    if (!path) {
      if (anchor && !doc.anchors.has(anchor)) errors.push({ file: doc.file, line: link.line, reason: `broken anchor "#${anchor}": no heading on this page has that id` });
      continue;
    }
    if (!path.startsWith('/')) {
      errors.push({ file: doc.file, line: link.line, reason: `relative link "${url}"; write internal links as absolute paths starting with /current/` });
      continue;
    }
    if (STATIC_PATHS.has(path) || path.startsWith('/current/') && path.endsWith('.md')) continue;
    const target = byHref.get(path);
    if (!target) {
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const hint = byHref.has(other) ? `; the canonical URL is "${other}"` : '';
      errors.push({ file: doc.file, line: link.line, reason: `broken link "${url}": no page has that URL${hint}` });
      continue;
    }
    if (anchor && !target.anchors.has(anchor)) {
      errors.push({ file: doc.file, line: link.line, reason: `broken anchor "${url}": ${target.file} has no heading with the id "${anchor}"` });
    }
  }
}

function checkTyped(doc: CheckedDoc, functionNames: Set<string>, modelIds: Set<string>, errors: ContentError[]) {
  const fm = doc.frontmatter;
  if (fm.function) {
    fm.function.related.forEach((name, i) => {
      if (!functionNames.has(name)) errors.push({ file: doc.file, field: `function.related.${i}`, reason: `"${name}" is not a documented function` });
    });
  }
  if (fm.api) {
    const ids = new Set<string>();
    fm.api.operations.forEach((op, i) => {
      if (ids.has(op.id)) errors.push({ file: doc.file, field: `api.operations.${i}.id`, reason: `duplicate operation id "${op.id}"` });
      ids.add(op.id);
      if (op.model && !modelIds.has(op.model)) errors.push({ file: doc.file, field: `api.operations.${i}.model`, reason: `unknown model "${op.model}"` });
      for (const [key, value] of [['requestExample', op.requestExample], ['responseExample', op.responseExample]] as const) {
        if (value && /^\s*[{[]/.test(value)) {
          try {
            JSON.parse(value);
          } catch (error) {
            errors.push({ file: doc.file, field: `api.operations.${i}.${key}`, reason: `is not valid JSON: ${(error as Error).message}` });
          }
        }
      }
    });
  }
  if (fm.releases) {
    const seen = new Set<string>();
    fm.releases.forEach((r, i) => {
      if (seen.has(r.version)) errors.push({ file: doc.file, field: `releases.${i}.version`, reason: `release ${r.version} is listed twice` });
      seen.add(r.version);
    });
  }
}

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface CheckOptions {
  /** Enforce the length floor over the whole site (off for small fixture sets). */
  lengthRules?: boolean;
  /** The reference data for privilege names, console paths and config keys; `false` skips those checks. */
  claims?: ClaimsData | false;
  /**
   * Parsed files from a previous check, by path, reused while their source is unchanged, with their claims
   * errors: the dev loop checks the whole set again after each edit but parses and checks the claims of only
   * the edited file (together, most of the work).
   */
  cache?: Map<string, CachedFile>;
  /**
   * The last version of a page that loaded, by path (the dev loop): a page whose edit does not load is checked
   * and linked to as that version, so that one broken save reports its own error, not every link to the page.
   */
  lastGood?: ReadonlyMap<string, CheckedDoc>;
}

/** Validates the whole content set; errors name the file, the line or field where known, and the reason. */
export function checkContent(files: readonly SourceFile[], options: CheckOptions = {}): CheckResult {
  const errors: ContentError[] = [];
  const categories: SidebarCategoryInput[] = [];
  const docs: CheckedDoc[] = [];
  for (const file of files) {
    if (file.path.endsWith('/_category.json')) {
      const c = parseCategoryFile(file, errors);
      if (c) categories.push(c);
    } else if (file.path.endsWith('.mdx')) {
      let loaded = options.cache?.get(file.path);
      if (!loaded || loaded.source !== file.source) {
        const own: ContentError[] = [];
        loaded = { source: file.source, doc: loadDoc(file, own), errors: own };
        options.cache?.set(file.path, loaded);
      }
      errors.push(...loaded.errors);
      const doc = loaded.doc ?? options.lastGood?.get(file.path);
      if (doc) docs.push(doc);
    } else {
      errors.push({ file: file.path, reason: 'unexpected file in content/: pages are .mdx files, folders may hold a _category.json' });
    }
  }

  const byId = new Map<string, CheckedDoc>();
  const byDescription = new Map<string, CheckedDoc>();
  for (const doc of docs) {
    const twin = byId.get(doc.id);
    if (twin) errors.push({ file: doc.file, field: 'id', reason: `duplicate id "${doc.id}" (also used by ${twin.file})` });
    byId.set(doc.id, doc);
    const d = doc.frontmatter.description.toLowerCase();
    const same = byDescription.get(d);
    if (same) errors.push({ file: doc.file, field: 'description', reason: `same description as ${same.file}; descriptions must be unique` });
    byDescription.set(d, doc);
  }

  let sidebar: SidebarItem[] = [];
  try {
    sidebar = buildSidebar(
      docs.map((d) => ({
        id: d.id,
        title: d.frontmatter.title,
        sidebarLabel: d.frontmatter.sidebar_label,
        sidebarPosition: d.frontmatter.sidebar_position,
        unlisted: d.frontmatter.unlisted,
        className: d.frontmatter.className,
      })),
      categories,
    );
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    errors.push({ file: error.file, reason: error.reason });
  }

  const byHref = new Map(docs.map((d) => [d.href, d]));
  const functionNames = new Set(
    docs.flatMap((d) => (d.frontmatter.function ? d.frontmatter.function.name.split(/,\s*/).concat(d.frontmatter.function.name) : [])),
  );
  const modelIds = new Set(docs.flatMap((d) => d.frontmatter.api?.models.map((m) => m.id) ?? []));
  const paragraphs = new Map<string, CheckedDoc>();
  const claims = options.claims === false ? null : indexClaims(options.claims ?? loadClaimsData());
  for (const doc of docs) {
    checkBody(doc, errors);
    checkLinks(doc, byHref, errors);
    checkTyped(doc, functionNames, modelIds, errors);
    if (claims) {
      // A claim is checked against the page alone, so a cached page's claims errors stay valid.
      const cached = options.cache?.get(doc.file);
      if (cached?.doc === doc && cached.claimErrors) errors.push(...cached.claimErrors);
      else {
        const own: ContentError[] = [];
        checkClaims({ id: doc.id, file: doc.file, frontmatter: doc.frontmatter, tree: doc.analysis.tree, bodyLine: doc.bodyLine }, claims, own);
        if (cached?.doc === doc) cached.claimErrors = own;
        errors.push(...own);
      }
    }
    for (const p of doc.analysis.paragraphs) {
      if (p.text.split(' ').length < DUPLICATE_PARAGRAPH_WORDS) continue;
      const first = paragraphs.get(p.text);
      if (first && first !== doc) errors.push({ file: doc.file, line: p.line, reason: `paragraph repeated from ${first.file}; write it for this page or link to that one` });
      else paragraphs.set(p.text, doc);
    }
  }

  const leaves = docs.filter((d) => !d.isLanding && !d.frontmatter.unlisted);
  const byKind = new Map<PageKind, CheckedDoc[]>();
  for (const d of leaves) {
    const kind = pageKind(d.id, d.frontmatter);
    byKind.set(kind, [...(byKind.get(kind) ?? []), d]);
  }
  const stats: LengthStats = { leafPages: leaves.length, medianWords: median(leaves.map((d) => d.words)), kinds: {} };
  for (const [kind, pages] of byKind) {
    const { floor, median: minMedian } = LENGTH_FLOORS[kind];
    const under = pages.filter((d) => d.words < floor);
    const kindMedian = median(pages.map((d) => d.words));
    stats.kinds[kind] = { pages: pages.length, medianWords: kindMedian, underFloor: under.length };
    if (!options.lengthRules) continue;
    if (under.length / pages.length >= UNDER_FLOOR_SHARE) {
      for (const d of under) errors.push({ file: d.file, reason: `only ${d.words} words; ${under.length} of ${pages.length} ${kind} pages are under ${floor} words (must be fewer than 5%)` });
    }
    if (minMedian && kindMedian < minMedian) errors.push({ file: 'content/', reason: `the median ${kind} page has ${kindMedian} words; it must be at least ${minMedian}` });
  }
  return { docs, categories, sidebar, errors, stats };
}

/**
 * Renders every diagram of the checked pages (lib/diagrams.ts) and reports the ones that do not parse, with the
 * file, the line in the file and the engine's reason. Separate from checkContent because the engines load
 * asynchronously; the build, check:content and the dev loop run both. The SVGs land in the disk cache, where
 * the MDX compile finds them.
 */
export async function checkDiagrams(docs: readonly CheckedDoc[], options: RenderOptions = {}): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  for (const doc of docs) {
    for (const block of doc.analysis.codeBlocks) {
      if (!isDiagramLanguage(block.lang)) continue;
      const meta = parseDiagramMeta(block.meta);
      if (!meta.ok) continue; // reported by checkBody
      try {
        await renderDiagram(block.lang, block.value, meta.value, options);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = block.line !== undefined && error.line ? block.line + error.line : block.line;
        errors.push({ file: doc.file, line, reason: `diagram error: ${error.reason}` });
      }
    }
  }
  return errors;
}
