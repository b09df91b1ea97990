import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Fast tests of pure code, the ones `npm run check` runs. Timeouts are generous: a loaded machine makes a test
      // slower, never wrong.
      {
        // `server-only` is an empty module here, so that the run-time layer and the route handlers import in a test.
        resolve: { alias: { ...alias, 'server-only': fileURLToPath(new URL('./__tests__/unit/stubs/server-only.ts', import.meta.url)) } },
        test: { name: 'unit', include: ['__tests__/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      // Tests that run subprocesses, git repositories, contentlayer or file watchers on fixtures (`npm test` only).
      {
        resolve: { alias },
        test: { name: 'integration', include: ['__tests__/integration/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 300_000 },
      },
      // Search quality over the index that `npm run content` writes to public/search.
      { resolve: { alias }, test: { name: 'search', include: ['__tests__/search/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // The preview loop: `npm run dev` in a copy of the repository, edits saved with a page open in Chromium.
      { resolve: { alias }, test: { name: 'dev', include: ['__tests__/dev/**/*.test.ts'], environment: 'node', testTimeout: 90_000, hookTimeout: 300_000 } },
      // Page feedback and search signals stored through `next start` in PGlite and in a Postgres server of their own.
      {
        resolve: { alias },
        test: {
          name: 'storage',
          include: ['__tests__/storage/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // Deployment: the standalone output served from an empty folder, and the platform build (`vercel build`).
      {
        resolve: { alias },
        test: {
          name: 'deploy',
          include: ['__tests__/deploy/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['__tests__/e2e/**/*.test.ts'],
          environment: 'node',
          // One production server (started once) serves every end-to-end suite; files run one after another.
          globalSetup: ['__tests__/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
