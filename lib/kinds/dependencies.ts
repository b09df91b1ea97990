import type { Dependency } from '../model/schema';
import { h, mdTable, wordsOf, type PageKindModule } from './kind';

/** The heading of the third-party components table, with its fixed anchor: named here only. */
export const DEPENDENCIES_HEADING = h(2, 'Third-party components', 'third-party-components');

/** Third-party components and their licenses (`dependencies:`), as a table after the body. */
export const dependenciesKind: PageKindModule<Dependency[]> = {
  id: 'dependencies',
  of: (fm) => fm.dependencies,
  headings: () => ({ before: [], after: [DEPENDENCIES_HEADING] }),
  texts: () => [],
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: (dependencies) => wordsOf(dependencies.map((d) => `${d.name} ${d.license}`)),
  markdown: (dependencies) => ({
    before: [],
    after: [
      `## ${DEPENDENCIES_HEADING.text}`,
      mdTable(
        ['Component', 'Version', 'License'],
        dependencies.map((d) => [d.name, d.version, d.license]),
      ),
    ],
  }),
  search: () => ({}),
};
