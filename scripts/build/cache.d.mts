/** A page file's hash and modification time (contentlayer's cache key), by path under content/. */
export type SourceHashes = Record<string, { sha: string; mtime: string }>;
export declare const CACHE_DIR: string;
export declare function sha256(data: string | Buffer): string;
export declare function codeKey(entries: string[], extraFiles?: string[], root?: string): Promise<string>;
export declare function writeChecked(file: string, data: string | Buffer): void;
export declare function writeCheckedLines(file: string, lines: Iterable<string>): void;
export declare function eachLine(data: Buffer): Generator<string>;
export declare function readChecked(file: string): Buffer | null;
export declare function pruneExcept(dir: string, keep: string): void;
export declare function hashSources(contentDir?: string): SourceHashes;
export declare function restoreCollectionCache(key: string, sources: SourceHashes, contentDir?: string): number;
export declare function saveCollectionCache(key: string, sources: SourceHashes, contentDir?: string): number;
