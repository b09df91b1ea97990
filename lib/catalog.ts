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

