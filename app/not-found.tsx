import { NotFoundHelp } from '@/components/not-found-help';
import { NotFoundSections } from '@/components/not-found-sections';
import { getSidebar } from '@/lib/runtime/docs';
import { devDataStamp } from '@/lib/runtime/runtime-data';

export const metadata = { title: 'Page not found' };

/** A helpful 404: the nearest pages, search filled with the address's words, the home page and every section landing. */
export default async function NotFound() {
  // Under next dev only: the branch is dead in a production build, so its module is not bundled at all.
  const Dev = process.env.NODE_ENV === 'development' ? (await import('@/components/dev-reload-when-found')).DevReloadWhenFound : null;
  const sections = getSidebar().filter((item) => item.type === 'category' && item.href);
  return (
    <main id="content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      {/* One static page for every unknown address, in any version: it names none. */}
      <p>There is no page at this address in the Dremio documentation. It may have moved, or the address may be mistyped.</p>
      <NotFoundHelp />
      <NotFoundSections sections={sections.map((s) => ({ href: s.href!, label: s.label }))} />
      {Dev && <Dev renderedFrom={devDataStamp()} />}
    </main>
  );
}
