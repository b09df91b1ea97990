import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/search-page';
import { feedAlternates } from '@/lib/model/feeds';
import { QUERY_INPUT_MAX } from '@/lib/search/types';

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the Dremio 26.x documentation: guides, SQL commands and functions, REST API operations and release notes.',
  alternates: { canonical: '/current/search', types: feedAlternates() },
  robots: { index: false },
};

/**
 * The form is part of the HTML, so its input takes keys before any script has run (and submits as a plain GET
 * form without JavaScript); the results part (components/search/search-page.tsx) takes over what was typed.
 */
export default function Page() {
  return (
    <main id="content" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <form role="search" className="search-page-form" id="search-page-form" action="/current/search">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search query
        </label>
        <input id="search-page-q" name="q" type="search" maxLength={QUERY_INPUT_MAX} placeholder="Search docs" />
        <button type="submit">Search</button>
      </form>
      <Suspense fallback={null}>
        <SearchPage />
      </Suspense>
    </main>
  );
}
