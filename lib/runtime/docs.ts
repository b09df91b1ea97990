import 'server-only';
import type { DocPage, PageParts } from '../model/page';
import type { SidebarItem } from '../model/sidebar';
import { getSite } from './site';

export type { DocPage };

// The pages of the site (lib/runtime/site.ts): each takes the version being read, a frozen version's label or
// undefined for current.

/** The generated sidebar of a version (current without a label). */
export const getSidebar = (version?: string): SidebarItem[] => getSite().sidebar(version);
/** The typed texts parsed and typed code highlighted by the content step of a version (current without a label). */
export const getPageParts = (version?: string): PageParts => getSite().parts(version);
/** Every page of a version, ordered by id. */
export const getAllPages = (version?: string): readonly DocPage[] => getSite().pages(version);
export const getPageById = (id: string, version?: string) => getSite().pageById(id, version);
/**
 * A value computed from a version's pages (an index, a list), computed again only when the collection was reloaded:
 * `const index = fromPages((pages) => …)`, then `index()` (current) or `index('26.x')` where it is needed.
 */
export function fromPages<T>(build: (pages: readonly DocPage[]) => T): (version?: string) => T {
  const cache = new WeakMap<readonly DocPage[], T>();
  return (version?: string) => {
    const pages = getAllPages(version);
    if (!cache.has(pages)) cache.set(pages, build(pages));
    return cache.get(pages)!;
  };
}
export const getPageByHref = (href: string, version?: string) => getSite().pageByHref(href, version);

/** The page a route's slug names: `/current/admin/` → `admin/index`, `/current/mcp-server` → `mcp-server`. */
export const getPageBySlug = (slug: readonly string[], version?: string): DocPage | undefined => getSite().pageBySlug(slug, version);
