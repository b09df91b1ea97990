import { allPages, getPageByHref, sidebar, type DocPage } from './docs';
import { cataloguePage, functionEntries, functionNames, functionsOf, type FunctionEntry } from './functions';
import { landingChildren } from './sidebar';

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
  return landingChildren(sidebar, page.href).flatMap(({ href }) => {
    const child = getPageByHref(href);
    return child ? [{ href, title: child.frontmatter.title, description: child.frontmatter.description }] : [];
  });
}

const entries = functionEntries(allPages);

/** Every documented function, A–Z; with a category slug, only that category's. */
export const functionsIn = (category?: string) => functionsOf(entries, category ?? 'ALL');

export { cataloguePage, type FunctionEntry };
