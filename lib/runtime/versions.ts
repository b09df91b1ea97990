import 'server-only';
import { isSearchPage, type FrozenVersion, type SiteVersion } from '../model/versions';
import { site } from '../model/site';
import { getAllPages, getPageById } from './docs';
import { getSite } from './site';

/** A version's label for the run-time reader: undefined for current. */
export const readerKey = (version: SiteVersion) => version.frozen?.label;

/** The version with this label (`current` or the current set's own label name current), or undefined. */
export const versionByName = (name: string): SiteVersion | undefined => getSite().versionByName(name);

/** The archived version (hosted elsewhere) with this label, or undefined. */
export const archivedVersion = (label: string) => getSite().versions.archived.find((a) => a.label === label);

/** The frozen version with this label, or undefined. */
export const frozenVersion = (label: string) => getSite().frozenVersion(label);

/** The doc id a path under a version's route names, if any page has it: `/26.x/admin/` → `admin/index`. */
function idAt(version: SiteVersion, pathname: string): string | undefined {
  const rest = pathname.slice(version.route.length).replace(/^\/+|\/+$/g, '');
  for (const id of rest ? [rest, `${rest}/index`] : ['index']) if (getPageById(id, readerKey(version))) return id;
  return undefined;
}

/** Whether a path is the search page of one of the site's versions (`/current/search`, `/26.x/search`). */
export const isVersionSearchPage = (pathname: string) => isSearchPage(pathname, getSite().versions);

/**
 * Where a reader on `pathname` goes in `target`: the same page (by doc id, then by the rename map of the frozen
 * version involved), else the nearest ancestor landing page that exists there, else the target's home page. Never a
 * page the target lacks.
 */
export function counterpartHref(pathname: string, target: SiteVersion): string {
  const from = getSite().versionOfPath(pathname);
  const key = readerKey(target);
  const id = idAt(from, pathname) ?? pathname.slice(from.route.length).replace(/^\/+|\/+$/g, '');
  const renamed = from.frozen ? from.frozen.renames[id] : target.frozen && Object.entries(target.frozen.renames).find(([, currentId]) => currentId === id)?.[0];
  for (const candidate of [id, `${id}/index`, renamed].filter((c): c is string => Boolean(c))) {
    const page = getPageById(candidate, key);
    if (page) return page.href;
  }
  // The nearest existing ancestor landing: a/b/c → a/b/index → a/index → index.
  const parts = id.split('/').filter((p) => p && p !== 'index');
  for (let n = parts.length - 1; n > 0; n--) {
    const page = getPageById(`${parts.slice(0, n).join('/')}/index`, key);
    if (page) return page.href;
  }
  return `${target.route}/`;
}

/** Whether a frozen version's page has a counterpart of the same id (or renamed) in current. */
export function currentCounterpart(id: string, version: SiteVersion): string | undefined {
  const renamed = version.frozen?.renames[id];
  return (getPageById(id) ?? (renamed ? getPageById(renamed) : undefined))?.href;
}

/** Every doc record of the spec of a version (current without a label): id, title, description, sidebar, lastUpdated (ISO 8601 or null). */
export const docRecords = (version?: string) =>
  getAllPages(version).map((p) => ({
    id: p.id,
    title: p.frontmatter.title,
    description: p.frontmatter.description,
    sidebar: p.frontmatter.sidebar,
    lastUpdated: p.lastUpdated ?? null,
  }));

/**
 * A frozen page's canonical URL: the same page in current where it exists (`canonical: "current"`, the default), else
 * the page itself.
 */
export function frozenCanonical(frozen: FrozenVersion, page: { id: string; href: string }): string {
  return (frozen.canonical === 'current' && currentCounterpart(page.id, { label: frozen.label, route: frozen.route, frozen })) || page.href;
}

/**
 * A version's pages that search engines are asked to index, as sitemap entries (absolute URL and, when the build had
 * the history, the last change): its listed pages; of a frozen version, none when it asks not to be indexed
 * (`noIndex`), and only the pages that are their own canonical, so that no sitemap offers a URL whose page says
 * `noindex` or names another page as canonical.
 */
export function sitemapEntries(version?: string) {
  const frozen = version ? frozenVersion(version) : undefined;
  if (frozen?.noIndex) return [];
  return getAllPages(version)
    .filter((p) => !p.frontmatter.unlisted && (!frozen || frozenCanonical(frozen, p) === p.href))
    .map((p) => ({ url: `${site.url}${p.href}`, ...(p.lastUpdated ? { lastModified: p.lastUpdated } : {}) }));
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A frozen version's sitemap (`/<label>/sitemap.xml`), in the form of app/sitemap.ts's. */
export function sitemapXml(version: string): string {
  const urls = sitemapEntries(version).map(
    (e) => `<url>\n<loc>${xmlEscape(e.url)}</loc>\n${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>\n` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
