import 'server-only';
import { fromPages } from './docs';
import { equivalentsByDialect, functionEntries, functionNames } from '../kinds/functions';

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

/** Every documented function of a version, A–Z. */
export const functionList = fromPages(functionEntries);

/** Other dialects' names for our functions, by dialect (the SQL function equivalents page). */
export const equivalentsIn = fromPages(equivalentsByDialect);
