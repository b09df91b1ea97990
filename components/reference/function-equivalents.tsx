import Link from 'next/link';
import { DataTable } from '@/components/reference/data-table';
import type { EquivalentRow } from '@/lib/model/page';
import { DIALECTS, type Dialect } from '@/lib/model/schema';

/** A name that may wrap after its underscores and dots only, never inside a word, so narrow columns stay readable. */
const breakable = (name: string) => name.split(/(?<=[_.])/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));

/**
 * The body of SQL function equivalents: one section per dialect, each a two-column table from the other system's
 * name, linked to the documentation it was checked against, to the Dremio function, with the difference to watch
 * for under it (two columns stay readable on a phone).
 * Built from the function pages' `equivalents`.
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
                columns={[DIALECTS[dialect], 'Dremio']}
                rows={list.map((r) => ({
                  key: `${r.name} ${r.href}`,
                  cells: [
                    <a key="theirs" href={r.source} rel="noopener" title={`${DIALECTS[dialect]} documentation of ${r.name}`}>
                      <code>{breakable(r.name)}</code>
                    </a>,
                    <>
                      <Link href={r.href} prefetch={false}>
                        <code>{breakable(r.function)}</code>
                      </Link>
                      {r.note && <span className="equivalent-note">{r.note}</span>}
                    </>,
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
