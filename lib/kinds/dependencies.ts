import type { Dependency } from '../model/schema';
import { h, mdTable, wordsOf, type PageKindModule } from './kind';

/** Third-party components and their licenses (`dependencies:`), as a table after the body. */
export const dependenciesKind: PageKindModule<Dependency[]> = {
  id: 'dependencies',
  of: (fm) => fm.dependencies,
  headings: () => ({ before: [], after: [h(2, 'Third-party components', 'third-party-components')] }),
  texts: () => [],
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: (dependencies) => wordsOf(dependencies.map((d) => `${d.name} ${d.license}`)),
  markdown: (dependencies) => ({
    before: [],
    after: [
      '## Third-party components',
      mdTable(
        ['Component', 'Version', 'License'],
        dependencies.map((d) => [d.name, d.version, d.license]),
      ),
    ],
  }),
  search: () => ({}),
};
