import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Next's and TypeScript's recommended rules, plus the layer boundaries of ARCHITECTURE.md: code that runs in the
 * reader's browser never imports the build pipeline, and nothing the site runs imports the dev loop.
 */
const PIPELINE = ['**/lib/content-check*', '**/lib/claims-*', '**/lib/git-dates*', '**/lib/llms*', '**/lib/openapi*', '**/lib/search/build*', '**/lib/search/sources*', '**/lib/mdx-analysis*', '**/scripts/**'];
const DEV_LOOP = ['**/lib/dev-*', '**/scripts/dev*'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.contentlayer/**', '.vercel/**', 'generated/**', 'public/**', 'node_modules/**', 'bench/results/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // Plain <a> is deliberate: long link lists navigate client-side through one listener
      // (components/client-links.tsx) instead of hydrating a <Link> per link.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // What the site runs (routes, the proxy, the run-time data layer) never imports the dev loop.
    files: ['app/**/*.ts', 'app/**/*.tsx', 'proxy.ts', 'lib/**/*.ts', 'components/**/*.tsx'],
    ignores: ['**/*.dev.ts', '**/*.dev.tsx', 'app/dev/**', 'lib/dev-*', 'components/dev-refresh.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: DEV_LOOP, message: 'Only the dev loop (scripts/dev/dev*, *.dev.tsx, app/dev) may import the dev loop.' }] }],
    },
  },
  {
    // Client components (after the block above, whose rule this one replaces for them, with the dev loop included): the browser bundle must not pull in the build pipeline, the dev loop or server-only readers.
    files: ['components/**/*.tsx', 'lib/search/client.ts', 'lib/search/engine.ts', 'lib/search/query.ts', 'lib/search/highlight.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...PIPELINE, ...DEV_LOOP, '**/lib/runtime-data*', 'node:*', 'fs', 'path'], message: 'Client-side code may not import the build pipeline, the dev loop or Node modules.' }] }],
    },
  },
  {
    // Tests are not React code: `useBrowser` is a test fixture, not a hook.
    files: ['__tests__/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
