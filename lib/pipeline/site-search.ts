import { buildSearch, formatThesaurusIssues, readThesaurus, ThesaurusError, type BuiltSearch } from '../search/build';
import { searchSources } from '../search/sources';
import type { SearchInput } from '../model/page';
import type { SidebarItem } from '../model/sidebar';

/**
 * The content step's search step (lib/search builds the index): the build, `npm run check:content` (which checks the
 * thesaurus against the whole site) and the dev loop run it on a checked content set.
 */

export type SiteSearch = { search: BuiltSearch; ms: number; errors?: undefined } | { errors: string[] };

/**
 * The search index, with the thesaurus. A bad thesaurus entry (a ThesaurusError of lib/search/build.ts) comes
 * back as its error lines, one per issue, for the caller to print; any other failure is thrown.
 */
export async function buildSiteSearch(result: { docs: readonly SearchInput[]; sidebar: readonly SidebarItem[] }): Promise<SiteSearch> {
  const started = Date.now();
  try {
    const search = await buildSearch(searchSources(result), readThesaurus());
    return { search, ms: Date.now() - started };
  } catch (e) {
    if (e instanceof ThesaurusError) return { errors: formatThesaurusIssues(e) };
    throw e;
  }
}
