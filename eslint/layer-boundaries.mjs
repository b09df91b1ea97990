import { builtinModules } from 'node:module';
import { allowedFor, LAYERS, layerOf, mayImport, repositoryPath, resolveSpecifier } from './layers.mjs';

const builtins = new Set(builtinModules);

const isClient = (program) => program.body.some((n) => n.type === 'ExpressionStatement' && n.directive === 'use client');

/** Calls `check(node, specifier, typeOnly)` for every import, export-from and `import()` of a file. */
const importVisitors = (check) => ({
  ImportDeclaration(node) {
    check(node, node.source.value, node.importKind === 'type');
  },
  ImportExpression(node) {
    check(node, node.source.value, false);
  },
  ExportAllDeclaration(node) {
    check(node, node.source.value, node.exportKind === 'type');
  },
  ExportNamedDeclaration(node) {
    if (node.source) check(node, node.source.value, node.exportKind === 'type');
  },
});

/**
 * `layers/table`: the whole layer table of ARCHITECTURE.md (`layers.mjs`): an import of our code is allowed only from
 * a layer whose row names the target's layer (or the target file). Type-only imports count. Files in no layer (tests,
 * bench, eslint/) are not checked. The config passes the table as the rule's option (`{ layers: LAYERS }`), so that
 * ESLint's cache, which keys on the config, forgets its results when the table changes.
 */
const table = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { layers: { type: 'array' } }, additionalProperties: false }],
    messages: { crossing: '{{specifier}} is {{to}} code; {{from}} code may import {{allowed}} (ARCHITECTURE.md, "Layers")' },
  },
  create(context) {
    const layers = context.options[0]?.layers ?? LAYERS;
    const file = repositoryPath(context.filename);
    const from = layerOf(file, layers);
    if (!from) return {};
    return importVisitors((node, specifier) => {
      if (typeof specifier !== 'string') return;
      const path = resolveSpecifier(specifier, file);
      const to = path && layerOf(path, layers);
      if (!to || mayImport(from, to, path, file, layers)) return;
      const allowed = from === to ? 'only its own folder of this layer' : allowedFor(from, layers);
      context.report({ node, messageId: 'crossing', data: { specifier, from, to, allowed } });
    });
  },
};

const plugin = {
  rules: {
    table,
    /**
     * `layers/boundaries`: imports a kind of file may not make (the config uses it for 'use client' files), resolved
     * to repository paths so that relative and `@/` imports are caught alike. Each option is `{ disallow:
     * ['lib/pipeline/', …], node?: true, clientOnly?: true, message }`: with `clientOnly`, only files with the
     * 'use client' directive are checked; with `node`, Node's built-in modules are disallowed too.
     */
    boundaries: {
      meta: { type: 'problem', schema: { type: 'array' }, messages: { crossing: '{{specifier}}: {{message}}' } },
      create(context) {
        const options = context.options;
        let client = false;
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          const path = resolveSpecifier(specifier, repositoryPath(context.filename));
          for (const o of options) {
            if (o.clientOnly && !client) continue;
            const bare = specifier.replace(/^node:/, '');
            const hit = path
              ? o.disallow.some((d) => path === d.replace(/\/$/, '') || path.startsWith(d))
              : o.node && (specifier.startsWith('node:') || builtins.has(bare));
            if (hit) context.report({ node, messageId: 'crossing', data: { specifier, message: o.message } });
          }
        };
        const visitors = importVisitors((node, specifier, typeOnly) => {
          // A type-only import is erased before the code reaches a browser.
          if (!typeOnly) check(node, specifier);
        });
        return {
          ...visitors,
          Program(program) {
            client = isClient(program);
          },
        };
      },
    },
  },
};

export default plugin;
