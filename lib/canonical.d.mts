export function canonicalLocation(pathname: string, pages: ReadonlySet<string>): string | null;
export function markdownHref(href: string): string;
export function wantsMarkdown(accept: string | undefined): boolean;
