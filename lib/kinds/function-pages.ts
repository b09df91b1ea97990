import { DIALECTS } from '../model/schema';
import { site } from '../model/site';
import { h, mdTable, type PageKindModule } from './kind';

/** The page whose body is the table of other SQL dialects' names for our functions, one section per dialect. */
export const EQUIVALENTS_PAGE = 'reference/sql/sql-functions/sql-function-equivalents';

/**
 * The SQL function equivalents page: after the body, one table per dialect of the function pages' `equivalents`,
 * which the build gathers from the whole site (KindMarkdownContext.equivalents).
 */
export const equivalentsKind: PageKindModule<string> = {
  id: 'function-equivalents',
  of: (fm) => (fm.id === EQUIVALENTS_PAGE ? fm.id : undefined),
  headings: () => ({ before: [], after: Object.entries(DIALECTS).map(([id, name]) => h(2, name, id)) }),
  texts: () => [],
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: () => 0,
  markdown: (_, { equivalents = [] }) => ({
    before: [],
    after: equivalents.flatMap(([dialect, rows]) => [
      `## ${DIALECTS[dialect]}`,
      mdTable(
        [DIALECTS[dialect], 'Dremio', 'Difference'],
        rows.map((r) => [`[\`${r.name}\`](${r.source})`, `[\`${r.function}\`](${site.url}${r.href})`, r.note ?? '']),
      ),
    ]),
  }),
  search: () => ({}),
};
