export declare const RUNTIME_FILES: { readonly routes: 'generated/routes.json'; readonly csp: 'generated/csp.json' };
export declare const SITE_DATA_FILES: { readonly docs: '.contentlayer/generated/Doc/_index.json'; readonly site: 'generated/site.json' };
export declare const SEARCH_FILES: {
  readonly meta: 'public/search/meta.json';
  readonly head: 'public/search/head.json';
  readonly body: 'generated/search-body.json';
};
export declare const VERSIONS_DIR: 'generated/versions';
export declare const versionFiles: (label: string) => {
  site: string;
  routes: string;
  searchMeta: string;
  searchHead: string;
  searchBody: string;
};
export declare const DEV_FROZEN_STATUS_FILE: 'generated/dev-frozen-status.json';
export declare const DEV_FROZEN_STATUS_ENV: 'DOCS_DEV_FROZEN_STATUS';
