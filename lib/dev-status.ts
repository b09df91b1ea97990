import type { ContentError } from './content-check';
import type { Heading } from './mdx-analysis';

/**
 * The dev loop's shared state: scripts/dev.ts writes the content errors of the last check here after every
 * edit; the dev-only route app/dev/content-events relays them to the open page (components/dev-refresh.tsx).
 */
export const DEV_STATUS_FILE = 'generated/dev-status.json';

export interface DevStatus {
  /** Every content error of the last check, in the order check:content prints them. */
  errors: ContentError[];
}

/**
 * The pages the dev loop compiled since it started, which replace contentlayer's in lib/docs.ts: by source
 * path under content/ (`admin/index.mdx`), null for a deleted page; with their headings, by doc id.
 */
export const DEV_DOCS_FILE = 'generated/dev-docs.json';

export interface DevDocs {
  docs: Record<string, { _raw: { sourceFilePath: string }; body: { code: string }; [field: string]: unknown } | null>;
  headings: Record<string, Heading[]>;
}

/** The files whose rewrite means the page shows something new: the collection (contentlayer) and the site data. */
export const DEV_DATA_FILES = [
  '.contentlayer/generated/Doc/_index.json',
  'generated/categories.json',
  'generated/headings.json',
  'generated/last-updated.json',
  DEV_DOCS_FILE,
] as const;

/** The dev route's events: `change` when the page should be rendered again, `status` with the current errors. */
export const DEV_EVENTS_PATH = '/dev/content-events';
