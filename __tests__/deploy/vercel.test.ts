import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../repo-copy';
import { COLLECTION_INDEX } from '@/lib/collection/paths.mjs';
import type { CspFile } from '@/lib/runtime/runtime-data';

/**
 * The platform build a Vercel-style host runs, done locally with the pinned CLI and no account: a clean copy of
 * the repository's files (no build output, no caches), `vercel build`, then checks on `.vercel/output` (Build
 * Output API v3): every page prerendered, the redirects and headers carried, the proxy and the functions given
 * the files they read at run time.
 */
const VERCEL_CLI = 'vercel@59.25.4';
let dir: string;
let output: string;
let log = '';

type Route = { src?: string; headers?: Record<string, string>; status?: number; middlewarePath?: string; handle?: string };
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const functionFiles = (fn: string) =>
  Object.keys(readJson<{ filePathMap: Record<string, string> }>(join(output, 'functions', fn, '.vc-config.json')).filePathMap);

/** `vercel build` in a fresh copy of the repository; returns the copy and the build's log. */
function vercelBuild(prepare?: (dir: string) => void) {
  // Dependencies as installed (hard links: no copy); the platform would run `npm ci` itself.
  const dir = copyRepository('docs-vercel-');
  mkdirSync(join(dir, '.vercel'));
  writeFileSync(join(dir, '.vercel/project.json'), JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs' } }));
  prepare?.(dir);
  const env = { ...process.env, CI: '1', VERCEL_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1' };
  const run = spawnSync('npx', ['-y', VERCEL_CLI, 'build', '--yes'], { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const log = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`vercel build failed (exit ${run.status}):\n${log.slice(-4000)}`);
  return { dir, log };
}

beforeAll(() => {
  ({ dir, log } = vercelBuild());
  output = join(dir, '.vercel/output');
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every prerendered page of a platform build, by path, with the build's id taken out. */
function prerenderedPages(root: string) {
  const buildId = readFileSync(join(root, '.next/BUILD_ID'), 'utf8').trim();
  const pages = new Map<string, string>();
  const walk = (d: string, prefix: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), `${prefix}/${e.name}`);
      else if (e.name.endsWith('.prerender-fallback.html'))
        pages.set(`${prefix}/${e.name.replace('.prerender-fallback.html', '')}`, readFileSync(join(d, e.name), 'utf8').replaceAll(buildId, 'BUILD_ID'));
    }
  };
  walk(join(root, '.vercel/output/functions'), '');
  return pages;
}

describe('vercel build', () => {
  it('completes and writes the Build Output API v3', () => {
    expect(log).toMatch(/Build Completed in \.vercel\/output/);
    expect(readJson<{ version: number }>(join(output, 'config.json')).version).toBe(3);
  });

  it('prerenders every page', () => {
    const { hrefs } = readJson<{ hrefs: string[] }>(join(dir, 'generated/routes.json'));
    const fallbacks = new Set<string>();
    const walk = (d: string, prefix: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name), `${prefix}/${e.name}`);
        else if (e.name.endsWith('.prerender-fallback.html')) fallbacks.add(`${prefix}/${e.name.replace('.prerender-fallback.html', '')}`);
      }
    };
    walk(join(output, 'functions'), '');
    expect(hrefs.length).toBeGreaterThan(600);
    for (const href of hrefs) expect(fallbacks, href).toContain(href.replace(/\/$/, ''));
  });

  it('carries the redirects, the proxy and the asset headers in its routes', () => {
    const { routes } = readJson<{ routes: Route[] }>(join(output, 'config.json'));
    expect(routes.some((r) => r.src === '^\\/(?:\\/)?$' && r.headers?.Location === '/current/' && r.status === 307)).toBe(true);
    // The feed short names are next.config redirects (old page URLs are the proxy's, from data/redirects.json).
    expect(routes.some((r) => r.headers?.Location === '/feeds/releases/rss.xml' && r.status === 308)).toBe(true);
    expect(routes.some((r) => /^\/?_middleware$/.test(r.middlewarePath ?? ''))).toBe(true);
    const assets = routes.find((r) => r.src?.includes('_next\\/static') && r.headers);
    expect(assets?.headers?.['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(assets?.headers?.['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives the proxy and the functions the files they read at run time', () => {
    expect(functionFiles('_middleware.func')).toEqual(expect.arrayContaining(['generated/routes.json', 'generated/csp.json']));
    const csp = readJson<CspFile>(join(dir, 'generated/csp.json'));
    expect(csp.pages['/current/admin']?.[0]).toMatch(/^'sha256-/);
    const mcp = functionFiles('mcp.func');
    expect(mcp).toEqual(
      expect.arrayContaining(['generated/routes.json', 'public/search/meta.json', 'generated/search-body.json', 'public/current/admin/index.md']),
    );
    expect(functionFiles('current.func')).toEqual(expect.arrayContaining([COLLECTION_INDEX, 'generated/site.json']));
  });
});

/**
 * A preview build as the platform runs it after a one-page edit: a fresh checkout of the changed repository with only
 * the previous build's `.next/cache` restored. It must take the unchanged pages from the cache and build the same site.
 */
describe("vercel build with the previous build's .next/cache", () => {
  const EDITED = 'content/acceleration/index.mdx';
  const SENTENCE = 'This sentence exists only in the second build.';
  let second: { dir: string; log: string };
  let pages: number;

  beforeAll(() => {
    pages = readJson<{ hrefs: string[] }>(join(dir, 'generated/routes.json')).hrefs.length;
    second = vercelBuild((copy) => {
      cpSync(join(dir, '.next/cache'), join(copy, '.next/cache'), { recursive: true });
      writeFileSync(join(copy, EDITED), `${readFileSync(join(copy, EDITED), 'utf8').trimEnd()}\n\n${SENTENCE}\n`);
    });
  }, 900_000);

  afterAll(() => {
    if (second?.dir) rmSync(second.dir, { recursive: true, force: true });
  });

  it('the first build finds no cache, the second compiles and checks only the edited page', () => {
    expect(log).toContain(`MDX: 0 of ${pages} pages from cache.`);
    expect(log).toContain(`Content from cache: 0 of ${pages} pages parsed and checked, 0 of ${pages} Markdown exports.`);
    expect(second.log).toContain(`MDX: ${pages - 1} of ${pages} pages from cache.`);
    expect(second.log).toContain(`Content from cache: ${pages - 1} of ${pages} pages parsed and checked, ${pages - 1} of ${pages} Markdown exports.`);
  });

  it('compiles the same collection and writes the same data and Markdown, but for the edited page', () => {
    type Doc = { docId: string; body: { code: string } };
    const docs = (root: string) => new Map(readJson<Doc[]>(join(root, COLLECTION_INDEX)).map((d) => [d.docId, JSON.stringify(d)]));
    const before = docs(dir);
    const after = docs(second.dir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get('acceleration/index')).toContain(SENTENCE);
    expect([...before.keys()].filter((id) => id !== 'acceleration/index' && before.get(id) !== after.get(id))).toEqual([]);
    for (const file of ['generated/routes.json', 'generated/site.json', 'public/llms.txt'])
      expect(readFileSync(join(second.dir, file), 'utf8'), file).toBe(readFileSync(join(dir, file), 'utf8'));
    expect(readFileSync(join(second.dir, 'public/current/acceleration/index.md'), 'utf8')).toContain(SENTENCE);
    expect(readFileSync(join(second.dir, 'public/current/admin/index.md'), 'utf8')).toBe(readFileSync(join(dir, 'public/current/admin/index.md'), 'utf8'));
  });

  it('prerenders the same pages, the edited one with its edit', () => {
    // The inline scripts carry the page's RSC payload in chunks whose boundaries follow the render's timing, and the
    // streaming markers follow it too; what a reader gets is the markup around them.
    const markup = (html: string | undefined) => html?.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
    const before = prerenderedPages(dir);
    const after = prerenderedPages(second.dir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const edited = '/current/acceleration';
    expect(markup(after.get(edited))).toContain(SENTENCE);
    expect(before.get(edited)).not.toContain(SENTENCE);
    const changed = [...before.keys()].filter((path) => path !== edited && markup(before.get(path)) !== markup(after.get(path)));
    expect(changed).toEqual([]);
    // Byte-identical pages, scripts included, are the rule; the count makes a drift visible in the test's output.
    const identical = [...before.keys()].filter((path) => before.get(path) === after.get(path)).length;
    expect(identical).toBeGreaterThan(before.size * 0.9);
  });
});
