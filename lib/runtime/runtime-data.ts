import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_INDEX } from '../collection/paths.mjs';
import type { Heading } from '../model/mdx-analysis';

/**
 * Data files the server reads at run time, relative to the app's root. `npm run build` writes them; the build's
 * Next adapter (scripts/build/next-adapter.mjs) adds them to the traced files of the outputs that read them, so they
 * travel with the standalone output and with a platform's function bundles.
 */
export const RUNTIME_FILES = {
  /** Canonical href of every page (the content step). */
  routes: 'generated/routes.json',
  /** `'sha256-…'` sources of each prerendered page's inline scripts (the adapter, after prerendering). */
  csp: 'generated/csp.json',
} as const;

const cache = new Map<string, unknown>();

/** Reads one of the run-time JSON files once per process; with `fresh`, again on every call (the dev loop). */
export function readRuntimeJson<T>(file: string, fallback?: T, { fresh = false } = {}): T {
  if (fresh || !cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8')));
    } catch (error) {
      if (fallback === undefined) throw error;
      return fallback;
    }
  }
  return cache.get(file) as T;
}

/**
 * The files lib/runtime/docs.ts builds the pages from: the compiled collection (contentlayer) and the site data the
 * content step writes.
 */
export const SITE_DATA_FILES = {
  docs: COLLECTION_INDEX,
  categories: 'generated/categories.json',
  headings: 'generated/headings.json',
  /** Doc id → date of the last commit of its source; absent when the build had no git history. */
  lastUpdated: 'generated/last-updated.json',
} as const;

/**
 * In development only: the pages the dev loop (scripts/dev) compiled since it started, which replace contentlayer's
 * in lib/runtime/docs.ts: by source path under content/ (`admin/index.mdx`), null for a deleted page; with their
 * headings, by doc id. The run-time layer owns the format; the dev loop writes it.
 */
export const DEV_DOCS_FILE = 'generated/dev-docs.json';

export interface DevDocs {
  docs: Record<string, { _raw: { sourceFilePath: string }; body: { code: string }; [field: string]: unknown } | null>;
  headings: Record<string, Heading[]>;
}

/** The files whose rewrite means the page shows something new: the site data and the pages the dev loop compiled. */
export const DEV_DATA_FILES = [...Object.values(SITE_DATA_FILES), DEV_DOCS_FILE];

/** The modification time of one file under the working directory, undefined when it does not exist. */
export const devFileTime = (file: string) => statSync(join(/*turbopackIgnore: true*/ process.cwd(), file), { throwIfNoEntry: false })?.mtimeMs;

/** The modification times of the development data files as one string: it changes whenever the pages may have. */
export const devDataStamp = () => DEV_DATA_FILES.map((file) => devFileTime(file) ?? 0).join(':');
