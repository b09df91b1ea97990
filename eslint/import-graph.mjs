import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { resolveSpecifier } from './layers.mjs';

/**
 * The import graph of the site's code, measured from the sources (TypeScript's parser, no type check): every import,
 * export-from, dynamic `import()` and `require()` of `lib/`, `app/`, `components/`, `scripts/` and the root entry
 * files, resolved to repository paths. `__tests__/unit/layer-boundaries.test.ts` holds it to two promises: no import
 * cycle, and no import the layer table forbids (the same table ESLint enforces, `layers.mjs`).
 * `node eslint/import-graph.mjs` prints the cycles and the crossings.
 */

const root = resolve(import.meta.dirname, '..');
export const SOURCE_DIRS = ['lib', 'app', 'components', 'scripts'];
export const ROOT_FILES = ['proxy.ts', 'next.config.mjs', 'instrumentation.ts', 'contentlayer.config.ts'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function walk(dir, out) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(path, out);
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.mts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every source file of the graph, as repository paths. */
export const sourceFiles = () => [...SOURCE_DIRS.flatMap((d) => walk(d, [])), ...ROOT_FILES.filter((f) => existsSync(join(root, f)))].sort();

/** The imports of one file: `{ specifier, target, typeOnly }`, target null for packages and files that are not there. */
export function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (node, typeOnly) => {
    if (node && ts.isStringLiteralLike(node)) {
      const target = resolveSpecifier(node.text, file);
      found.push({ specifier: node.text, target: target && existsSync(join(root, target)) ? target : null, typeOnly });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = Boolean(clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      add(node.moduleSpecifier, node.isTypeOnly || Boolean(named && named.length > 0 && named.every((e) => e.isTypeOnly)));
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file → its imports of repository files. */
export function importGraph(files = sourceFiles()) {
  return new Map(files.map((f) => [f, importsOf(f).filter((i) => i.target)]));
}

/** The import cycles of the graph (type-only imports included): each strongly connected set of two or more files, or a file importing itself. */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const strongConnect = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const { target: w } of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const set = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1 || (graph.get(v) ?? []).some((i) => i.target === v)) out.push(set.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strongConnect(v);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { layerOf, mayImport } = await import('./layers.mjs');
  const graph = importGraph();
  const found = cycles(graph);
  console.log(`${graph.size} files, ${[...graph.values()].reduce((n, i) => n + i.length, 0)} imports of repository files.`);
  console.log(found.length ? `Import cycles (${found.length}):\n${found.map((c) => `  ${c.join(' <-> ')}`).join('\n')}` : 'No import cycle.');
  const crossings = new Map();
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    for (const { target, typeOnly } of imports) {
      const to = layerOf(target);
      if (!from || !to || mayImport(from, to, target, file)) continue;
      const key = `${from} -> ${to}`;
      crossings.set(key, [...(crossings.get(key) ?? []), `${file} -> ${target}${typeOnly ? ' (type)' : ''}`]);
    }
  }
  console.log(crossings.size ? `Crossings of the layer table (${crossings.size}):` : 'No crossing of the layer table.');
  for (const [key, list] of crossings) console.log(`  ${key}\n${list.map((l) => `    ${l}`).join('\n')}`);
}
