import { rule } from '../rule';

/** The rules reported while reading and parsing one file on its own (load.ts), before the checks of the page set. */
const LOADER = 'lib/pipeline/checks/load.ts';

export const fileRule = rule({ id: 'file', description: 'only .mdx pages and _category.json files belong under content/', scope: 'file', foundBy: LOADER });
export const categoryRule = rule({
  id: 'category',
  description: 'a _category.json has a label and, optionally, a numeric position',
  scope: 'file',
  foundBy: LOADER,
});
export const frontmatterRule = rule({
  id: 'frontmatter',
  description: 'frontmatter is YAML that the schema (lib/model/schema.ts) accepts',
  scope: 'file',
  foundBy: LOADER,
});
export const mdxRule = rule({ id: 'mdx', description: 'the body is valid MDX', scope: 'file', foundBy: LOADER });

/** Reported when the sidebar is built from the pages and the _category.json files (lib/model/sidebar.ts). */
export const sidebarRule = rule({ id: 'sidebar', description: 'every page is reachable from softwareSidebar', scope: 'site', foundBy: 'lib/model/sidebar.ts' });
