import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkContent, describeIssue, loadDoc, type CachedFile, type CheckedDoc, type Issue } from '../../lib/pipeline/checks/content-check';
import { DEV_STATUS_FILE, type DevStatus } from '../../lib/dev/dev-status';
import { DEV_FROZEN_STATUS_ENV, DEV_FROZEN_STATUS_FILE } from '../../lib/runtime/files.mjs';
import { DEV_DOCS_FILE, type DevDocs } from '../../lib/runtime/runtime-data';
import { readContent } from '../../lib/pipeline/checks/read-content';
import { buildSiteSearch } from '../../lib/pipeline/site-search';
import { pageDates, writeMarkdown, writeSearch, writeSiteData } from '../build/content-data';
import { pageRecord } from '../../lib/model/page';
import { compilePage, MdxCompileError } from '../../lib/collection/compile';
import { versions } from '../../lib/model/versions';
import { watchTree } from './watch-tree';

/**
 * `npm run dev`: the preview loop.
 *
 * At start it launches `next dev` and `contentlayer2 build` (contentlayer's cache makes its build quick after
 * the first one) and, beside them, checks the content and writes the site data. Then it watches content/.
 * After each saved edit it parses the edited page, compiles it with contentlayer's own compiler and options
 * (lib/collection/compile.ts), writes it to generated/dev-docs.json, which lib/runtime/site.ts lays over the collection,
 * and only then checks the whole site again (reusing every other page's parse) for the errors. The open page
 * re-renders through the dev-only route app/dev/content-events (components/dev-refresh.tsx).
 *
 * `contentlayer2 dev` is not used: after every edit it rewrites all 700 compiled pages and the 10 MB index,
 * which took 5–7 s here, and removes the index while it does.
 *
 * Frozen versions (versions/<label>/) are made by the build's own step (scripts/build/build-versions.ts) at start,
 * from .next/cache when a build already made them (otherwise about half a minute), and again after a save under
 * versions/ (a few seconds: the version's compiled pages are kept); until it has written a version's data, that
 * version's pages show the waiting page of lib/runtime/dev-pending.ts, which lists the step's errors if it failed.
 * A content error in a frozen version shows like current's: in this terminal and over the open page, which keeps its
 * last good version (generated/dev-frozen-status.json, written by the step).
 *
 * A content error does not stop the loop: the page keeps its last good version, and the error (file, line,
 * reason) shows in this terminal and over the open page until the file is fixed. Length rules, which count
 * over the whole site, are left to `npm run check` and the build.
 */
const bin = (name: string) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const children: ChildProcess[] = [];
let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const started = Date.now();
rmSync(DEV_DOCS_FILE, { force: true });
// The frozen step's errors of an earlier run are not this run's.
rmSync(DEV_FROZEN_STATUS_FILE, { force: true });
const files = new Map(readContent('content').map((f) => [f.path, f]));
const cache = new Map<string, CachedFile>();
/** The last version of each page that loaded, which stands in for it while its file does not load. */
const lastGood = new Map<string, CheckedDoc>();
const edited: DevDocs = { docs: {} };
const compileErrors = new Map<string, Issue>();
let lastUpdated: Record<string, string> = {};
let lastStatus = '';

/** Checks every file (the cache parses only the edited ones), writes the site data and the errors. */
function check() {
  const result = checkContent(
    [...files.values()].sort((a, b) => a.path.localeCompare(b.path)),
    { cache, lastGood, keywordRules: true },
  );
  for (const doc of result.docs) lastGood.set(doc.file, doc);
  writeSiteData(result, lastUpdated);
  const errors = [...result.errors, ...compileErrors.values()];
  const status = JSON.stringify({ errors } satisfies DevStatus);
  // Unchanged errors are not written again: the open page listens for changes of this file.
  if (status !== lastStatus) writeFileSync(DEV_STATUS_FILE, status);
  lastStatus = status;
  return { result, errors };
}

/** Writes a file whole (a temporary file, then a rename), so that the server never reads half of it. */
function writeWhole(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

let pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let shown = 0;

watchTree('content', (name) => {
  const path = `content/${name}`;
  if (!path.endsWith('.mdx') && !path.endsWith('/_category.json')) return;
  pending.add(path);
  // Editors save in bursts (a temporary file, a rename): handle the burst once.
  clearTimeout(timer);
  timer = setTimeout(() => {
    // One edit at a time, in order; a failure is reported and the next save is handled all the same.
    running = (running ?? Promise.resolve()).then(handleEdits).catch((error) => console.error('The dev loop could not handle the save:', error));
  }, 15);
});

function start(name: string, args: string[], onExit: (code: number) => void, env?: Record<string, string>) {
  const child = spawn(bin(name), args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => !stopping && onExit(code ?? 1));
  return child;
}
start('next', ['dev', ...process.argv.slice(2)], (code) => {
  console.error(`next dev exited with ${code}; stopping the dev loop.`);
  stop(code);
});
/** Whether contentlayer must compile the whole collection again: its build at start failed on a content error. */
let fullCompilePending = false;
const compileAll = () =>
  start('contentlayer2', ['build'], (code) => {
    fullCompilePending = code !== 0;
    if (code !== 0) console.error('contentlayer could not compile the collection; it runs again once the content check passes.');
  });
compileAll();

/** Whether the frozen step is running, and whether a save under versions/ came in meanwhile and needs another run. */
let frozenRunning = false;
let frozenAgain = false;
function makeFrozen() {
  if (frozenRunning) {
    frozenAgain = true;
    return;
  }
  frozenRunning = true;
  const t = Date.now();
  // Its own output (a line per version, or the file, field and reason of a content error) goes to this terminal, and
  // its errors to the status file that the open page shows; on an error, the versions keep their last good pages.
  start(
    'tsx',
    [fileURLToPath(new URL('../build/build-versions.ts', import.meta.url))],
    (code) => {
      if (code !== 0) console.error(`The frozen versions could not be made (${Date.now() - t} ms); fix the file named above and save it again.`);
      frozenRunning = false;
      if (frozenAgain) {
        frozenAgain = false;
        makeFrozen();
      }
    },
    { [DEV_FROZEN_STATUS_ENV]: DEV_FROZEN_STATUS_FILE },
  );
}
if (versions.frozen.length) {
  makeFrozen();
  let frozenTimer: ReturnType<typeof setTimeout> | undefined;
  watchTree('versions', (name) => {
    if (!/^[^/]+\/(?:content|data)\//.test(name)) return;
    clearTimeout(frozenTimer);
    frozenTimer = setTimeout(makeFrozen, 100);
  });
}

const dates = pageDates([...files.keys()].filter((p) => p.endsWith('.mdx')).map((file) => ({ file, id: file.slice('content/'.length, -'.mdx'.length) })));
lastUpdated = dates.lastUpdated;
if (dates.warning) console.warn(dates.warning);
const initial = check();
shown = initial.errors.length;
for (const e of initial.errors) console.error(describeIssue(e));
console.log(`${dates.message} Content checked: ${initial.result.docs.length} pages, ${initial.errors.length} error(s) in ${Date.now() - started} ms.`);

// The first compile loads the highlighter's grammars (about half a second): do it now rather than on the first edit.
void compilePage(readFileSync('content/index.mdx', 'utf8'), 'content/index.mdx').catch(() => undefined);

// Search and Markdown: once (the search dialog and the .md URLs use them); rebuilding them on each edit would
// cost seconds, and the page itself does not need them.
if (!existsSync('public/search/meta.json') || !existsSync('public/llms.txt')) {
  const search = await buildSiteSearch(initial.result);
  // In development a bad thesaurus entry leaves search out; the build stops on it.
  if (search.errors) for (const line of search.errors) console.error(line);
  else writeSearch(search);
  writeMarkdown(initial.result, lastUpdated);
}

/** The port `next dev` serves on: `-p`/`--port` as passed to `npm run dev --`, else PORT, else 3000. */
function devPort(args: readonly string[]): number {
  const i = args.findIndex((a) => a === '-p' || a === '--port');
  const given = i >= 0 ? args[i + 1] : args.find((a) => a.startsWith('--port='))?.slice('--port='.length);
  return Number(given ?? process.env.PORT ?? 3000);
}
const port = devPort(process.argv.slice(2));

/**
 * A page added while `next dev` runs: Next answers its first request from the page list it had (404) and refreshes
 * that list on the way, so the author's first visit would say "Page not found". Asked here until it answers, the
 * page is there when the author opens the address printed.
 */
async function warmNewPage(href: string) {
  const url = `http://localhost:${port}${href}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const status = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) {
      console.log(`New page ready: ${url}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn(`New page ${url} did not answer yet; reload it in the browser.`);
}

async function handleEdits() {
  const changed = [...pending];
  pending = new Set();
  if (!changed.length) return;
  const known = new Set(lastGood.keys());
  const t = Date.now();
  for (const path of changed) {
    const exists = existsSync(path) && statSync(path).isFile();
    const sourcePath = path.slice('content/'.length);
    if (!exists) {
      files.delete(path);
      if (path.endsWith('.mdx')) edited.docs[sourcePath] = null;
      continue;
    }
    const source = readFileSync(path, 'utf8');
    files.set(path, { path, source });
    if (!path.endsWith('.mdx')) continue;
    const own: Issue[] = [];
    const doc = loadDoc({ path, source }, own);
    cache.set(path, { source, doc, errors: own });
    compileErrors.delete(path);
    if (!doc) continue;
    try {
      const code = await compilePage(source, path);
      edited.docs[sourcePath] = { page: pageRecord(doc, lastUpdated), code };
    } catch (error) {
      if (!(error instanceof MdxCompileError)) throw error;
      compileErrors.set(path, {
        file: path,
        line: error.line,
        rule: error.rule,
        message: error.rule === 'diagram' ? error.reason : `MDX compile error: ${error.reason}`,
      });
    }
  }
  const compiledIn = Date.now() - t;
  // The site-wide check writes the site data (every page's record and the sidebar) before an edited page whose record
  // changed is written: the open page refreshes on either file, and its sidebar must never lag behind its own title.
  // An edit that leaves every edited page's record (frontmatter, headings) as the site data has it, such as a new
  // paragraph, changes nothing the check writes but its errors: the page is written first, and shows while the
  // check runs (bench/README.md, "Preview loop").
  const recordsKept = changed.every((path) => {
    const page = edited.docs[path.slice('content/'.length)];
    const before = lastGood.get(path);
    return path.endsWith('.mdx') && page && before && JSON.stringify(page.page) === JSON.stringify(pageRecord(before, lastUpdated));
  });
  const writePage = () => {
    writeWhole(DEV_DOCS_FILE, JSON.stringify(edited));
    return Date.now() - t;
  };
  const keptWritten = recordsKept ? writePage() : 0;
  const checkStarted = Date.now();
  const { errors } = check();
  const checkedIn = Date.now() - checkStarted;
  const writtenIn = recordsKept ? keptWritten : writePage();
  const names = changed.join(', ');
  console.log(
    `Updated ${names}: compiled in ${compiledIn} ms, checked in ${checkedIn} ms, page written ${writtenIn} ms after the save was handled (${recordsKept ? 'before' : 'after'} the check).`,
  );
  if (errors.length) {
    for (const e of errors) console.error(describeIssue(e));
    console.error(`${errors.length} content error(s) after saving ${names} (${Date.now() - t} ms); the pages keep their last good version.`);
  } else {
    if (shown) console.log(`Content check passed again after saving ${names} (${Date.now() - t} ms).`);
    if (fullCompilePending) {
      fullCompilePending = false;
      compileAll();
    }
  }
  shown = errors.length;
  for (const path of changed) {
    const doc = lastGood.get(path);
    if (doc && !known.has(path) && !errors.some((e) => e.file === path)) void warmNewPage(doc.href);
  }
}
