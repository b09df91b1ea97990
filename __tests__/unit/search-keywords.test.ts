import { describe, expect, it } from 'vitest';
import type { SearchEngine } from '@/lib/search/engine';
import type { SearchSource } from '@/lib/search/types';
import { readerVocabulary } from '@/lib/kinds/functions';
import { engineFor, searchSource } from './search-fixtures';

/** A page with one section that names it, so that every page of a case has text of its own. */
const source = (title: string, extra: Partial<SearchSource> = {}) =>
  searchSource(title, { sections: [{ anchor: '', heading: title, text: `${title} in a few words of text.` }], ...extra });
const engine = engineFor;
const hrefs = (e: SearchEngine, q: string) => e.search(q).hits.map((h) => h.href);

describe('keywords in search', () => {
  it('ranks a page by its keyword above a page that has the word in a heading, and below the page titled with it', async () => {
    const e = await engine([
      source('Reshape Rows', { keywords: ['pivot'] }),
      source('Data Layout', { sections: [{ anchor: 'pivot', heading: 'Pivot', text: 'A table turned on its side.' }] }),
      source('Text Notes', { sections: [{ anchor: 'a', heading: 'Notes', text: 'Someone mentioned a pivot once.' }] }),
      source('Pivot Tables'),
    ]);
    expect(hrefs(e, 'pivot')).toEqual(['/current/pivot-tables', '/current/reshape-rows', '/current/data-layout', '/current/text-notes']);
  });

  it("finds a function by another dialect's name before the function whose name merely shares letters", async () => {
    const e = await engine([
      source('IS_VARCHAR', { kind: 'sql-function', names: ['IS_VARCHAR'] }),
      source('TO_CHAR', { kind: 'sql-function', names: ['TO_CHAR'], equivalents: ['TO_VARCHAR'] }),
    ]);
    expect(hrefs(e, 'to_varchar')[0]).toBe('/current/to-char');
    expect(hrefs(e, 'TO_VARCHAR')[0]).toBe('/current/to-char');
    expect(hrefs(e, 'tovarchar')[0]).toBe('/current/to-char');
  });

  it("gathers a page's keywords and its function's equivalents once each", () => {
    expect(
      readerVocabulary({
        keywords: ['text from date', 'TO_VARCHAR'],
        function: {
          equivalents: [
            { dialect: 'snowflake', name: 'TO_VARCHAR', source: 'https://docs.snowflake.com/to_char' },
            { dialect: 'bigquery', name: 'FORMAT_DATE', source: 'https://github.com/google/zetasql/blob/master/docs/date_functions.md#format_date' },
          ],
        },
      }),
    ).toEqual(['text from date', 'TO_VARCHAR', 'FORMAT_DATE']);
    expect(readerVocabulary({})).toEqual([]);
  });
});
