import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { versions } from '../model/versions';
import type { SearchBody, SearchHead, SearchMetaWire } from '../search/types';
import { createSite, type Collection, type DocPage, type Site, type SiteInput } from './site-core';
import {
  DEV_DOCS_FILE,
  devDataStamp,
  readJson,
  RUNTIME_FILES,
  SEARCH_FILES,
  SITE_DATA_FILES,
  versionFiles,
  type DevDocs,
  type FrozenSiteData,
  type SiteData,
} from './runtime-data';

/**
 * The loader: the one module that reads the files the build wrote and feeds them to the run-time core
 * (site-core.ts). Every page, route handler and the MCP server reads the site through `getSite()`; a unit test
 * hands them a fixture site instead with `setSite`.
 */

/**
 * The fields of a compiled document the app reads: its source and its compiled body. The frontmatter comes from the
 * site data instead, validated once by the content step. Declared here rather than imported from contentlayer's
 * generated types, so that the type check (`npm run check`) needs no build.
 */
interface Doc {
  _raw: { sourceFilePath: string };
  body: { code: string };
}

/**
 * The collection and the generated site data (SITE_DATA_FILES) are read from disk instead of being imported: bundled, the
 * 12 MB collection made the compiler and every prerender worker parse it as JavaScript (with a source map),
 * which dominated the build's memory. `npm run build` writes these files before `next build`, and `npm start`
 * runs from the same directory.
 */
const DEV = process.env.NODE_ENV === 'development';

/** The pages the dev loop compiled since it started, by source path under content/ (development only). */
const devDocs = () => (DEV ? readJson<DevDocs>(DEV_DOCS_FILE, { docs: {} }).docs : {});

/**
 * Each compiled document joined to its record in the site data by source path, ordered by id (contentlayer's own
 * order changes from one build to the next, and the sitemap and docs.json follow this one); in
 * development, the pages the dev loop compiled since it started replace contentlayer's, and a page it has not compiled
 * yet (or no longer has) is left out.
 */
function loadCollection(): Collection {
  const site = readJson<SiteData>(SITE_DATA_FILES.site);
  const records = new Map(site.pages.map((p) => [p.sourcePath, p]));
  const edited = devDocs();
  const pages: DocPage[] = [];
  const add = (sourceFilePath: string, code: string, record = records.get(`content/${sourceFilePath}`)) => {
    if (record) pages.push({ ...record, code });
    else if (!DEV) throw new Error(`content/${sourceFilePath} is compiled but not in ${SITE_DATA_FILES.site}: run \`npm run build\` again`);
  };
  for (const doc of readJson<Doc[]>(SITE_DATA_FILES.docs)) if (!(doc._raw.sourceFilePath in edited)) add(doc._raw.sourceFilePath, doc.body.code);
  for (const [sourceFilePath, doc] of Object.entries(edited)) if (doc) add(sourceFilePath, doc.code, doc.page);
  pages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { pages, sidebar: site.sidebar, parts: { inline: site.inline ?? {}, code: site.code ?? {} } };
}

let collection: Collection | undefined;
let loadedStamp = '';

/**
 * A frozen version's collection (scripts/build/build-versions.ts): its records with their compiled bodies in one file,
 * read once per process, with its own typed texts and code; in development again whenever the dev loop made the
 * version again (the file's modification time changed).
 */
const frozenCollections = new Map<string, { collection: Collection; site: FrozenSiteData }>();
function frozen(label: string): Collection {
  const hit = frozenCollections.get(label);
  if (hit && !DEV) return hit.collection;
  const site = readJson<FrozenSiteData>(versionFiles(label).site);
  if (hit?.site === site) return hit.collection;
  const pages: DocPage[] = site.pages.map((record) => ({ ...record, code: site.bodies[record.sourcePath] ?? '', version: label }));
  pages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const collection = { pages, sidebar: site.sidebar, parts: { inline: site.inline ?? {}, code: site.code ?? {} } };
  frozenCollections.set(label, { collection, site });
  return collection;
}

/**
 * The collection, read once per process in production. In development (`npm run dev`) the dev loop
 * (scripts/dev/dev.ts) writes each edited page to generated/dev-docs.json and rewrites the site data, so each
 * call compares the files' modification times (three `stat` calls) and, when one changed, builds the collection
 * again from what changed. A file caught half-written fails to parse, and the previous collection serves until
 * the next call. Next's dev server does not watch files a module reads with `fs`, so the open page is
 * refreshed by components/dev-refresh.tsx.
 */
function current(): Collection {
  if (collection && !DEV) return collection;
  const stamp = devDataStamp();
  if (collection && stamp === loadedStamp) return collection;
  try {
    collection = loadCollection();
    loadedStamp = stamp;
  } catch (error) {
    if (!collection) throw error;
  }
  return collection;
}

/** The files of a version's page list and search index (current without a label). */
const filesOf = (version?: string) =>
  version === undefined
    ? { routes: RUNTIME_FILES.routes, meta: SEARCH_FILES.meta, head: SEARCH_FILES.head, body: SEARCH_FILES.body }
    : {
        routes: versionFiles(version).routes,
        meta: versionFiles(version).searchMeta,
        head: versionFiles(version).searchHead,
        body: versionFiles(version).searchBody,
      };

/** The site as the build wrote it, each file read through the run-time reader (`readJson`: once per process, again after a rewrite in development). */
export const fileSiteInput: SiteInput = {
  versions,
  collection: (version) => (version === undefined ? current() : frozen(version)),
  // A missing page list is no page (the feedback endpoint then refuses every page rather than failing).
  hrefs: (version) => readJson<{ hrefs: string[] }>(filesOf(version).routes, { hrefs: [] }).hrefs,
  search(version) {
    const files = filesOf(version);
    // The whole body at once: the server has no reason to fetch it in shards as browsers do.
    return { meta: readJson<SearchMetaWire>(files.meta), head: readJson<SearchHead>(files.head), body: readJson<SearchBody>(files.body) };
  },
  async publicFile(file) {
    try {
      return await readFile(join(/*turbopackIgnore: true*/ process.cwd(), 'public', file));
    } catch {
      return null;
    }
  },
};

let site: Site | undefined;

/** The site every page, route handler and the MCP server reads: the build's files, unless a test set another. */
export const getSite = (): Site => (site ??= createSite(fileSiteInput));

/** Serves `next` instead of the build's files (a unit test's fixture site); undefined goes back to the files. */
export function setSite(next: Site | undefined) {
  site = next;
}
