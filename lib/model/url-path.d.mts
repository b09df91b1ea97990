export function withoutTrailingSlash(path: string): string;
export function otherSlashSpelling(path: string): string;
export function hasTraversal(path: string): boolean;
