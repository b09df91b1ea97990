import 'server-only';
import { fromPages, getPageByHref, getPageById, getSidebar, type DocPage } from './docs';
import { cataloguePage, equivalentsByDialect, functionEntries, functionNames, functionsOf, type FunctionEntry } from '../kinds/functions';
import { landingChildren } from '../model/sidebar';

const hrefs = fromPages((pages) => {
  const functions = new Map<string, string>();
  const models = new Map<string, string>();
  for (const page of pages) {
    if (page.frontmatter.function) {
      for (const name of [page.frontmatter.function.name, ...functionNames(page.frontmatter.function.name)]) functions.set(name, page.href);
    }
    for (const model of page.frontmatter.api?.models ?? []) models.set(model.id, `${page.href}#model-${model.id}`);
  }
  return { functions, models };
});

// Each takes the version being read: a frozen version's label, undefined for current.

/** The page of a documented function, by any of its names. */
export const functionHref = (name: string, version?: string) => hrefs(version).functions.get(name);
/** Where an API object model is documented. */
export const modelHref = (id: string, version?: string) => hrefs(version).models.get(id);

/** The children of a landing page, as cards with their descriptions. */
export function childCards(page: DocPage) {
  return landingChildren(getSidebar(page.version), page.href).flatMap(({ href }) => {
    const child = getPageByHref(href, page.version);
    return child ? [{ href, title: child.frontmatter.title, description: child.frontmatter.description }] : [];
  });
}

const entries = fromPages(functionEntries);

/** Every documented function, A–Z; with a category slug, only that category's. */
export const functionsIn = (category?: string, version?: string) => functionsOf(entries(version), category ?? 'ALL');

/**
 * A function page's previous and next functions within its first category, A–Z (the order of the category's
 * page), and that category's title; null for any other page, whose pager follows the sidebar.
 */
export function functionNeighbours(page: DocPage) {
  const category = page.frontmatter.function?.categories[0];
  if (!category) return null;
  const list = functionsIn(category);
  const i = list.findIndex((f) => f.href === page.href);
  if (i < 0) return null;
  const link = (f: FunctionEntry | undefined) => f && { href: f.href, label: f.name };
  const scope = getPageById(`reference/sql/sql-functions/${category}`)?.frontmatter.title;
  return { previous: link(list[i - 1]), next: link(list[i + 1]), scope };
}

/** Other dialects' names for our functions, by dialect (the SQL function equivalents page). */
export const equivalentsIn = fromPages(equivalentsByDialect);

export { cataloguePage, type FunctionEntry };
