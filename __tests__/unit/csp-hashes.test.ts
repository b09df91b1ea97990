import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CspFile } from '@/lib/runtime/runtime-data';
import { writeCspHashes } from '../../scripts/build/post-prerender.mjs';

const dir = mkdtempSync(join(tmpdir(), 'csp-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CSP source of an inline script body, computed here independently of the build's code. */
const source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('CSP hashes of prerendered pages', () => {
  it('hashes each inline script of each page once, byte for byte, and skips external and empty scripts', () => {
    const theme = 'document.documentElement.dataset.theme=localStorage.theme';
    const payload = 'self.__next_f.push([1,"a\\u003cb"])';
    const pages = [
      {
        pathname: '/current/admin',
        html: `<head><script>${theme}</script><script src="/_next/static/chunks/main.js" async=""></script></head><body><script>${payload}</script><script>${theme}</script><script></script></body>`,
      },
      { pathname: '/current/', html: `<script id="x" nonce="n">\n  ${theme}\n</script>` },
      { pathname: '/404', html: '<p>no scripts</p>' },
    ];
    const file = join(dir, 'csp.json');
    expect(writeCspHashes(pages, file, 'build-1')).toBe(3);
    const { buildId, pages: map } = JSON.parse(readFileSync(file, 'utf8')) as CspFile;
    expect(buildId).toBe('build-1');
    expect(map['/current/admin']).toEqual([source(theme), source(payload)]);
    // White space inside the element is part of the hash, as browsers compute it.
    expect(map['/current/']).toEqual([source(`\n  ${theme}\n`)]);
    expect(map['/current/']).not.toEqual([source(theme)]);
    expect(map['/404']).toEqual([]);
  });
});
