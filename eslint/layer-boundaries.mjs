import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtins = new Set(builtinModules);

/** The repository path an import points at (`@/lib/x` and relative specifiers), or null for a package. */
function target(specifier, file) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(file), specifier));
  return null;
}

const isClient = (program) => program.body.some((n) => n.type === 'ExpressionStatement' && n.directive === 'use client');

/**
 * `layers/boundaries`: imports that cross a layer boundary of ARCHITECTURE.md, resolved to repository paths so that
 * relative and `@/` imports are caught alike. Each option is `{ disallow: ['lib/pipeline/', …], node?: true,
 * clientOnly?: true, message }`: with `clientOnly`, only files with the 'use client' directive are checked; with
 * `node`, Node's built-in modules are disallowed too.
 */
const plugin = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: { type: 'array' }, messages: { crossing: '{{specifier}}: {{message}}' } },
      create(context) {
        const options = context.options;
        let client = false;
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          const path = target(specifier, context.filename);
          for (const o of options) {
            if (o.clientOnly && !client) continue;
            const bare = specifier.replace(/^node:/, '');
            const hit = path
              ? o.disallow.some((d) => path === d.replace(/\/$/, '') || path.startsWith(d))
              : o.node && (specifier.startsWith('node:') || builtins.has(bare));
            if (hit) context.report({ node, messageId: 'crossing', data: { specifier, message: o.message } });
          }
        };
        return {
          Program(program) {
            client = isClient(program);
          },
          ImportDeclaration(node) {
            if (node.importKind !== 'type') check(node, node.source.value);
          },
          ImportExpression(node) {
            check(node, node.source.value);
          },
          ExportAllDeclaration(node) {
            check(node, node.source.value);
          },
          ExportNamedDeclaration(node) {
            if (node.source) check(node, node.source.value);
          },
        };
      },
    },
  },
};

export default plugin;
