import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { inlineCss } from './inline-css';

const base = inject('baseUrl');
const KiB = 1024;
const BUDGET = { html: 60 * KiB, firstPartyJs: 25 * KiB, totalJs: 190 * KiB, css: 30 * KiB };

/** A sample of every kind of page, including the heaviest of each kind. */
const SAMPLE = [
  '/current/',
  '/current/admin/',
  '/current/get-started/docker',
  '/current/mcp-server',
  '/current/reference/sql/commands/SELECT-statements',
  '/current/reference/sql/sql-functions/functions/DATE_TRUNC',
  '/current/reference/sql/sql-functions/ALL_FUNCTIONS',
  '/current/reference/sql/sql-functions/STRING',
  '/current/reference/sql/system-tables/jobs',
  '/current/reference/sql/reserved-keywords',
  '/current/reference/api/catalog/source/container-source-config',
  '/current/reference/api/reflections/',
  '/current/release-notes/version-250-release',
  '/current/release-notes/dependencies',
  '/current/search',
  '/current/no-such-page',
];

// The framework's own runtime: the chunks every route loads before any of our code.
const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] };
const framework = new Set(manifest.rootMainFiles.map((f) => `/_next/${f}`));
const gz = async (path: string) => gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer())).length;

describe('performance budgets (gzipped, per page)', () => {
  it.each(SAMPLE)('%s stays within the HTML, JavaScript and CSS budgets', async (path) => {
    const res = await fetch(base + path);
    const html = await res.text();
    const htmlSize = gzipSync(html).length;
    const scripts = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    let totalJs = 0;
    let firstPartyJs = 0;
    for (const src of new Set(scripts)) {
      const size = await gz(src);
      totalJs += size;
      if (!framework.has(src)) firstPartyJs += size;
    }
    // The stylesheet is inlined into <head> (next.config.mjs inlineCss); linked sheets, if any, count too.
    const inline = inlineCss(html);
    let css = inline ? gzipSync(inline).length : 0;
    for (const href of new Set(styles)) css += await gz(href);
    expect(css).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect({
      path,
      html: htmlSize <= BUDGET.html,
      firstPartyJs: firstPartyJs <= BUDGET.firstPartyJs,
      totalJs: totalJs <= BUDGET.totalJs,
      css: css <= BUDGET.css,
    }).toEqual({
      path,
      html: true,
      firstPartyJs: true,
      totalJs: true,
      css: true,
    });
  });
});

describe('first paint needs the HTML alone', () => {
  it.each(['/current/', '/current/get-started/docker', '/current/reference/api/catalog/', '/current/no-such-page'])(
    '%s carries its stylesheet inline and links none',
    async (path) => {
      const html = await (await fetch(base + path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      expect(inlineCss(head)).toContain('.docs-shell{');
    },
  );
});

describe('startup scripts compile off the main thread', () => {
  it.each(['/current/', '/current/get-started/docker', '/current/reference/sql/sql-functions/functions/DATE_TRUNC', '/current/no-such-page'])(
    '%s: every script the page loads at startup carries the V8 compile hint',
    async (path) => {
      const html = await (await fetch(base + path)).text();
      const scripts = [...html.matchAll(/<script src="([^"]+)" async=""/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const head = (await (await fetch(base + src)).text()).slice(0, 40);
        expect({ src, head }).toEqual({ src, head: expect.stringMatching(/^\/\/# allFunctionsCalledOnLoad\n/) });
      }
    },
  );
});
