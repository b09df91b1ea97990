import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };

/**
 * The unit tests of the author's check (`npm run check`, project `check`): the content rules and claims, the page
 * model (schema, kinds, sidebar, URLs), what the content step makes of a page (Markdown, inline Markdown, diagrams,
 * highlighted code, sections, OpenAPI, feeds) and the tests that read the real `content/` and `data/`. They run in one
 * worker without per-file isolation (the modules they share load once), so a file listed here must leave no state
 * behind: no `vi.mock`, no process-wide change it does not undo (`vi.stubEnv` and `vi.stubGlobal` are undone after
 * each test). Every other file of `__tests__/unit`, a new one included, runs in `npm test` (project `unit`) only.
 */
const AUTHOR_CHECK_TESTS = [
  'claims-check',
  'code-theme',
  'content-check',
  'diagrams',
  'doc-paths',
  'feeds',
  'heldout-queries',
  'inline-markdown',
  'kinds',
  'markdown',
  'openapi',
  'rehype-sections',
  'rules',
  'sidebar',
  'url-path',
].map((name) => `__tests__/unit/${name}.test.ts`);
const authorCheckFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const missing = AUTHOR_CHECK_TESTS.filter((file) => !existsSync(authorCheckFile(file)));
if (missing.length) throw new Error(`vitest.config.ts: the author's check lists test files that do not exist: ${missing.join(', ')}`);
// A module mock would reach the files that run after it in the same worker, or miss modules loaded before it.
const mocking = AUTHOR_CHECK_TESTS.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(authorCheckFile(file), 'utf8')));
if (mocking.length) throw new Error(`vitest.config.ts: the author's check runs its files without isolation; these mock modules: ${mocking.join(', ')}`);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Fast tests of pure code, every file isolated (`npm test`). Timeouts are generous: a loaded machine makes a
      // test slower, never wrong.
      {
        // `server-only` is an empty module here, so that the run-time layer and the route handlers import in a test.
        resolve: { alias: { ...alias, 'server-only': fileURLToPath(new URL('./__tests__/unit/stubs/server-only.ts', import.meta.url)) } },
        test: { name: 'unit', include: ['__tests__/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      // The part of them that `npm run check` runs (AUTHOR_CHECK_TESTS above), one file after another in one worker.
      {
        resolve: { alias },
        test: {
          name: 'check',
          include: AUTHOR_CHECK_TESTS,
          environment: 'node',
          isolate: false,
          fileParallelism: false,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
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
