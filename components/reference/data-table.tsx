import type { ReactNode } from 'react';

export interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * The one table shape of typed reference pages: a labelled, keyboard-scrollable region with a header row. On a
 * narrow screen (globals.css, .data-table-stack) each row becomes a block and each cell after the first is
 * prefixed with its column's name from `data-label`.
 */
export function DataTable({ label, columns, rows }: DataTableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table-stack">
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
                <td key={i} data-label={i > 0 ? columns[i] : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
