import { ClientLinks } from '@/components/client-links';
import { InlineMarkdown } from '@/components/inline-markdown';
import { FunctionFilter } from '@/components/reference/function-filter';
import type { FunctionEntry } from '@/lib/runtime/catalog';
import { getPageById } from '@/lib/runtime/docs';
import { FUNCTION_CATEGORIES, type FunctionCategory } from '@/lib/model/schema';

/** Readers' words for each function category, from its page's `keywords`, for the finder to match tasks with. */
const categoryKeywords = () =>
  Object.fromEntries(Object.keys(FUNCTION_CATEGORIES).map((slug) => [slug, getPageById(`reference/sql/sql-functions/${slug}`)?.frontmatter.keywords ?? []]));

/**
 * The generated function table of a category page or of All Functions. With `filterable`, a small client
 * component finds and orders the rows already in the page, so the list is not shipped a second time as data.
 */
export function FunctionList({ functions, filterable = false }: { functions: FunctionEntry[]; filterable?: boolean }) {
  return (
    <section aria-labelledby="function-list" className="function-list">
      <h2 id="function-list">{filterable ? 'Find a function' : 'Functions in this category'}</h2>
      {filterable && <FunctionFilter categories={Object.entries(FUNCTION_CATEGORIES)} keywords={categoryKeywords()} total={functions.length} />}
      <ClientLinks className="table-wrap" tabIndex={0} role="region" aria-label="Functions">
        <table className={filterable ? 'data-table-stack' : undefined}>
          <thead>
            <tr>
              <th scope="col">Function</th>
              <th scope="col">Description</th>
              {filterable && <th scope="col">Categories</th>}
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
                <td data-label={filterable ? 'Description' : undefined}>
                  <InlineMarkdown text={f.summary} />
                </td>
                {filterable && <td data-label="Categories">{f.categories.map((c) => FUNCTION_CATEGORIES[c as FunctionCategory]).join(', ')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ClientLinks>
    </section>
  );
}
