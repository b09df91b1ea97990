import type { CSSProperties, ReactNode } from 'react';
import { columnLabelProperties, MAX_LABELLED_COLUMNS } from '@/lib/model/stacked-table';

export interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * The custom properties `--l2` … that name a stacked table's columns after the first, as CSS strings. Throws for a
 * table wider than globals.css can label, so a seventh column fails the build instead of losing its name on a phone.
 */
export function columnLabels(label: string, columns: readonly string[]): CSSProperties {
  if (columns.length > MAX_LABELLED_COLUMNS) {
    throw new Error(
      `DataTable "${label}": ${columns.length} columns (${columns.join(', ')}), but a phone shows the names of at most ${MAX_LABELLED_COLUMNS}; add rules for --l${MAX_LABELLED_COLUMNS + 1}… to globals.css first`,
    );
  }
  return Object.fromEntries(columnLabelProperties(columns)) as CSSProperties;
}

/**
 * The one table shape of typed reference pages: a labelled, keyboard-scrollable region with a header row. On a
 * narrow screen (globals.css, .data-table-stack) each row becomes a block and each cell after the first is
 * prefixed with its column's name. The names travel once per table, as the custom properties `--l2` … `--l6` that
 * `.data-table-stack td:nth-child(n)::before` reads, not as a `data-label` on every cell: on the largest API page
 * that attribute, written into both the HTML and the React payload, cost 1.3 KiB gzipped.
 */
export function DataTable({ label, columns, rows }: DataTableProps) {
  const labels = columnLabels(label, columns);
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      throw new Error(`DataTable "${label}": row "${row.key}" has ${row.cells.length} cells for ${columns.length} columns (${columns.join(', ')})`);
    }
  }
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table-stack" style={labels}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
