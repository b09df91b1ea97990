import { readFileSync } from 'node:fs';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../eslint/import-graph.mjs';
import layers from '../../eslint/layer-boundaries.mjs';
import { LAYERS, layerOf, mayImport } from '../../eslint/layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = layers.rules.boundaries;
const options = [
  { disallow: ['lib/dev/', 'scripts/dev/'], message: 'dev loop' },
  { clientOnly: true, node: true, disallow: ['lib/pipeline/', 'lib/runtime/'], message: 'client' },
];
const root = process.cwd();

tester.run('layers/boundaries', rule, {
  valid: [
    { filename: `${root}/components/card.tsx`, code: "import { docHref } from '@/lib/model/routes';", options },
    { filename: `${root}/components/page.tsx`, code: "import { getAllPages } from '@/lib/runtime/docs';", options },
    { filename: `${root}/components/button.tsx`, code: "'use client';\nimport { useState } from 'react';", options },
    { filename: `${root}/lib/runtime/docs.ts`, code: "import { readFileSync } from 'node:fs';", options },
  ],
  invalid: [
    {
      filename: `${root}/lib/runtime/docs.ts`,
      code: "import { DEV } from '../dev/dev-status';",
      options,
      errors: [{ message: '../dev/dev-status: dev loop' }],
    },
    { filename: `${root}/app/page.tsx`, code: "import { x } from '@/scripts/dev/dev';", options, errors: 1 },
    {
      filename: `${root}/components/box.tsx`,
      code: "'use client';\nimport { checkContent } from '@/lib/pipeline/checks/content-check';",
      options,
      errors: [{ message: '@/lib/pipeline/checks/content-check: client' }],
    },
    {
      filename: `${root}/components/box.tsx`,
      code: "'use client';\nimport { readFileSync } from 'node:fs';\nconst m = import('../lib/runtime/docs');",
      options,
      errors: 2,
    },
  ],
});

/**
 * The layer table against the project's real ESLint config (eslint.config.mjs): for each row, an import its "may
 * import" column forbids fails lint with `layers/table` and one it allows passes. The files need not exist; their
 * path decides their layer. Imports name real files, as code would.
 */
const ROWS: Record<string, { file: string; allowed: string[]; forbidden: string[] }> = {
  model: { file: 'lib/model/probe.ts', allowed: ['./routes'], forbidden: ['@/lib/kinds/registry', '../search/text'] },
  kinds: { file: 'lib/kinds/probe.ts', allowed: ['@/lib/model/routes', './api'], forbidden: ['@/lib/search/text', '../mdx/highlight'] },
  mdx: { file: 'lib/mdx/probe.ts', allowed: ['@/lib/model/code-meta'], forbidden: ['@/lib/kinds/registry', '@/lib/collection/paths.mjs'] },
  collection: {
    file: 'lib/collection/probe.ts',
    allowed: ['@/lib/mdx/highlight', '@/lib/model/schema'],
    forbidden: ['@/lib/runtime/docs', '@/lib/pipeline/markdown'],
  },
  search: {
    file: 'lib/search/probe.ts',
    allowed: ['@/lib/kinds/registry', '@/lib/model/sidebar'],
    forbidden: ['@/lib/pipeline/checks/content-check', '@/lib/mdx/highlight'],
  },
  runtime: {
    file: 'lib/runtime/probe.ts',
    allowed: ['@/lib/collection/paths.mjs', '@/lib/search/types', '@/lib/mdx/highlight'],
    forbidden: ['@/lib/collection/compile', '@/lib/pipeline/markdown', '@/lib/signals/config'],
  },
  pipeline: {
    file: 'lib/pipeline/probe.ts',
    allowed: ['@/lib/search/build', '@/lib/kinds/registry'],
    forbidden: ['@/lib/runtime/docs', '@/scripts/build/content-data'],
  },
  http: { file: 'lib/http/probe.ts', allowed: ['@/lib/model/url-path.mjs'], forbidden: ['@/lib/model/routes', '@/lib/runtime/runtime-data'] },
  signals: {
    file: 'lib/signals/probe.ts',
    allowed: ['@/lib/runtime/runtime-data', '@/lib/http/read-body'],
    forbidden: ['@/lib/search/engine', '@/lib/mcp/docs-mcp'],
  },
  mcp: {
    file: 'lib/mcp/probe.ts',
    allowed: ['@/lib/search/engine', '@/lib/runtime/runtime-data'],
    forbidden: ['@/lib/pipeline/markdown', '@/lib/signals/store'],
  },
  rendering: {
    file: 'components/probe.tsx',
    allowed: ['@/lib/collection/render', '@/lib/mdx/highlight', '@/lib/signals/fields', '@/lib/search/engine', '../app/layout'],
    forbidden: ['@/lib/collection/compile', '@/lib/pipeline/markdown', '@/lib/search/build', '@/lib/dev/dev-status', '@/scripts/build/content-data'],
  },
  entry: {
    file: 'proxy.ts',
    allowed: ['./lib/http/http-policy.mjs', '@/lib/runtime/runtime-data'],
    forbidden: ['./lib/search/engine', '@/lib/dev/dev-status'],
  },
  commands: {
    file: 'scripts/check/probe.ts',
    allowed: ['../../lib/pipeline/checks/content-check', '@/lib/runtime/files.mjs', './check-content'],
    forbidden: ['../build/content-data', '@/scripts/dev/dev', '@/lib/mcp/docs-mcp'],
  },
  dev: { file: 'scripts/dev/probe.ts', allowed: ['../build/content-data', '@/lib/pipeline/checks/content-check', '@/components/doc-page'], forbidden: [] },
};

describe('the layer table (eslint/layers.mjs) in the real ESLint config', () => {
  const eslint = new ESLint({ cwd: root });
  const crossings = async (file: string, specifier: string) => {
    const [result] = await eslint.lintText(`import { probe } from '${specifier}';\nexport const x = probe;\n`, { filePath: `${root}/${file}` });
    return result!.messages.filter((m) => m.ruleId === 'layers/table').map((m) => m.message);
  };

  it('has a case for every row', () => {
    expect(Object.keys(ROWS)).toEqual(LAYERS.map((l) => l.name));
  });

  for (const layer of LAYERS) {
    const row = ROWS[layer.name]!;
    it(`${layer.name}: lints ${row.file} as its layer; allows ${row.allowed.length}, forbids ${row.forbidden.length}`, async () => {
      expect(layerOf(row.file)).toBe(layer.name);
      for (const specifier of row.allowed) expect(await crossings(row.file, specifier), specifier).toEqual([]);
      for (const specifier of row.forbidden) {
        const messages = await crossings(row.file, specifier);
        expect(messages, specifier).toHaveLength(1);
        expect(messages[0]).toMatch(new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is \\w+ code; ${layer.name} code may import`));
      }
    }, 30_000);
  }

  it('lints type-only imports, dynamic imports and re-exports too', async () => {
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: `${root}/lib/search/probe.ts` }))[0]!.messages.filter((m) => m.ruleId === 'layers/table').length;
    expect(await lint("import type { CheckedDoc } from '@/lib/pipeline/checks/content-check';\nexport type D = CheckedDoc;\n")).toBe(1);
    expect(await lint("export { checkContent } from '../pipeline/checks/content-check';\n")).toBe(1);
    expect(await lint("export const load = () => import('@/lib/runtime/docs');\n")).toBe(1);
  });

  it("puts the dev loop's files in the dev layer wherever they are, and no other row may import it", () => {
    for (const file of ['app/current/layout.dev.tsx', 'app/dev/content-events/route.dev.ts', 'components/dev-refresh.tsx', 'lib/dev/dev-status.ts']) {
      expect(layerOf(file), file).toBe('dev');
    }
    for (const layer of LAYERS)
      if (layer.name !== 'dev') expect(mayImport(layer.name, 'dev', 'lib/dev/dev-status.ts', layer.folders[0]), layer.name).toBe(false);
  });
});

describe('the import graph (eslint/import-graph.mjs)', () => {
  const graph = importGraph();

  it('reads every file of lib/, app/, components/ and scripts/ and their imports', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('app/openapi.json/route.ts')!.map((i) => i.target)).toContain('lib/kinds/openapi.ts');
  });

  it('has no import cycle, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
    // The check finds one when there is one.
    const looped = new Map(graph);
    looped.set('lib/model/routes.ts', [...graph.get('lib/model/routes.ts')!, { specifier: './sidebar', target: 'lib/model/sidebar.ts', typeOnly: true }]);
    looped.set('lib/model/sidebar.ts', [...graph.get('lib/model/sidebar.ts')!, { specifier: './routes', target: 'lib/model/routes.ts', typeOnly: true }]);
    expect(cycles(looped)).toContainEqual(['lib/model/routes.ts', 'lib/model/sidebar.ts']);
  });

  it('crosses no row of the layer table: every import of every file is one its row allows', () => {
    const crossing: string[] = [];
    for (const [file, imports] of graph) {
      const from = layerOf(file);
      for (const { target } of imports) {
        const to = layerOf(target);
        if (from && to && !mayImport(from, to, target, file)) crossing.push(`${file} -> ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it('puts every file in a layer', () => {
    expect([...graph.keys()].filter((f) => !layerOf(f))).toEqual([]);
  });
});

describe('ARCHITECTURE.md, "Layers"', () => {
  const section = readFileSync('ARCHITECTURE.md', 'utf8').split('## Layers')[1]!.split('\n## ')[0]!;
  const rows = section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) => l.split(' | ').map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));

  it('has the rows of eslint/layers.mjs, in its order, each with its folders and what it may import', () => {
    expect(rows.map((r) => r[0]![0])).toEqual(LAYERS.map((l) => l.name));
    for (const [i, layer] of LAYERS.entries()) {
      const [, folders, , may] = rows[i]!;
      expect(folders, layer.name).toEqual(layer.folders);
      // A row's exceptions are named in the same cell ("but not …").
      expect([...may!].sort(), layer.name).toEqual([...layer.mayImport, ...(layer.except ?? [])].sort());
    }
  });

  it('lists each layer after every layer it may import', () => {
    const order = LAYERS.map((l) => l.name);
    for (const [i, layer] of LAYERS.entries()) {
      for (const m of layer.mayImport) {
        const to = order.indexOf(m.includes('/') ? layerOf(m)! : m);
        expect(to, `${layer.name} may import ${m}`).toBeLessThan(i);
      }
    }
  });
});
