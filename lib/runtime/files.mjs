// The files the server reads at run time, relative to the app's root, in plain JavaScript so that the build's Next
// adapter (scripts/build/next-adapter.mjs), which adds them to the traces of the outputs that read them, names the
// same files as lib/runtime/runtime-data.ts, which reads them.
import { COLLECTION_INDEX } from '../collection/paths.mjs';

/** Read by proxy.ts (and the page list by the MCP server). */
export const RUNTIME_FILES = {
  /** Canonical href of every page (the content step). */
  routes: 'generated/routes.json',
  /** `'sha256-…'` sources of each prerendered page's inline scripts (the adapter, after prerendering). */
  csp: 'generated/csp.json',
};

/**
 * Read by lib/runtime/site.ts for pages and route handlers: the compiled collection (contentlayer, for each page's
 * compiled body) and the site data the content step writes (every page's record and the sidebar).
 */
export const SITE_DATA_FILES = {
  docs: COLLECTION_INDEX,
  site: 'generated/site.json',
};

/** Read for the MCP server (lib/runtime/site.ts, for lib/mcp/docs-mcp.ts): the browser's head files of the search index and, instead of its shards, the whole body. */
export const SEARCH_FILES = {
  meta: 'public/search/meta.json',
  head: 'public/search/head.json',
  body: 'generated/search-body.json',
};

/**
 * The run-time files of a frozen version (`26.x`), written by scripts/build/build-versions.ts: its pages' records with
 * their compiled bodies and its sidebar (like SITE_DATA_FILES together), its page list (like RUNTIME_FILES.routes) and
 * its search index's body; its Markdown is under public/<label>/ and its search head files under public/search/<label>/.
 */
export const VERSIONS_DIR = 'generated/versions';
export const versionFiles = (label) => ({
  site: `${VERSIONS_DIR}/${label}/site.json`,
  routes: `${VERSIONS_DIR}/${label}/routes.json`,
  searchMeta: `public/search/${label}/meta.json`,
  searchHead: `public/search/${label}/head.json`,
  searchBody: `${VERSIONS_DIR}/${label}/search-body.json`,
});

/**
 * `npm run dev` only: the errors of the dev loop's last frozen versions step, `{ errors }` (none when it succeeded),
 * written by scripts/build/build-versions.ts when the loop names the file in this environment variable, and read by
 * the proxy's waiting page and the loop's event route.
 */
export const DEV_FROZEN_STATUS_FILE = 'generated/dev-frozen-status.json';
export const DEV_FROZEN_STATUS_ENV = 'DOCS_DEV_FROZEN_STATUS';
