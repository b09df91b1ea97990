import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/components/reference/data-table';
import { MAX_LABELLED_COLUMNS } from '@/lib/model/stacked-table';

const render = (columns: string[], cells: string[][]) =>
  renderToStaticMarkup(createElement(DataTable, { label: 'Fields', columns, rows: cells.map((c, i) => ({ key: `r${i}`, cells: c })) }));

describe('DataTable', () => {
  it('names the columns after the first once, on the table, and on no cell', () => {
    const html = render(['Name', 'Type', 'Description'], [['id', 'String', 'The id.']]);
    expect(html).toContain('style="--l2:&quot;Type&quot;;--l3:&quot;Description&quot;"');
    expect(html).not.toContain('data-label');
    expect(html).toContain('<td>String</td>');
  });

  it('refuses more columns than a phone can name, with the table and its columns', () => {
    const columns = Array.from({ length: MAX_LABELLED_COLUMNS + 1 }, (_, i) => `C${i + 1}`);
    expect(() => render(columns, [columns])).toThrow(`DataTable "Fields": 7 columns (C1, C2, C3, C4, C5, C6, C7), but a phone shows the names of at most 6`);
    expect(() => render(columns.slice(0, MAX_LABELLED_COLUMNS), [columns.slice(0, MAX_LABELLED_COLUMNS)])).not.toThrow();
  });

  it('refuses a row whose cells do not match the columns', () => {
    expect(() => render(['Name', 'Type'], [['id', 'String'], ['size']])).toThrow('DataTable "Fields": row "r1" has 1 cells for 2 columns (Name, Type)');
  });
});
