import { versionOfPath, versions } from '../model/versions';
/**
 * What readers may send, shared by the browser code (components/feedback, the search views) and the server's
 * validation (payload.ts): plain constants, so that a client bundle that imports them stays small.
 */

/** The reasons a reader may give after answering No, in the order the widget lists them. */
export const REASONS = [
  ['inaccurate', 'Inaccurate'],
  ['hard-to-follow', 'Hard to follow'],
  ['missing-information', 'Missing information'],
  ['example-broken', 'An example does not work'],
  ['other', 'Other'],
] as const;
export type Reason = (typeof REASONS)[number][0];

/** Longest comment, in characters. */
export const COMMENT_MAX = 1000;
/** Longest query stored, in characters: a longer one (a pasted error, up to `QUERY_INPUT_MAX`) is stored as its first 200. */
export const QUERY_MAX = 200;
/** Most searches in one batch. */
export const BATCH_MAX = 50;
/** Largest request body, in bytes. */
export const BODY_MAX = 64 * 1024;

/** Where a search was made: the dialog, the search page, or the search page reached from the 404 page's form. */
export const SEARCH_SOURCES = ['dialog', 'page', 'not-found'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export const FEEDBACK_PATH = '/api/feedback';
export const SEARCH_SIGNALS_PATH = '/api/search-signals';

/**
 * The documentation version a path belongs to, as both features store it: `current`, or a frozen version's label
 * (`/26.x/admin/` → `26.x`), from the versions file (lib/model/versions.ts). `KNOWN_VERSIONS` is what the server accepts.
 */
export const readingVersion = (pathname: string): string => versionOfPath(pathname).frozen?.label ?? 'current';
export const KNOWN_VERSIONS: readonly string[] = ['current', ...versions.frozen.map((f) => f.label)];
