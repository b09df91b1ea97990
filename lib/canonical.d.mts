export function canonicalLocation(pathname: string, pages: ReadonlySet<string>): string | null;
