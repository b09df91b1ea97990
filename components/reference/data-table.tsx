import type { ReactNode } from 'react';

export interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** The one table shape of typed reference pages: a labelled, keyboard-scrollable region with a header row. */
export function DataTable({ label, columns, rows }: DataTableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">{c}</th>
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
