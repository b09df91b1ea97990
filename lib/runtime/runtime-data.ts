import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PageParts, PageRecord } from '../model/page';
import type { SidebarItem } from '../model/sidebar';

import { RUNTIME_FILES, SEARCH_FILES, SITE_DATA_FILES, versionFiles } from './files.mjs';

export { RUNTIME_FILES, SEARCH_FILES, SITE_DATA_FILES, versionFiles };

/** generated/csp.json: the build it was written by, and each prerendered page's `'sha256-…'` script sources. */
export interface CspFile {
  buildId: string;
  pages: Record<string, string[]>;
}

/**
 * What the content step writes for the run-time layer: every page's record (lib/model/page.ts), the sidebar built from
 * them, and the typed texts it parsed and typed code it highlighted (`PageParts`), for the page views.
 */
export interface SiteData extends PageParts {
  pages: PageRecord[];
  sidebar: SidebarItem[];
}

/** A frozen version's site data (scripts/build/build-versions.ts): current's format plus each page's compiled body by source path. */
export interface FrozenSiteData extends SiteData {
  bodies: Record<string, string>;
}

/**
 * In development only: the pages the dev loop (scripts/dev) compiled since it started, which replace the site data's
 * and contentlayer's in lib/runtime/site.ts: by source path under content/ (`admin/index.mdx`), null for a deleted
 * page. The run-time layer owns the format; the dev loop writes it.
 */
export const DEV_DOCS_FILE = 'generated/dev-docs.json';

export interface DevDocs {
  docs: Record<string, { page: PageRecord; code: string } | null>;
}

/** The files whose rewrite means the page shows something new: the site data and the pages the dev loop compiled. */
export const DEV_DATA_FILES = [...Object.values(SITE_DATA_FILES), DEV_DOCS_FILE];

const DEV = process.env.NODE_ENV === 'development';
const path = (file: string) => join(/*turbopackIgnore: true*/ process.cwd(), file);

/** The modification time of one file under the working directory, undefined when it does not exist. */
export const devFileTime = (file: string) => statSync(path(file), { throwIfNoEntry: false })?.mtimeMs;

/**
 * The modification times of the development data files as one string: it changes whenever the pages may have. For a
 * frozen version's page (`version`), that version's page data counts as well.
 */
export const devDataStamp = (version?: string) =>
  [...DEV_DATA_FILES, ...(version ? [versionFiles(version).site] : [])].map((file) => devFileTime(file) ?? 0).join(':');

/** Parsed files by name, with the modification time they were read at (development only). */
const parsed = new Map<string, { mtime?: number; value: unknown }>();

/**
 * The one reader of the JSON files the build writes (generated/, the collection, the search index), for routes, the
 * proxy and the MCP server. A file is parsed once per process; in development (`npm run dev`, whose loop rewrites the
 * data after each edit) again whenever its modification time changed. With a `fallback`, a file that is missing or
 * does not parse (caught half-written) gives the fallback, which is not kept; without one, that is an error.
 */
export function readJson<T>(file: string, fallback?: T): T {
  const hit = parsed.get(file);
  if (hit && !DEV) return hit.value as T;
  const mtime = DEV ? devFileTime(file) : undefined;
  if (hit && DEV && mtime !== undefined && hit.mtime === mtime) return hit.value as T;
  let value: T;
  try {
    if (DEV && mtime === undefined) throw new Error(`${file} is missing: \`npm run build\` or \`npm run dev\` writes it`);
    value = JSON.parse(readFileSync(path(file), 'utf8')) as T;
  } catch (error) {
    if (fallback !== undefined) return fallback;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${file} is missing: \`npm run build\` or \`npm run dev\` writes it`);
    throw error;
  }
  parsed.set(file, { mtime, value });
  return value;
}
