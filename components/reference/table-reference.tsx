import { CodeBlock } from '@/components/mdx/code-block';
import type { TableData } from '@/lib/schema';

/** A system table, information schema view or table function: who may read it, its syntax, its columns. */
export function TableReference({ table }: { table: TableData }) {
  return (
    <>
      <p className="lead">
        <code>{table.name}</code>. {table.access}
      </p>
      {table.signature && (
        <>
          <h2 id="syntax">Syntax</h2>
          <CodeBlock code={table.signature} lang="sql" />
        </>
      )}
      <h2 id="columns">Columns</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Columns">
        <table>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {table.columns.map((c) => (
              <tr key={c.name}>
                <td><code>{c.name}</code></td>
                <td>{c.type}</td>
                <td>{c.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
