import { site } from './site';

/** Whether a doc id is a folder's landing page (`index`, `admin/index`). */
export const isLandingId = (id: string) => id === 'index' || id.endsWith('/index');

/** The canonical URL of a doc id: landing pages end with a slash, leaf pages do not. */
export function docHref(id: string): string {
  if (!isLandingId(id)) return `${site.routeBase}/${id}`;
  return `${site.routeBase}/${id.slice(0, -'index'.length)}`;
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

/** The dev route's events: `change` when the page should be rendered again, `status` with the current errors. */
export const DEV_EVENTS_PATH = '/dev/content-events';

/**
 * The dev events of a page rendered from the data stamped `since`, and of a frozen version's data as well when the
 * page is one of its pages (app/dev/content-events/route.dev.ts).
 */
export const devEventsHref = (since: string, version?: string) => `${DEV_EVENTS_PATH}?${new URLSearchParams({ since, ...(version ? { version } : {}) })}`;

/**
 * What a frozen version answers beside its pages (`/26.x/docs.json`), each a route handler of app/frozen/[version].
 * The proxy sends only these, the version's pages and its search page (`searchHref` in versions.ts) there: any other
 * path under `/26.x/` gets the static 404 page.
 */
export const FROZEN_DATA_FILES: readonly string[] = ['docs.json', 'version.json', 'sitemap.xml'];
