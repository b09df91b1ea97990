// The frozen versions' step of `npm run build` (scripts/build/build.mjs): for each frozen version of the versions file
// (versions/<label>/, made by `npm run version:cut`), the data its pages are served from: every page's record with its
// compiled body and the sidebar, the page list, the Markdown, llms.txt and llms-full.txt, and the search index.
//
// A frozen version never changes, so its output is made once and reused by content hash: the key covers every byte of
// versions/<label>/, the pages' "Last updated" dates and the code that makes the output (the content step's and the
// MDX compile's sources, the lockfile, Node). The output is kept under .next/cache (the folder a Vercel-style platform
// restores between builds) and copied into place when the key matches, which takes well under a second; otherwise it
// is made by the same content step as current's (scripts/build/build-content.ts, run in a work folder that holds the
// version's content/ and data/, so every check and every writer runs unchanged) and the same one-page MDX compile as the
// dev loop (lib/collection/compile.ts). Its pages link to /current/…, as they did when it was cut: the output says
// /<label>/ instead, so the frozen files stay byte-for-byte what was cut and fixed. ARCHITECTURE.md, "Versions".
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilePage, MdxCompileError } from '../../lib/collection/compile';
import { gitDates } from '../../lib/pipeline/git-dates';
import { buildSettings, site as settings, siteSummary } from '../../lib/model/site';
import { versions } from '../../lib/model/versions';
import { DEV_FROZEN_STATUS_ENV, VERSIONS_DIR, versionFiles } from '../../lib/runtime/files.mjs';
import type { StepIssue } from '../../lib/runtime/dev-pending';
import type { FrozenSiteData, SiteData } from '../../lib/runtime/runtime-data';
import { CACHE_DIR, codeKey, sha256 } from './cache.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STORE = `${CACHE_DIR}/versions`;
const WORK = `${CACHE_DIR}/version-work`;

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(join(dir, d), { withFileTypes: true })) {
      const path = d ? `${d}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  if (existsSync(dir)) walk('');
  return found.sort();
}

/** A failure of the step that names its files, for the terminal and, in the dev loop, the open page. */
class FrozenStepError extends Error {
  constructor(
    message: string,
    readonly issues: StepIssue[],
  ) {
    super(message);
  }
}

/**
 * The version's links and URLs: what the pages say of /current/ is said of /<label>/, and a diagram's own SVG file
 * (`/diagrams/<hash>.svg`, "Open the SVG") is the version's copy under /<label>/diagrams/.
 */
const relabel = (text: string, label: string) =>
  text.replaceAll('/current/', `/${label}/`).replace(/\/diagrams\/([0-9a-f]{16}\.svg)/g, `/${label}/diagrams/$1`);

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((done) => child.on('close', (code) => done({ code: code ?? 1, output })));
}

/** Compiles every page of the work folder's content/, each reused from the previous run when its bytes are unchanged. */
async function compileAll(label: string, src: string, work: string, key: string, pages: string[]): Promise<Record<string, string>> {
  const cacheFile = join(work, '.next/cache/compiled.json');
  let cache: Record<string, string> = {};
  try {
    cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>;
  } catch {
    // No previous compile.
  }
  const bodies: Record<string, string> = {};
  const next: Record<string, string> = {};
  const top = process.cwd();
  // The remark plugin finds diagrams in the work folder's cache, where its content step rendered them.
  process.chdir(work);
  try {
    let i = 0;
    const worker = async () => {
      while (i < pages.length) {
        const file = pages[i++]!;
        const source = readFileSync(file, 'utf8');
        const k = sha256(`${key}\n${file}\n${source}`);
        let code = cache[k];
        if (code === undefined) {
          try {
            code = await compilePage(source, file);
          } catch (error) {
            if (!(error instanceof MdxCompileError)) throw error;
            const issue = { file: `${src}/${file}`, line: error.line, rule: 'mdx', message: `MDX compile error: ${error.reason}` };
            throw new FrozenStepError(`version ${label}: a page did not compile; nothing was built`, [issue]);
          }
        }
        next[k] = code;
        bodies[file] = code;
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    process.chdir(top);
  }
  writeFileSync(cacheFile, JSON.stringify(next));
  return bodies;
}

/** Makes a version's output in `out` (a fresh folder); `code` keys the cache of its compiled pages. */
async function produce(label: string, src: string, code: string, out: string) {
  const work = `${WORK}/${label}`;
  for (const dir of ['content', 'data', 'generated', 'public', 'issues.json']) rmSync(join(work, dir), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The work folder resolves the site's packages as the repository does: the diagram engines' versions, read from
  // node_modules under the working directory, are part of each diagram's file name (lib/mdx/diagrams.ts).
  if (!existsSync(join(work, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  cpSync(join(src, 'content'), join(work, 'content'), { recursive: true });
  if (existsSync(join(src, 'data'))) cpSync(join(src, 'data'), join(work, 'data'), { recursive: true });
  const issuesFile = resolve(work, 'issues.json');
  const content = await run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/build/build-content.ts')], work, {
    ...process.env,
    DOCS_HISTORY_CWD: resolve(src),
    DOCS_HISTORY_ORIGIN: ROOT,
    DOCS_ISSUES_FILE: issuesFile,
  });
  if (content.code !== 0) {
    // The content step names files as content/…, in its output and its issues: say where they are.
    const here = (text: string) => text.replace(/^content\//gm, `${src}/content/`);
    process.stderr.write(here(content.output));
    const issues: StepIssue[] = existsSync(issuesFile)
      ? (JSON.parse(readFileSync(issuesFile, 'utf8')) as StepIssue[]).map((issue) => ({ ...issue, file: here(issue.file) }))
      : // A failure after the content check (the thesaurus): its lines are the output's last ones.
        [{ file: src, rule: 'content step', message: content.output.trim().split('\n').slice(-3).join(' ') }];
    throw new FrozenStepError(`version ${label}: the content check failed; nothing was built`, issues);
  }
  const pages = filesUnder(join(work, 'content'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `content/${f}`);
  const compiled = await compileAll(label, src, work, code, pages);

  const site = JSON.parse(readFileSync(join(work, 'generated/site.json'), 'utf8')) as SiteData;
  const data: FrozenSiteData = JSON.parse(relabel(JSON.stringify({ ...site, bodies: compiled }), label));
  for (const page of data.pages) {
    data.bodies[`${src}/${page.sourcePath}`] = data.bodies[page.sourcePath]!;
    delete data.bodies[page.sourcePath];
    page.sourcePath = `${src}/${page.sourcePath}`;
  }
  const files = versionFiles(label);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  write(files.site, JSON.stringify(data));
  write(files.routes, relabel(readFileSync(join(work, 'generated/routes.json'), 'utf8'), label));
  write(files.searchBody, relabel(readFileSync(join(work, 'generated/search-body.json'), 'utf8'), label));
  for (const f of filesUnder(join(work, 'public/current')))
    write(`public/${label}/${f}`, relabel(readFileSync(join(work, 'public/current', f), 'utf8'), label));
  // Each diagram's SVG file, which the pages link as /<label>/diagrams/… (current's step replaces public/diagrams/).
  if (existsSync(join(work, 'public/diagrams')))
    for (const f of filesUnder(join(work, 'public/diagrams'))) write(`public/${label}/diagrams/${f}`, readFileSync(join(work, 'public/diagrams', f), 'utf8'));
  // llms.txt names the release in its first line and its summary, and its section lists (`/llms/<section>.txt`) are
  // the version's own.
  const currentName = `(Dremio ${versions.current.label})`;
  const ownSections = (text: string) => text.replaceAll(`${settings.url}/llms/`, `${settings.url}/${label}/llms/`);
  for (const f of ['llms.txt', 'llms-full.txt']) {
    const text = ownSections(relabel(readFileSync(join(work, 'public', f), 'utf8'), label));
    write(
      `public/${label}/${f}`,
      text.replace(currentName, `(Dremio ${label}, an earlier release)`).replace(siteSummary(versions.current.label), siteSummary(label)),
    );
  }
  // A section list's heading names the release as well: `# Administration (Dremio Documentation, Dremio 26.x)`.
  const sectionRelease = `, Dremio ${versions.current.label})`;
  if (existsSync(join(work, 'public/llms')))
    for (const f of filesUnder(join(work, 'public/llms')))
      write(`public/${label}/llms/${f}`, relabel(readFileSync(join(work, 'public/llms', f), 'utf8'), label).replace(sectionRelease, `, Dremio ${label})`));
  // The search index: its head files under /search/<label>/, its shards in a folder of their own (the name of
  // current's folder is a hash of the index, which a version cut a moment ago shares).
  const meta = JSON.parse(relabel(readFileSync(join(work, 'public/search/meta.json'), 'utf8'), label)) as { shards: { dir: string } };
  const shardDir = meta.shards.dir;
  meta.shards.dir = sha256(`${label}\n${shardDir}`).slice(0, 12);
  write(files.searchMeta, JSON.stringify(meta));
  write(files.searchHead, relabel(readFileSync(join(work, 'public/search/head.json'), 'utf8'), label));
  write(`public/search/${label}/pages.json`, readFileSync(join(work, 'public/search/pages.json'), 'utf8'));
  for (const f of filesUnder(join(work, 'public/search', shardDir)))
    write(`public/search/${meta.shards.dir}/${f}`, relabel(readFileSync(join(work, 'public/search', shardDir, f), 'utf8'), label));
}

const started = Date.now();
// The dev loop names a file for the step's errors (none when it succeeds), which its open page shows.
const statusFile = process.env[DEV_FROZEN_STATUS_ENV];
const report = (errors: StepIssue[]) => statusFile && writeFileSync(statusFile, JSON.stringify({ errors }));
// A malformed versions file has stopped this step already: lib/model/versions.ts checks it when it loads, and
// throws with the file and each problem.
const frozen = versions.frozen;
/** Each version's output in the cache, made or found; put into place once every version has one. */
const made: { label: string; entry: string; reused: boolean; ms: number }[] = [];
try {
  if (frozen.length) {
    // The content step it runs and its own code (which includes the MDX compile).
    const code = `${await codeKey(['scripts/build/build-content.ts'], [], ROOT)}${await codeKey(['scripts/build/build-versions.ts'], [], ROOT)}`;
    // A version's output also depends on the settings it is written with (the site URL of its absolute links); its
    // compiled pages do not.
    const key = `${code}${sha256(buildSettings()).slice(0, 24)}`;
    // Cached outputs of versions no longer listed would only grow the folder.
    if (existsSync(STORE))
      for (const name of readdirSync(STORE)) if (!frozen.some((f) => f.label === name)) rmSync(join(STORE, name), { recursive: true, force: true });
    for (const { label } of frozen) {
      const t = Date.now();
      const src = `versions/${label}`;
      if (!existsSync(join(src, 'content')))
        throw new FrozenStepError(`version ${label} is in versions/versions.json but ${src}/content does not exist`, [
          { file: 'versions/versions.json', rule: 'versions', message: `${src}/content does not exist` },
        ]);
      const history = gitDates(resolve(src), 'content');
      const dates = history.dates ? [...history.dates].sort() : [];
      const hash = sha256([key, label, JSON.stringify(dates), ...filesUnder(src).map((f) => `${f}\n${sha256(readFileSync(join(src, f)))}`)].join('\n')).slice(
        0,
        24,
      );
      const entry = `${STORE}/${label}/${hash}`;
      const reused = existsSync(join(entry, 'complete'));
      if (!reused) {
        rmSync(`${STORE}/${label}`, { recursive: true, force: true });
        const partial = `${entry}.partial`;
        await produce(label, src, code, partial);
        writeFileSync(join(partial, 'complete'), '');
        renameSync(partial, entry);
      }
      made.push({ label, entry, reused, ms: Date.now() - t });
    }
  }
} catch (error) {
  // A build keeps nothing of a failed step; in the dev loop the versions' pages keep their last good output.
  if (!statusFile) rmSync(VERSIONS_DIR, { recursive: true, force: true });
  report(error instanceof FrozenStepError ? error.issues : [{ file: 'versions', rule: 'frozen step', message: String(error) }]);
  if (!(error instanceof FrozenStepError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Outputs of versions no longer listed go; each listed version's files are replaced, its page data last and whole
// (copied beside, then renamed), so that an open page in the dev loop never reads a version half put into place.
for (const name of existsSync(VERSIONS_DIR) ? readdirSync(VERSIONS_DIR) : [])
  if (!frozen.some((f) => f.label === name)) rmSync(join(VERSIONS_DIR, name), { recursive: true, force: true });
for (const { label, entry, reused, ms } of made) {
  const t = Date.now();
  // Into place: generated/versions/<label>/, public/<label>/, public/search/<label>/ and its shard folder.
  rmSync(`public/${label}`, { recursive: true, force: true });
  rmSync(`public/search/${label}`, { recursive: true, force: true });
  const site = versionFiles(label).site;
  for (const f of [...filesUnder(entry).filter((f) => f !== 'complete' && f !== site), site]) {
    mkdirSync(dirname(f), { recursive: true });
    cpSync(join(entry, f), `${f}.partial`);
    renameSync(`${f}.partial`, f);
  }
  const pages = (JSON.parse(readFileSync(versionFiles(label).routes, 'utf8')) as { hrefs: string[] }).hrefs.length;
  console.log(`Frozen version ${label}: ${pages} pages ${reused ? 'from cache' : 'built'} in ${((ms + Date.now() - t) / 1000).toFixed(1)} s.`);
}
if (!frozen.length) console.log('Frozen versions: none.');
report([]);
console.log(`Frozen versions step in ${Date.now() - started} ms (${relative(ROOT, process.cwd()) || '.'}).`);
