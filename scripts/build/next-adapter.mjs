// The build's Next adapter: `scripts/build/build.mjs` points NEXT_ADAPTER_PATH here for the prerendering step, so
// `next build` calls onBuildComplete once every page is prerendered and before anything copies the output
// (a platform's own adapter, the standalone writer). It then
//   1. adds V8 compile hints to the startup scripts and writes the pages' CSP hashes (scripts/build/post-prerender.mjs);
//   2. adds the files the server reads at run time to the traced files of the outputs that read them, both in
//      the adapter context (what a platform adapter bundles into its functions) and in the .nft.json traces
//      (what `output: 'standalone'` copies). They are written by the build, so a trace of the source cannot
//      find them: the collection is compiled beside the app, and the hashes exist only after prerendering;
//   3. hands the context on to the platform's adapter when there is one (Vercel sets NEXT_ADAPTER_PATH to its
//      own, which build.mjs passes on as DOCS_UPSTREAM_ADAPTER).
import { RUNTIME_FILES, SEARCH_FILES, SITE_DATA_FILES, VERSIONS_DIR } from '../../lib/runtime/files.mjs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addCompileHints, writeCspHashes } from './post-prerender.mjs';

const upstreamPath = process.env.DOCS_UPSTREAM_ADAPTER;
const upstream = upstreamPath ? (await import(pathToFileURL(upstreamPath).href)).default : undefined;

/** Files under `dir` (relative to the project) whose names end with one of `extensions`. */
function filesUnder(projectDir, dir, extensions) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(join(projectDir, d), { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (extensions.some((e) => entry.name.endsWith(e))) found.push(path);
    }
  };
  if (existsSync(join(projectDir, dir))) walk(dir);
  return found;
}

/** The run-time files each kind of output reads, relative to the project directory. */
function runtimeFiles(projectDir) {
  // Frozen versions (scripts/build/build-versions.ts): their data under generated/versions, their Markdown under public/<label>.
  const { frozen } = JSON.parse(readFileSync(join(projectDir, 'versions/versions.json'), 'utf8'));
  const markdown = ['current', ...frozen.map((f) => f.label)].flatMap((dir) => filesUnder(projectDir, `public/${dir}`, ['.md']));
  const versionData = filesUnder(projectDir, VERSIONS_DIR, ['.json']);
  return {
    // proxy.ts: page lists and CSP hashes (lib/runtime/files.mjs, as every list here).
    proxy: [...Object.values(RUNTIME_FILES), ...versionData.filter((f) => f.endsWith('/routes.json'))],
    // /mcp: the page list, the search index and every page's Markdown (lib/mcp/docs-mcp.ts).
    // The browser's body shards are not needed: the server reads the whole body from generated/search-body.json.
    mcp: [
      RUNTIME_FILES.routes,
      ...Object.values(SEARCH_FILES),
      ...markdown,
      ...versionData.filter((f) => !f.endsWith('/site.json')),
      ...frozen.flatMap((f) => [`public/search/${f.label}/meta.json`, `public/search/${f.label}/head.json`]),
    ],
    // /md: every page's Markdown, for requests that ask for it by Accept (proxy.ts).
    markdown,
    // Pages and other route handlers: the compiled collection and the site data (lib/runtime/site.ts).
    docs: [...Object.values(SITE_DATA_FILES), ...versionData.filter((f) => f.endsWith('/site.json'))],
  };
}

/** Adds `files` to an output's assets and to its .nft.json trace. */
function addTracedFiles(output, files, { projectDir, repoRoot }) {
  const nft = `${output.filePath}.nft.json`;
  const trace = existsSync(nft) ? JSON.parse(readFileSync(nft, 'utf8')) : null;
  for (const file of files) {
    const absolute = join(projectDir, file);
    if (!existsSync(absolute)) throw new Error(`next-adapter: ${file} is missing; the build did not write it`);
    output.assets[relative(repoRoot, absolute)] = absolute;
    if (trace) trace.files.push(relative(dirname(nft), absolute));
  }
  if (trace) writeFileSync(nft, JSON.stringify({ ...trace, files: [...new Set(trace.files)] }));
}

/** @type {import('next').NextAdapter} */
const nextAdapter = {
  name: 'dremio-docs',
  modifyConfig: upstream?.modifyConfig ? (config, ctx) => upstream.modifyConfig(config, ctx) : undefined,
  async onBuildComplete(ctx) {
    // build.mjs compiles first and prerenders second; only the second run's output is complete.
    if (process.env.DOCS_BUILD_STEP === 'compile') return;
    const { distDir, projectDir, outputs, buildId } = ctx;
    // Prerendered pages, plus the static HTML Next emits as files (the not-found page, as `/404`).
    const pages = [
      ...outputs.prerenders.filter((p) => p.fallback?.filePath?.endsWith('.html')).map((p) => ({ pathname: p.pathname, file: p.fallback.filePath })),
      ...outputs.staticFiles.filter((f) => f.filePath.endsWith('.html')).map((f) => ({ pathname: f.pathname, file: f.filePath })),
    ].map(({ pathname, file }) => ({ pathname, html: readFileSync(file, 'utf8') }));
    const hints = addCompileHints(distDir, pages);
    console.log(`Compile hints on ${hints.marked} startup scripts (${hints.total} in all).`);
    console.log(`CSP hashes for ${writeCspHashes(pages, join(projectDir, RUNTIME_FILES.csp), buildId)} prerendered pages.`);

    const files = runtimeFiles(projectDir);
    if (outputs.middleware) addTracedFiles(outputs.middleware, files.proxy, ctx);
    else throw new Error('next-adapter: the build has no proxy output (proxy.ts)');
    for (const output of [...outputs.appPages, ...outputs.appRoutes]) {
      const route = output.pathname.replace(/\.rsc$/, '');
      addTracedFiles(output, route === '/mcp' ? files.mcp : route.startsWith('/md/') ? files.markdown : files.docs, ctx);
    }
    if (upstream?.onBuildComplete) await upstream.onBuildComplete(ctx);
  },
};

export default nextAdapter;
