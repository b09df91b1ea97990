import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

let server: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Starts the server a Next host runs (`npm start`: plain `next start`, no wrapper) once for every end-to-end suite. */
export default async function setup(project: TestProject) {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` before the tests (npm test does).');
  const port = await freePort();
  // Page feedback's embedded database, in a folder of this run's own (the suites read it with `npm run insights`).
  const feedbackDataDir = mkdtempSync(join(tmpdir(), 'e2e-feedback-'));
  // Every suite searches from one address (127.0.0.1), and each closed search dialog sends a signal: at the readers'
  // limit of 30 a minute, the suites' own searches can use up the budget and get the feedback suite's signals answered
  // 429, missing from its report. The limit itself is tested in the storage suite (__tests__/storage/storage.test.ts),
  // on a server of its own.
  server = spawn('node_modules/.bin/next', ['start', '--hostname', '127.0.0.1'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', FEEDBACK_DATA_DIR: feedbackDataDir, FEEDBACK_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  // The server opens (on this first start, creates) the embedded database as it starts, on its main thread: wait
  // for its socket, so that no suite's first page waits behind it.
  for (const started = Date.now(); !existsSync(join(feedbackDataDir, 'pglite.sock')); await new Promise((r) => setTimeout(r, 200))) {
    if (Date.now() - started > 120_000) throw new Error('the feedback database did not open within 120 s');
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('feedbackDataDir', feedbackDataDir);
  return () => {
    server?.kill();
    rmSync(feedbackDataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    feedbackDataDir: string;
  }
}
