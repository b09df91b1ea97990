import { describe, expect, it } from 'vitest';
import { finderTerms, rankFunctions, type FinderEntry } from '@/lib/kinds/function-finder';

const entries: FinderEntry[] = [
  { name: 'DATE_PART', summary: 'Returns one numeric component, named by a string, of a date or timestamp.', categories: ['Date/Time'] },
  { name: 'DATE_TRUNC', summary: 'Truncates a date or timestamp to the given unit.', categories: ['Date/Time'] },
  { name: 'LENGTH', summary: 'Returns the number of characters in a string.', categories: ['String'] },
  { name: 'POW, POWER', summary: 'Raises a number to a power.', categories: ['Math'] },
  { name: 'ROUND', summary: 'Rounds a number to the given decimal places.', categories: ['Math'] },
  { name: 'TO_CHAR', summary: 'Converts a date, time, timestamp or numeric value to a string according to a format pattern.', categories: ['Conversion'] },
  { name: 'UPPER', summary: 'Returns the input string with every letter in upper case.', categories: ['String'] },
];
const names = (query: string) => rankFunctions(query, entries).map((i) => entries[i]!.name);

describe('the function finder', () => {
  it('puts an exact name first, however it is typed', () => {
    expect(names('date_trunc')[0]).toBe('DATE_TRUNC');
    expect(names('Date Trunc')[0]).toBe('DATE_TRUNC');
    expect(names('power')[0]).toBe('POW, POWER');
    expect(names('date')[0]).toMatch(/^DATE_/);
  });

  it('finds a function from a task, through its summary and related words, ranked rather than A–Z', () => {
    // "text" is what the summary calls a string; "format" and "date" are in the summary.
    expect(names('format date as text')[0]).toBe('TO_CHAR');
    expect(names('uppercase a string')[0]).toBe('UPPER');
    expect(names('number of characters')[0]).toBe('LENGTH');
    expect(names('rounding numbers')).toContain('ROUND');
  });

  it('keeps functions that match only some words, after those that match more', () => {
    const ranked = names('truncate timestamp');
    expect(ranked[0]).toBe('DATE_TRUNC');
    expect(ranked).toContain('TO_CHAR');
  });

  it('returns nothing for words no function uses, and everything for an empty query', () => {
    expect(names('xyzzy')).toEqual([]);
    expect(names('  ')).toHaveLength(entries.length);
  });

  it('drops filler words unless nothing else is left', () => {
    expect(finderTerms('how do I format a date')).toEqual(['format', 'date']);
    expect(finderTerms('the')).toEqual(['the']);
  });
});
