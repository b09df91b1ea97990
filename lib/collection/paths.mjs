// Where contentlayer writes the compiled collection, in plain JavaScript so that the build scripts (.mjs) read the
// same constants as the app. Only lib/collection names contentlayer's paths; everything else imports them.

/** contentlayer's output folder: the compiled collection and its cache. */
export const CONTENTLAYER_DIR = '.contentlayer';
/** The compiled collection: every page's fields and compiled MDX body, as one JSON array. */
export const COLLECTION_INDEX = '.contentlayer/generated/Doc/_index.json';
/** contentlayer's cache of compiled pages, which makes a rebuild after a small edit quick. */
export const COLLECTION_CACHE = '.contentlayer/.cache';
