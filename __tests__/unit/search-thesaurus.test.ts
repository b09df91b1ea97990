import { describe, expect, it } from 'vitest';
import { buildSearch, ThesaurusError } from '@/lib/search/build';
import { compileThesaurus } from '@/lib/search/thesaurus';
import { SearchEngine } from '@/lib/search/engine';
import { packMeta } from '@/lib/search/wire';
import type { SearchSource } from '@/lib/search/types';
import { engineFor, searchSource } from './search-fixtures';

const site = new Set(['reflection', 'personal', 'access', 'token', 'merge']);

describe('search thesaurus', () => {
  it('compiles readers’ phrases to the site’s words, normalised as the index stores them', () => {
    const { thesaurus, issues } = compileThesaurus({ entries: [{ terms: ['Materialized Views', 'API key'], means: ['Reflections'] }] }, site);
    expect(issues).toEqual([]);
    expect(thesaurus).toEqual({ 'materialized view': ['reflection'], 'api key': ['reflection'] });
  });

  it('names the entry and the reason when a meaning uses a word no page has, or the file is malformed', () => {
    expect(compileThesaurus({ entries: [{ terms: ['upsert'], means: ['upsertion'] }] }, site).issues).toEqual([
      { field: 'entries.0.means.0', message: '"upsertion": no page uses "upsertion"' },
    ]);
    expect(compileThesaurus({ entries: [{ terms: [], means: ['merge'] }] }, site).issues).toEqual([{ field: 'entries.0.terms', message: 'lists no phrase' }]);
    expect(compileThesaurus({ entries: [{ terms: ['a'], means: ['merge'], extra: 1 }] }, site).issues[0]?.field).toBe('entries.0');
    const twice = compileThesaurus(
      {
        entries: [
          { terms: ['upsert'], means: ['merge'] },
          { terms: ['Upserts'], means: ['merge'] },
        ],
      },
      site,
    );
    expect(twice.issues).toEqual([{ field: 'entries.1.terms.0', message: '"Upserts" is already listed by another entry' }]);
  });

  it('stops the index build on a bad entry', async () => {
    const source: SearchSource = {
      title: 'MERGE',
      href: '/current/merge',
      breadcrumb: '',
      kind: 'sql-command',
      description: 'Merge rows.',
      names: [],
      keywords: [],
      equivalents: [],
      paths: [],
      questions: [],
      errors: [],
      carriers: [],
      sections: [],
    };
    await expect(buildSearch([source], { entries: [{ terms: ['upsert'], means: ['reflection'] }] })).rejects.toThrow(ThesaurusError);
    const built = await buildSearch([source], { entries: [{ terms: ['upsert'], means: ['merge'] }] });
    expect(new SearchEngine(packMeta(built.meta), built.head).search('upsert').hits.map((h) => h.href)).toEqual(['/current/merge']);
  });

  it('does not read the words of a qualified class name: `http` in a package is no question about the REST API', async () => {
    const page = (title: string, text: string) => searchSource(title, { sections: [{ heading: title, anchor: '', text }] });
    const engine = await engineFor(
      [page('REST API', 'Send requests to the REST API.'), page('Nessie', 'The Nessie client fails when the connection to the server failed.')],
      { entries: [{ terms: ['http'], means: ['rest api'] }] },
    );
    const hrefs = (q: string) => engine.search(q).hits.map((h) => h.href);
    expect(hrefs('http client')[0]).toBe('/current/rest-api');
    expect(hrefs('org.projectnessie.client.http.HttpClientException: connection failed')[0]).toBe('/current/nessie');
  });
});
