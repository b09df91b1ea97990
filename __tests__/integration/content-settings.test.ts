import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../repo-copy';

/**
 * The content step's cache is kept between builds (a platform restores .next/cache), and a Vercel preview builds
 * with a site URL of its own: the Markdown exports and llms-full.txt of a build under one site URL must not be
 * reused by a build under another.
 */
let dir: string;
let second: { status: number | null; log: string };
const contentStep = (env: Record<string, string>) => {
  const r = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build/build-content.ts'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, log: `${r.stdout}\n${r.stderr}` };
};

beforeAll(() => {
  dir = copyRepository('docs-content-settings-');
  const first = contentStep({ SITE_URL: 'https://docs.dremio.com' });
  if (first.status !== 0) throw new Error(`the content step failed:\n${first.log.slice(-3000)}`);
  second = contentStep({ SITE_URL: 'https://docs.example.org' });
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the content step after the site URL changed', () => {
  it('writes every Markdown export and llms-full.txt again, with the new site URL', () => {
    expect(second.status, second.log.slice(-3000)).toBe(0);
    // What the settings do not touch (every page parsed and checked) still comes from the cache.
    expect(second.log).toMatch(/Content from cache: (\d+) of \1 pages parsed and checked, 0 of \1 Markdown exports\./);
    const landing = readFileSync(join(dir, 'public/current/admin/index.md'), 'utf8');
    expect(landing).toContain('(https://docs.example.org/current/admin/licensing/)');
    expect(landing).not.toContain('https://docs.dremio.com/current/');
    expect(readFileSync(join(dir, 'public/llms-full.txt'), 'utf8')).toContain('https://docs.example.org/current/admin/licensing/');
    expect(readFileSync(join(dir, 'public/llms.txt'), 'utf8')).toContain('https://docs.example.org/llms/admin.txt');
  });
});
