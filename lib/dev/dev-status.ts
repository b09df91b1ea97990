import type { Issue } from '../pipeline/checks/content-check';
import type { Heading } from '../model/mdx-analysis';

/**
 * The dev loop's shared state: scripts/dev/dev.ts writes the content errors of the last check here after every
 * edit; the dev-only route app/dev/content-events relays them to the open page (components/dev-refresh.tsx).
 */
export const DEV_STATUS_FILE = 'generated/dev-status.json';

export interface DevStatus {
  /** Every content error of the last check, in the order check:content prints them. */
  errors: Issue[];
}

/**
 * The pages the dev loop compiled since it started, which replace contentlayer's in lib/runtime/docs.ts: by source
 * path under content/ (`admin/index.mdx`), null for a deleted page; with their headings, by doc id.
 */
export const DEV_DOCS_FILE = 'generated/dev-docs.json';

export interface DevDocs {
  docs: Record<string, { _raw: { sourceFilePath: string }; body: { code: string }; [field: string]: unknown } | null>;
  headings: Record<string, Heading[]>;
}

/**
 * The files lib/runtime/docs.ts builds the pages from: the compiled collection (contentlayer) and the site data the
 * content step writes. Listed here, beside the dev loop's own file, because a rewrite of any of them is what
 * the dev loop watches for.
 */
export const SITE_DATA_FILES = {
  docs: '.contentlayer/generated/Doc/_index.json',
  categories: 'generated/categories.json',
  headings: 'generated/headings.json',
  /** Doc id → date of the last commit of its source; absent when the build had no git history. */
  lastUpdated: 'generated/last-updated.json',
} as const;

/** The files whose rewrite means the page shows something new: the site data and the pages the dev loop compiled. */
export const DEV_DATA_FILES = [...Object.values(SITE_DATA_FILES), DEV_DOCS_FILE];

/** The dev route's events: `change` when the page should be rendered again, `status` with the current errors. */
export const DEV_EVENTS_PATH = '/dev/content-events';
