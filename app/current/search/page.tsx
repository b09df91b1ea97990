import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/search-page';

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the Dremio 26.x documentation: guides, SQL commands and functions, REST API operations and release notes.',
  alternates: { canonical: '/current/search' },
  robots: { index: false },
};

export default function Page() {
  return (
    <main id="content" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <Suspense fallback={<p>Loading search…</p>}>
        <SearchPage />
      </Suspense>
    </main>
  );
}
