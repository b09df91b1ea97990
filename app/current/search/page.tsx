import type { Metadata } from 'next';
import { SearchPageMain } from '@/components/search/search-page-main';
import { feedAlternates } from '@/lib/model/feeds';
import { CURRENT_ROUTE, searchHref, versions } from '@/lib/model/versions';

export const metadata: Metadata = {
  title: 'Search',
  description: `Search the Dremio ${versions.current.label} documentation: guides, SQL commands and functions, REST API operations and release notes.`,
  alternates: { canonical: searchHref(CURRENT_ROUTE), types: feedAlternates() },
  robots: { index: false },
};

export default function Page() {
  return <SearchPageMain route={CURRENT_ROUTE} />;
}
