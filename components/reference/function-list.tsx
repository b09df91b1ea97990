import { ClientLinks } from '@/components/client-links';
import { InlineMarkdown } from '@/components/inline-markdown';
import { columnLabels } from '@/components/reference/data-table';
import { FunctionFilter } from '@/components/reference/function-filter';
import type { FunctionEntry, PageParts } from '@/lib/model/page';
import { FUNCTION_CATEGORIES, type FunctionCategory } from '@/lib/model/schema';

/**
 * The generated function table of a category page or of All Functions. With `keywords` (readers' words for each
 * category, the finder's), a small client component finds and orders the rows already in the page, so the list is
 * not shipped a second time as data.
 */
export function FunctionList({ functions, keywords, parts }: { functions: FunctionEntry[]; keywords?: Record<string, string[]>; parts: PageParts }) {
  const filterable = keywords !== undefined;
  // The finder adds a Categories column and stacks on a phone, each cell after the first named by its column.
  const columns = filterable ? ['Function', 'Description', 'Categories'] : ['Function', 'Description'];
  return (
    <section aria-labelledby="function-list" className="function-list">
      <h2 id="function-list">{filterable ? 'Find a function' : 'Functions in this category'}</h2>
      {filterable && <FunctionFilter categories={Object.entries(FUNCTION_CATEGORIES)} keywords={keywords} total={functions.length} />}
      <ClientLinks className="table-wrap" tabIndex={0} role="region" aria-label="Functions">
        <table className={filterable ? 'data-table-stack' : undefined} style={filterable ? columnLabels('Functions', columns) : undefined}>
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
            {functions.map((f) => (
              <tr
                key={f.href}
                data-fn={f.name}
                data-categories={f.categories.join(' ')}
                data-keywords={filterable && f.keywords.length ? f.keywords.join('|') : undefined}
              >
                <td>
                  <a href={f.href}>
                    <code>{f.name}</code>
                  </a>
                </td>
                <td>
                  <InlineMarkdown text={f.summary} parts={parts} />
                </td>
                {filterable && <td>{f.categories.map((c) => FUNCTION_CATEGORIES[c as FunctionCategory]).join(', ')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ClientLinks>
    </section>
  );
}
