import { describe, expect, it } from 'vitest';
import rehypeTables from '@/lib/mdx/rehype-tables';

type El = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: El[]; value?: string };
const text = (value: string): El => ({ type: 'text', value });
const el = (tagName: string, children: El[] = []): El => ({ type: 'element', tagName, properties: {}, children });
const table = (columns: string[], rows: string[][]): El =>
  el('table', [
    el('thead', [
      el(
        'tr',
        columns.map((c) => el('th', [text(c)])),
      ),
    ]),
    el(
      'tbody',
      rows.map((r) =>
        el(
          'tr',
          r.map((c) => el('td', [text(c)])),
        ),
      ),
    ),
  ]);
const run = (node: El) => {
  const tree = { type: 'root', children: [el('h2', [text('Configure Spark')]), node] };
  rehypeTables()(tree as never);
  return node;
};
const cells = (node: El): El[] => node.children![1]!.children!.flatMap((tr) => tr.children!);

describe('rehypeTables', () => {
  it('stacks a list of settings with its column names once on the table and none on a cell', () => {
    const node = run(table(['Setting', 'Required', 'Value'], [['spark.master', 'Yes', 'local']]));
    expect(node.properties).toMatchObject({
      className: ['data-table-stack'],
      style: '--l2:"Required";--l3:"Value"',
      dataRegionLabel: 'Configure Spark: Setting, Required, Value',
    });
    expect(cells(node).map((c) => c.properties)).toEqual([{}, {}, {}]);
  });

  it('leaves a table that names no settings, or is wider than a phone can label, as a table that scrolls', () => {
    const plain = run(table(['Step', 'Action'], [['1', 'Start']]));
    expect(plain.properties!.className).toBeUndefined();
    const wide = run(table(['Option', 'A', 'B', 'C', 'D', 'E', 'F'], [['x', '1', '2', '3', '4', '5', '6']]));
    expect(wide.properties!.className).toBeUndefined();
    expect(wide.properties!.style).toBeUndefined();
    const six = run(table(['Option', 'A', 'B', 'C', 'D', 'E'], [['x', '1', '2', '3', '4', '5']]));
    expect(six.properties!.style).toBe('--l2:"A";--l3:"B";--l4:"C";--l5:"D";--l6:"E"');
  });
});
