import Link from 'next/link';
import { DataTable } from '@/components/reference/data-table';
import type { EquivalentRow } from '@/lib/functions';
import { DIALECTS, type Dialect } from '@/lib/schema';

/**
 * The body of SQL function equivalents: one section per dialect, each a table from the other system's name to the
 * Dremio function, with the difference to watch for. Built from the function pages' `equivalents`.
 */
export function FunctionEquivalents({ byDialect }: { byDialect: [Dialect, EquivalentRow[]][] }) {
  const rows = new Map(byDialect);
  return (
    <>
      {(Object.keys(DIALECTS) as Dialect[]).map((dialect) => {
        const list = rows.get(dialect) ?? [];
        return (
          <section key={dialect} aria-labelledby={dialect} className="equivalents-dialect">
            <h2 id={dialect}>{DIALECTS[dialect]}</h2>
            {list.length ? (
              <DataTable
                label={`${DIALECTS[dialect]} functions and their Dremio equivalents`}
                columns={[`${DIALECTS[dialect]}`, 'Dremio', 'Difference']}
                rows={list.map((r) => ({
                  key: `${r.name} ${r.href}`,
                  cells: [
                    <code key="theirs">{r.name}</code>,
                    <Link key="ours" href={r.href} prefetch={false}><code>{r.function}</code></Link>,
                    r.note ?? '',
                  ],
                }))}
              />
            ) : (
              <p>No {DIALECTS[dialect]} names are listed yet.</p>
            )}
          </section>
        );
      })}
    </>
  );
}
