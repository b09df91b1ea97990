import { allPages, getPageByHref, sidebar, type DocPage } from './docs';
import { functionNames } from './functions';
import { findAncestors, type SidebarItem } from './sidebar';

const functionHrefs = new Map<string, string>();
const modelHrefs = new Map<string, string>();
for (const page of allPages) {
  if (page.frontmatter.function) {
    for (const name of [page.frontmatter.function.name, ...functionNames(page.frontmatter.function.name)]) functionHrefs.set(name, page.href);
  }
  for (const model of page.frontmatter.api?.models ?? []) modelHrefs.set(model.id, `${page.href}#model-${model.id}`);
}

/** The page of a documented function, by any of its names. */
export const functionHref = (name: string) => functionHrefs.get(name);
/** Where an API object model is documented. */
export const modelHref = (id: string) => modelHrefs.get(id);

/** The children of a landing page, as cards with their descriptions. */
export function childCards(page: DocPage) {
  const ancestors = findAncestors(sidebar, page.href);
  const self = ancestors?.[ancestors.length - 1];
  const items: readonly SidebarItem[] = page.id === 'index' ? sidebar.slice(1) : self && self.href === page.href ? self.items : [];
  return items.flatMap((item) => {
    if (item.type === 'link' && item.unlisted) return [];
    if (!item.href) return [];
    const child = getPageByHref(item.href);
    return child ? [{ href: item.href, title: child.frontmatter.title, description: child.frontmatter.description }] : [];
  });
}


export interface FunctionEntry {
  name: string;
  href: string;
  summary: string;
  categories: string[];
}

const functionEntries: FunctionEntry[] = allPages
  .filter((p) => p.frontmatter.function)
  .map((p) => ({ name: p.frontmatter.function!.name, href: p.href, summary: p.frontmatter.function!.summary, categories: p.frontmatter.function!.categories }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Every documented function, A–Z; with a category slug, only that category's. */
export const functionsIn = (category?: string) => (category ? functionEntries.filter((f) => f.categories.includes(category)) : functionEntries);

const CATALOGUE_PAGE = /^reference\/sql\/sql-functions\/([A-Z_-]+)$/;
/** The catalogue page a doc is: 'ALL' for the A–Z finder, a category slug, or null. */
export function cataloguePage(id: string): string | null {
  const m = id.match(CATALOGUE_PAGE);
  if (!m) return null;
  return m[1] === 'ALL_FUNCTIONS' ? 'ALL' : m[1]!;
}
