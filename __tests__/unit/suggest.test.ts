import { describe, expect, it } from 'vitest';
import { pathWords, similarity, suggestPages, type PageEntry } from '@/lib/search/suggest';

const pages: PageEntry[] = [
  ['reference/sql/commands/alter-table', 'ALTER TABLE'],
  ['reference/sql/commands/alter-view', 'ALTER VIEW'],
  ['reference/sql/commands/create-table', 'CREATE TABLE'],
  ['reference/sql/sql-functions/functions/DATE_TRUNC', 'DATE_TRUNC'],
  ['reference/sql/sql-functions/functions/DATE_ADD', 'DATE_ADD'],
  ['get-started/docker', 'Get Started with the Community Edition on Docker'],
  ['admin/automated-backups', 'Automated Backup'],
  ['admin/', 'Administration'],
];
const hrefs = (path: string) => suggestPages(path, pages).map((s) => s.href);

describe('404 suggestions', () => {
  it('takes the words of the last meaningful part of the path', () => {
    expect(pathWords('/current/reference/sql/commands/alter-tabel')).toBe('alter tabel');
    expect(pathWords('/current/admin/index.md')).toBe('admin');
    expect(pathWords('/current/sql-functions/date_trnc')).toBe('date trnc');
    expect(pathWords('/current/%E0%A4%A')).toBe('e0 a4 a');
    expect(pathWords('/current/')).toBe('');
  });

  it('rates near spellings above unrelated words', () => {
    expect(similarity('alter tabel', 'alter table')).toBeGreaterThan(similarity('alter tabel', 'create table'));
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('suggests the nearest pages by URL and by title, nearest first', () => {
    expect(hrefs('/current/reference/sql/commands/alter-tabel')[0]).toBe('/current/reference/sql/commands/alter-table');
    expect(hrefs('/current/alter-tabel')[0]).toBe('/current/reference/sql/commands/alter-table');
    expect(hrefs('/current/functions/date_trnc')[0]).toBe('/current/reference/sql/sql-functions/functions/DATE_TRUNC');
    expect(hrefs('/current/get-started/dockr')).toEqual(['/current/get-started/docker']);
    expect(hrefs('/current/backup')[0]).toBe('/current/admin/automated-backups');
  });

  it('suggests nothing when nothing is near', () => {
    expect(hrefs('/current/no-such-page')).toEqual([]);
    expect(hrefs('/current/')).toEqual([]);
  });

  it("suggests a frozen version's pages under its own route", () => {
    const frozen = suggestPages('/26.x/reference/sql/commands/alter-tabel', pages, 5, '/26.x/').map((p) => p.href);
    expect(frozen[0]).toBe('/26.x/reference/sql/commands/alter-table');
    expect(frozen.every((href) => href.startsWith('/26.x/'))).toBe(true);
  });
});
