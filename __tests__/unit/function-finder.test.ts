import { describe, expect, it } from 'vitest';
import { finderTerms, rankFunctions, type FinderEntry } from '@/lib/search/function-finder';

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

  it('finds a function whose name shortens the word typed, though its summary says it otherwise', () => {
    const shortened: FinderEntry[] = [
      { name: 'DATE_TRUNC', summary: 'Rounds a date or timestamp down to the start of the given unit.', categories: ['Date/Time'] },
      { name: 'CONCAT', summary: 'Joins strings end to end.', categories: ['String'] },
      { name: 'SUBSTR', summary: 'Returns part of a string.', categories: ['String'] },
      { name: 'CURRENT_DATE', summary: "Returns today's date.", categories: ['Date/Time'] },
      { name: 'LPAD', summary: 'Pads a string on the left, or truncates it to the given length.', categories: ['String'] },
    ];
    const ranked = (query: string) => rankFunctions(query, shortened).map((i) => shortened[i]!.name);
    expect(ranked('truncate')).toContain('DATE_TRUNC');
    expect(ranked('truncate date')[0]).toBe('DATE_TRUNC');
    expect(ranked('concatenate strings')[0]).toBe('CONCAT');
    expect(ranked('substring')[0]).toBe('SUBSTR');
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

describe('the function finder with category keywords', () => {
  // Summaries and the Window category's keywords as the site has them.
  const window = ['analytic functions', 'OVER PARTITION BY', 'running total', 'row number', 'rank rows', 'previous row value', 'top n per group'];
  const aggregate = ['GROUP BY functions', 'count distinct', 'sum and average per group'];
  const fn = (name: string, summary: string, categories: string[], categoryKeywords: string[] = [], keywords: string[] = []): FinderEntry => ({
    name,
    summary,
    categories,
    keywords,
    categoryKeywords,
  });
  const real: FinderEntry[] = [
    fn('ARRAY_SUM', 'Returns the total of the non-NULL elements of a numeric array, one total per row.', ['Aggregate', 'Semi-Structured Data'], aggregate),
    fn('DENSE_RANK', 'Returns the rank of each row within its partition, giving ties the same rank and leaving no gaps after them.', ['Window'], window),
    fn('FIRST_VALUE', "Returns the expression's value at the first row of the current window frame.", ['Window'], window),
    fn('LAG', 'Returns the value of an expression from a preceding row of the partition, without a self-join.', ['Window'], window),
    fn(
      'LEAD',
      'Returns the value of an expression from the row that follows the current row by a given offset within its window partition.',
      ['Window'],
      window,
    ),
    fn('NEXT_DAY', 'Returns the first date after the input that falls on the requested day of the week.', ['Date/Time']),
    fn(
      'NTILE',
      'Assigns each row a bucket number from 1 to n, dividing the ordered rows of its partition into n groups of nearly equal size.',
      ['Window'],
      window,
    ),
    fn('PERCENT_RANK', 'Returns the relative rank of the current row within its partition, as a DOUBLE between 0 and 1.', ['Window'], window),
    fn(
      'RANK',
      'Returns the rank of each row within its partition, where rows with equal ordering values share a rank and the following rank skips ahead.',
      ['Window'],
      window,
      ['top n per group with ties'],
    ),
    fn(
      'ROW_NUMBER',
      'Returns a unique sequential number for each row within its partition, starting at 1, in the order given by the OVER clause.',
      ['Window'],
      window,
      ['top n per group', 'deduplicate rows', 'first row per group'],
    ),
    fn('SUM', 'Returns the total of the non-NULL values of a numeric expression across a set of rows.', ['Aggregate', 'Window'], [...aggregate, ...window]),
    fn('USER', 'Returns the name of the user who is running the current query.', ['System']),
  ];
  const ranked = (query: string) => rankFunctions(query, real).map((i) => real[i]!.name);

  it("ranks window tasks in readers' words: the previous and next row, top n per group, a running total", () => {
    expect(ranked('previous row')[0]).toBe('LAG');
    expect(ranked('next row')[0]).toBe('LEAD');
    expect(ranked('top n per group')[0]).toBe('ROW_NUMBER');
    expect(ranked('top n per group').slice(0, 3)).toContain('RANK');
    expect(ranked('running total')[0]).toBe('SUM');
    expect(ranked('running total').indexOf('USER')).toBeGreaterThan(ranked('running total').indexOf('SUM'));
  });

  it('still puts an exact name first', () => {
    expect(ranked('next_day')[0]).toBe('NEXT_DAY');
    expect(ranked('lag')[0]).toBe('LAG');
  });
});
