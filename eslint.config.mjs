import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint/layer-boundaries.mjs';
import { LAYERS } from './eslint/layers.mjs';

/**
 * Next's and TypeScript's recommended rules, plus the layer table of ARCHITECTURE.md (every row's "may import") and
 * its rule for code that runs in the reader's browser.
 */
const PIPELINE = ['lib/pipeline/', 'lib/search/build', 'lib/search/sources', 'scripts/'];

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
      // Components read browser-only state (localStorage, the URL, the DOM, the search index) after hydration. That
      // has to happen in an effect, so that the first render matches the prerendered HTML.
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // The layer table of ARCHITECTURE.md (eslint/layers.mjs): each layer imports only what its row allows; no row
    // allows the dev loop, so nothing the site runs imports it.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { layers },
    // The table is the rule's option so that `npm run check`'s ESLint cache is dropped when it changes.
    rules: { 'layers/table': ['error', { layers: LAYERS }] },
  },
  {
    // Code that runs in the reader's browser ('use client' files) never imports the build pipeline, the run-time data
    // layer, the MCP server or Node modules.
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}', 'components/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/boundaries': [
        'error',
        {
          clientOnly: true,
          node: true,
          disallow: [...PIPELINE, 'lib/runtime/', 'lib/mcp/'],
          message: 'client code may not import the build pipeline, the run-time data layer or Node modules',
        },
      ],
    },
  },
  {
    // contentlayer is reached through its adapter only (lib/collection): no other file names its packages.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/collection/**', 'contentlayer.config.ts', '__tests__/integration/collection.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['contentlayer2', 'contentlayer2/*', '@contentlayer2/*', 'next-contentlayer2', 'next-contentlayer2/*', 'mdx-bundler'],
              message: 'reach contentlayer through lib/collection (its adapter).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests are not React code: `useBrowser` is a test fixture, not a hook.
    files: ['__tests__/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
