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
 * Read by lib/runtime/docs.ts for pages and route handlers: the compiled collection (contentlayer, for each page's
 * compiled body) and the site data the content step writes (every page's record and the sidebar).
 */
export const SITE_DATA_FILES = {
  docs: COLLECTION_INDEX,
  site: 'generated/site.json',
};

/** Read by the MCP server (lib/mcp/docs-mcp.ts): the browser's head files of the search index and, instead of its shards, the whole body. */
export const SEARCH_FILES = {
  meta: 'public/search/meta.json',
  head: 'public/search/head.json',
  body: 'generated/search-body.json',
};
