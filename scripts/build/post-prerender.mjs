// Work on the prerendered output that has to happen inside `next build`, before a platform adapter (or the
// standalone writer) copies that output: V8 compile hints on the startup scripts, and the CSP hashes of every
// page's inline scripts. Both take the prerendered pages as `{ pathname, html }` (scripts/build/next-adapter.mjs
// reads them from the adapter context's prerender outputs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every page loads at startup with V8's explicit compile hint. Chromium then compiles their
 * functions eagerly on a background thread while the file streams in, instead of lazily on the main thread
 * when the framework boots (measured in bench/README.md). Scripts loaded on demand (search, FlexSearch) keep
 * lazy compilation: most of their functions are not called at once.
 */
export function addCompileHints(distDir, pages) {
  const startup = new Set();
  for (const { html } of pages) {
    for (const m of html.matchAll(/<script src="\/_next\/(static\/chunks\/[\w.~-]+\.js)" async=""/g)) startup.add(m[1]);
  }
  if (startup.size === 0) throw new Error('compile hints: no startup scripts found in the prerendered pages');
  let marked = 0;
  for (const file of startup) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(HINT)) continue;
    writeFileSync(path, HINT + code);
    marked++;
  }
  return { marked, total: startup.size };
}

/**
 * Hashes every inline script of every prerendered page into `outFile` (`pages`, keyed by route: `/current/admin`,
 * `/_not-found`), so the proxy can send a Content-Security-Policy that allows exactly those scripts. The file names
 * the build it belongs to (`buildId`): a server refuses to start on a build whose pages the file does not describe
 * (instrumentation.ts), such as a build stopped half-way, which leaves the previous build's hashes.
 */
export function writeCspHashes(pages, outFile, buildId) {
  const map = {};
  for (const { pathname, html } of pages) {
    const hashes = new Set();
    for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(m[1] ?? '') || !m[2]) continue;
      hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
    }
    map[pathname] = [...hashes];
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(`${outFile}.tmp`, JSON.stringify({ buildId, pages: map }));
  renameSync(`${outFile}.tmp`, outFile);
  return Object.keys(map).length;
}
