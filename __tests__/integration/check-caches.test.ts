import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../repo-copy';

const dir = copyRepository('check-caches-');
// The copy's dependencies are hard links to this checkout's: its caches go, so that the copy writes its own.
for (const cache of ['node_modules/.cache', 'node_modules/.vite']) rmSync(join(dir, cache), { recursive: true, force: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const check = () => spawnSync(process.execPath, ['scripts/check/check.mjs'], { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });

/**
 * `npm run check` keeps caches (the type check's tsconfig.tsbuildinfo, ESLint's and Prettier's under
 * node_modules/.cache): a run after a passing one checks only what changed. Errors made after a passing run, in files
 * that run saw, are all still reported: a type error in a file that was not edited (a function it calls changed), a
 * lint error, a file Prettier would format differently and a broken link.
 */
describe('npm run check after a passing run', () => {
  it('still reports every error made since, with its file', { timeout: 1_200_000 }, () => {
    write('__tests__/check-probe/callee.ts', 'export const probe = (n: number) => n + 1;\n');
    write('__tests__/check-probe/caller.ts', "import { probe } from './callee';\n\nexport const value = probe(1);\n");
    const first = check();
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('npm run check passed');

    // The caller is not edited: only the type check's view of its import changes.
    write('__tests__/check-probe/callee.ts', 'export const probe = (n: string) =>   n;\n');
    write('__tests__/check-probe/lint.ts', 'export function lint() {\n  const unused = 1;\n}\n');
    const page = join(dir, 'content/index.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8').trimEnd()}\n\nSee [a page that is not there](/current/no-such-page).\n`);

    const second = check();
    // Without colours: some tools colour their output even when it goes to a pipe.
    const output = (second.stdout + second.stderr).replace(/\u001b\[[\d;]*m/g, '');
    expect(second.status, output).toBe(1);
    expect(output).toMatch(/__tests__\/check-probe\/caller\.ts\(3,\d+\): error TS2345/);
    expect(output).toMatch(
      /__tests__\/check-probe\/lint\.ts\n\s+2:9\s+error\s+'unused' is assigned a value but never used\b.*@typescript-eslint\/no-unused-vars/,
    );
    expect(output).toContain('[warn] __tests__/check-probe/callee.ts');
    expect(output).toMatch(/content\/index\.mdx:\d+: broken link "\/current\/no-such-page": no page has that URL \(link\)/);
    expect(output).toContain('npm run check failed');
  });
});
