import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

/** A folder outside the project, named relative to the working directory as the reader's files are. */
const dir = mkdtempSync(join(tmpdir(), 'runtime-data-'));
const file = (name: string) => relative(process.cwd(), join(dir, name));
const write = (name: string, value: unknown, mtime: number) => {
  writeFileSync(join(dir, name), JSON.stringify(value));
  utimesSync(join(dir, name), mtime, mtime);
};

/** The reader as a production server or `next dev` loads it (the mode is read once, when the module loads). */
async function reader(mode: 'production' | 'development') {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', mode);
  return (await import('@/lib/runtime/runtime-data')).readJson;
}

afterEach(() => vi.unstubAllEnvs());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readJson, the one reader of generated data', () => {
  it('parses a file once per process in production, and hands out the same value', async () => {
    const readJson = await reader('production');
    write('routes.json', { hrefs: ['/current/'] }, 1_000);
    const first = readJson<{ hrefs: string[] }>(file('routes.json'));
    expect(first.hrefs).toEqual(['/current/']);
    write('routes.json', { hrefs: ['/current/', '/current/admin/'] }, 2_000);
    expect(readJson(file('routes.json'))).toBe(first);
  });

  it('parses a file again in development once its modification time changed', async () => {
    const readJson = await reader('development');
    write('site.json', { pages: [] }, 1_000);
    const first = readJson<{ pages: string[] }>(file('site.json'));
    expect(readJson(file('site.json'))).toBe(first);
    write('site.json', { pages: ['admin/index'] }, 2_000);
    expect(readJson<{ pages: string[] }>(file('site.json')).pages).toEqual(['admin/index']);
  });

  it('gives the fallback for a missing or half-written file, and keeps trying', async () => {
    for (const mode of ['production', 'development'] as const) {
      const readJson = await reader(mode);
      expect(readJson(file(`missing-${mode}.json`), { hrefs: [] })).toEqual({ hrefs: [] });
      writeFileSync(join(dir, `half-${mode}.json`), '{"hrefs": ["/cur');
      expect(readJson(file(`half-${mode}.json`), {})).toEqual({});
      write(`half-${mode}.json`, { hrefs: ['/current/'] }, 3_000);
      expect(readJson(file(`half-${mode}.json`), {})).toEqual({ hrefs: ['/current/'] });
    }
  });

  it('names a missing file and what writes it when there is no fallback', async () => {
    for (const mode of ['production', 'development'] as const) {
      const readJson = await reader(mode);
      expect(() => readJson(file('absent.json'))).toThrow(`${file('absent.json')} is missing: \`npm run build\` or \`npm run dev\` writes it`);
    }
  });
});
