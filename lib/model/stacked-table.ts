/**
 * Tables that stack into cards on a phone (app/globals.css, `.data-table-stack`): each row becomes a block and each
 * cell after the first is prefixed with its column's name. The names travel once per table, as CSS custom
 * properties that `td:nth-child(n)::before` reads, not as an attribute on every cell. Used by the typed tables
 * (components/reference/data-table.tsx) and the Markdown tables of page bodies (lib/mdx/rehype-tables.ts).
 */

/** The most columns a stacked table can have: globals.css names columns 2 to 6 (`--l2` … `--l6`). */
export const MAX_LABELLED_COLUMNS = 6;

/** A stacked table's column names after the first, as custom properties and CSS strings: `['--l2', '"Type"']`. */
export const columnLabelProperties = (columns: readonly string[]): [name: string, value: string][] =>
  columns.slice(1).map((c, i) => [`--l${i + 2}`, JSON.stringify(c)]);
