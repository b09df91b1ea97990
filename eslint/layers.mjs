import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The layer table of ARCHITECTURE.md ("Layers") as data: which folders make each layer and what each may import.
 * ESLint's `layers/table` rule (layer-boundaries.mjs) fails on any import the table does not allow, and
 * `__tests__/unit/layer-boundaries.test.ts` checks that ARCHITECTURE.md's table says the same and that the measured
 * import graph (import-graph.mjs) crosses no row. A layer is folders, so a new file belongs to the layer of its folder.
 *
 * `mayImport` names layers (all their files) or single files (`lib/collection/paths.mjs`: that file only). Every
 * layer may import its own files; a layer with `apart` may not import across its folders (one command never imports
 * another: what two commands share lives in lib/). Imports of packages, and of files in no layer (data/*.json,
 * versions/versions.json), are not the table's business. Type-only imports count: a type is knowledge of a layer too.
 */
export const LAYERS = [
  { name: 'model', folders: ['lib/model/'], mayImport: [] },
  { name: 'kinds', folders: ['lib/kinds/'], mayImport: ['model'] },
  { name: 'mdx', folders: ['lib/mdx/'], mayImport: ['model'] },
  { name: 'collection', folders: ['lib/collection/'], mayImport: ['model', 'mdx'] },
  { name: 'search', folders: ['lib/search/'], mayImport: ['model', 'kinds'] },
  { name: 'runtime', folders: ['lib/runtime/'], mayImport: ['model', 'kinds', 'mdx', 'search', 'lib/collection/paths.mjs'] },
  { name: 'pipeline', folders: ['lib/pipeline/'], mayImport: ['model', 'kinds', 'mdx', 'search'] },
  { name: 'http', folders: ['lib/http/'], mayImport: ['lib/model/url-path.mjs'] },
  { name: 'signals', folders: ['lib/signals/'], mayImport: ['model', 'runtime', 'http'] },
  { name: 'mcp', folders: ['lib/mcp/'], mayImport: ['model', 'runtime', 'search'] },
  {
    name: 'rendering',
    folders: ['app/', 'components/'],
    mayImport: ['model', 'kinds', 'mdx', 'lib/collection/render.ts', 'search', 'runtime', 'http', 'signals', 'mcp'],
    // The search index's build half is build-time code.
    except: ['lib/search/build.ts', 'lib/search/sources.ts'],
  },
  {
    name: 'entry',
    folders: ['proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'contentlayer.config.ts'],
    mayImport: ['model', 'collection', 'http', 'runtime', 'signals'],
  },
  {
    name: 'commands',
    folders: ['scripts/build/', 'scripts/check/', 'scripts/version/', 'scripts/insights/'],
    mayImport: ['model', 'kinds', 'mdx', 'collection', 'search', 'runtime', 'pipeline', 'signals'],
    apart: true,
  },
  {
    name: 'dev',
    folders: ['lib/dev/', 'scripts/dev/', 'app/dev/', 'components/dev-refresh.tsx', '*.dev.ts', '*.dev.tsx'],
    mayImport: ['model', 'kinds', 'mdx', 'collection', 'search', 'runtime', 'pipeline', 'http', 'signals', 'mcp', 'rendering', 'entry', 'commands'],
  },
];

const root = resolve(import.meta.dirname, '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * The repository path a specifier names (`@/lib/x` and relative specifiers, from the file at repository path `from`):
 * the file it resolves to, or the path as written when no such file exists; null for a package.
 */
export function resolveSpecifier(specifier, from) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return relative(root, path);
  }
  return relative(root, base);
}

/** A file's path relative to the repository. */
export const repositoryPath = (file) => relative(root, resolve(root, file));

const maps = new WeakMap();
/** name → layer of a table (LAYERS, or the copy ESLint's config passes the rule). */
function byName(layers) {
  if (!maps.has(layers)) maps.set(layers, new Map(layers.map((l) => [l.name, l])));
  return maps.get(layers);
}
const withoutExtension = (path) => path.replace(/\.(ts|tsx|mts|mjs|js)$/, '');

/** Whether a repository path is one of a layer's folders (`lib/model/`), files (`proxy.ts`) or name patterns (`*.dev.tsx`). */
function inFolder(path, folder) {
  if (folder.startsWith('*')) return withoutExtension(path).endsWith(withoutExtension(folder.slice(1)));
  if (folder.endsWith('/')) return path.startsWith(folder);
  return path === folder || withoutExtension(path) === withoutExtension(folder);
}

/** The folder of `layer` that holds `path`. */
const folderOf = (layer, path) => layer.folders.find((f) => inFolder(path, f));

/** The layer a repository path (with or without its extension) belongs to, or undefined. The dev loop's files come first. */
export function layerOf(path, layers = LAYERS) {
  const dev = byName(layers).get('dev');
  if (dev && folderOf(dev, path)) return dev.name;
  return layers.find((l) => l !== dev && folderOf(l, path))?.name;
}

/**
 * Whether code of layer `from` (at `fromPath`) may import `target` (a repository path, with or without extension),
 * which is in layer `to`.
 */
export function mayImport(from, to, target, fromPath, layers = LAYERS) {
  const layer = byName(layers).get(from);
  if (!layer) return true;
  if (from === to) return !layer.apart || folderOf(layer, fromPath ?? '') === folderOf(layer, target);
  if (layer.except?.some((e) => withoutExtension(e) === withoutExtension(target))) return false;
  return layer.mayImport.some((m) => m === to || (m.includes('/') && withoutExtension(m) === withoutExtension(target)));
}

/** What `from` may import, for messages: `model, kinds, lib/collection/render.ts`. */
export const allowedFor = (from, layers = LAYERS) => byName(layers).get(from)?.mayImport.join(', ') || 'nothing of ours';
