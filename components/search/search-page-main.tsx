import { Suspense } from 'react';
import { searchHref } from '@/lib/model/versions';
import { QUERY_INPUT_MAX } from '@/lib/search/types';
import { SearchPage } from './search-page';

/**
 * A version's search page (`/current/search`, `/26.x/search`). The form is part of the HTML, so its input takes keys
 * before any script has run (and submits as a plain GET form without JavaScript); the results part
 * (components/search/search-page.tsx) takes over what was typed and searches the version's own index.
 */
export function SearchPageMain({ route, frozenLabel }: { route: string; frozenLabel?: string }) {
  return (
    <main id="content" className="search-page" tabIndex={-1}>
      <h1>{frozenLabel ? `Search the Dremio ${frozenLabel} documentation` : 'Search the documentation'}</h1>
      <form role="search" className="search-page-form" id="search-page-form" action={searchHref(route)}>
        <label htmlFor="search-page-q" className="visually-hidden">
          Search query
        </label>
        <input id="search-page-q" name="q" type="search" maxLength={QUERY_INPUT_MAX} placeholder="Search docs" />
        <button type="submit">Search</button>
      </form>
      <Suspense fallback={null}>
        <SearchPage route={route} version={frozenLabel} />
      </Suspense>
    </main>
  );
}
