export declare const CONTENTLAYER_DIR: '.contentlayer';
export declare const COLLECTION_INDEX: '.contentlayer/generated/Doc/_index.json';
export declare const COLLECTION_CACHE: '.contentlayer/.cache';
