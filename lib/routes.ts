import { site } from './site';

/** The canonical URL of a doc id: landing pages end with a slash, leaf pages do not. */
export function docHref(id: string): string {
  if (id === 'index') return `${site.routeBase}/`;
  if (id.endsWith('/index')) return `${site.routeBase}/${id.slice(0, -'/index'.length)}/`;
  return `${site.routeBase}/${id}`;
}

/** The route params of a doc id, for `generateStaticParams` of `app/current/[[...slug]]`. */
export function docSlug(id: string): string[] {
  if (id === 'index') return [];
  const parts = id.split('/');
  return parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
}

/** The doc id a slug may name: either a leaf `<slug>` or a landing `<slug>/index`. */
export function slugCandidates(slug: readonly string[]): string[] {
  if (slug.length === 0) return ['index'];
  const joined = slug.join('/');
  return [joined, `${joined}/index`];
}

export type Canonical =
  | { kind: 'ok' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * Decides what a request path means, given the set of canonical hrefs.
 * The other spelling of a known page (with or without its trailing slash) redirects to the canonical one.
 */
export function canonicalize(pathname: string, hrefs: ReadonlySet<string>): Canonical {
  if (hrefs.has(pathname)) return { kind: 'ok' };
  if (pathname === site.routeBase) return { kind: 'redirect', location: `${site.routeBase}/` };
  const other = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
  if (other && hrefs.has(other)) return { kind: 'redirect', location: other };
  return { kind: 'not-found' };
}
