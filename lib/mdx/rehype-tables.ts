import { columnLabelProperties, MAX_LABELLED_COLUMNS } from '../model/stacked-table';

/**
 * Rehype plugin for the Markdown tables of a page body; components/mdx/index.tsx (`Table`) wraps each in its
 * labelled scroll region.
 *
 * - **Name.** Each table gets `data-region-label`: the heading it sits under and its columns ("Configure Spark:
 *   Setting, Required, Value, Meaning"), numbered when the same name comes twice on a page, so a screen reader's
 *   list of regions tells them apart.
 * - **Lists of settings stack on a phone.** A table whose first column names things (Setting, Property,
 *   Parameter, Option, Field, Key, …) and has at most six columns gets the class of the typed tables
 *   (`data-table-stack`) and its column names once, as the custom properties `--l2` … that
 *   lib/model/stacked-table.ts describes: below 40rem every row is a card of name/value lines, each
 *   value after its column's name. A wider table stays a table that scrolls sideways.
 * - **Identifiers break between their parts, never inside them.** Short inline code in a cell does not wrap (so
 *   `cache-enabled` never breaks at its hyphen); longer code is split after `.`, `/`, `:`, `,` and `=` into
 *   spans that do not wrap, with a `<wbr>` between them: `rest.auth.oauth2.grant-type` can wrap after a dot, and
 *   a long class name no longer makes its column wider than the page. Long words of plain text in a cell
 *   (`dedup_lookback_period_days`) may wrap after `_`, `.`, `/` and `:` too. The text is unchanged (`<wbr>` is
 *   no character).
 */
interface Node {
  type: string;
  tagName?: string;
  value?: string;
  children?: Node[];
  properties?: Record<string, unknown>;
}

const SETTINGS_COLUMN = /^(setting|property|parameter|option|field|key|support key|variable|name|argument|attribute|flag|column)s?\b/i;

const textOf = (node: Node): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));
const elements = (node: Node, tag: string): Node[] =>
  (node.children ?? []).flatMap((c) => (c.type !== 'element' ? [] : c.tagName === tag ? [c] : elements(c, tag)));

const wbr = (): Node => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/**
 * A short identifier (under 16 characters) does not wrap at all; a longer one becomes spans that do not wrap
 * (`rest.` `auth.` `oauth2`) with a `<wbr>` between them; one with no separator wraps as text does.
 */
function breakableCode(code: Node) {
  if (code.children?.length !== 1 || code.children[0]!.type !== 'text') return;
  const text = textOf(code);
  const parts = text.length < 16 ? [] : text.split(/(?<=[./:,=])(?=.)/);
  if (text.length < 16) code.properties = { ...code.properties, className: ['nw'] };
  if (parts.length < 2) return;
  code.properties = { ...code.properties, className: ['code-parts'] };
  code.children = parts.flatMap((part, i) => {
    const span: Node = { type: 'element', tagName: 'span', properties: { className: ['nw'] }, children: [{ type: 'text', value: part }] };
    return i === 0 ? [span] : [wbr(), span];
  });
}

/** Long words of a cell's text (`dedup_lookback_period_days`) may wrap after `_`, `.`, `/` and `:`. */
function breakableText(node: Node) {
  node.children = (node.children ?? []).flatMap((child) => {
    if (child.type === 'element' && child.tagName !== 'code') breakableText(child);
    if (child.type !== 'text' || !/[^\s]{16}/.test(child.value ?? '')) return [child];
    return (child.value ?? '')
      .split(/(?<=[^\s]{3}[_./:])(?=[^\s]{3})/)
      .flatMap((part, i) => (i === 0 ? [{ type: 'text', value: part }] : [wbr(), { type: 'text', value: part }]));
  });
}

export default function rehypeTables() {
  return (tree: Node) => {
    const seen = new Map<string, number>();
    let heading = '';
    const walk = (node: Node) => {
      for (const child of node.children ?? []) {
        if (child.type !== 'element') continue;
        if (/^h[2-4]$/.test(child.tagName ?? '')) heading = textOf(child).trim();
        if (child.tagName === 'table') table(child);
        else walk(child);
      }
    };
    const table = (node: Node) => {
      const columns = elements(node, 'th').map((th) => textOf(th).trim());
      const base = `${heading ? `${heading}: ` : ''}${columns.filter(Boolean).join(', ') || 'table'}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      node.properties = { ...node.properties, dataRegionLabel: n > 1 ? `${base} (${n})` : base };
      if (columns.length >= 2 && columns.length <= MAX_LABELLED_COLUMNS && SETTINGS_COLUMN.test(columns[0]!)) {
        node.properties.className = ['data-table-stack'];
        node.properties.style = columnLabelProperties(columns)
          .map(([name, value]) => `${name}:${value}`)
          .join(';');
      }
      for (const row of elements(node, 'tr')) {
        for (const cell of [...elements(row, 'td'), ...elements(row, 'th')]) {
          elements(cell, 'code').forEach(breakableCode);
          breakableText(cell);
        }
      }
    };
    walk(tree);
  };
}
