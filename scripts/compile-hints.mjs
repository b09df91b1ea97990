// After `next build`: mark the scripts every page loads at startup with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`). Chromium then compiles their functions eagerly on a background thread
// while the file streams in, instead of lazily on the main thread when the framework boots. That boot is
// the longest task of a page load; the hint shortens it (measured in bench/README.md). Scripts loaded on
// demand (search, FlexSearch) keep lazy compilation: most of their functions are not called at once.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const pagesRoot = '.next/server/app';
const startup = new Set();
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.html')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/<script src="\/_next\/(static\/chunks\/[\w.~-]+\.js)" async=""/g)) startup.add(m[1]);
    }
  }
};
walk(pagesRoot);
if (startup.size === 0) throw new Error('compile-hints: no startup scripts found in the prerendered pages');
let marked = 0;
for (const file of startup) {
  const path = join('.next', file);
  const code = readFileSync(path, 'utf8');
  if (code.startsWith(HINT)) continue;
  writeFileSync(path, HINT + code);
  marked++;
}
console.log(`Compile hints on ${marked} startup scripts (${startup.size} in all).`);
