'use client';

import { SEARCH_FILTERS, type SearchFilter } from '@/lib/model/page-kinds';
import { CURRENT_ROUTE, moveHref } from '@/lib/model/versions';
import type { SearchHit } from '@/lib/search/types';
import { Highlight } from './highlight';

/** The search filter's choices: all pages, then the filters of lib/model/page-kinds.ts. */
export const KIND_FILTERS: readonly (readonly [SearchFilter | '', string])[] = [['', 'All'], ...SEARCH_FILTERS];

export const SECTION_LANDINGS = [
  ['Get Started', '/current/get-started/'],
  ['Manage Sources', '/current/data-sources/'],
  ['Accelerate Queries', '/current/acceleration/'],
  ['SQL Reference', '/current/reference/sql/'],
  ['REST API', '/current/reference/api/'],
  ['Release Notes', '/current/release-notes/'],
] as const;

export function KindFilter({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  return (
    <div role="radiogroup" aria-label="Filter results by kind" className="search-filters">
      {KIND_FILTERS.map(([kind, label]) => (
        <label key={kind} className={value === kind ? 'active' : undefined}>
          <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
          {label}
        </label>
      ))}
    </div>
  );
}

/**
 * The body of one result: title, breadcrumb, section headings and a snippet with the words search matched on marked;
 * for a pasted error, the page's message that the query pastes.
 */
export function ResultBody({ hit, words }: { hit: SearchHit; words: readonly string[] }) {
  const section = hit.sections[0];
  return (
    <>
      <span className="result-title">
        <Highlight text={hit.title} words={words} />
      </span>
      {hit.breadcrumb && <span className="result-crumbs">{hit.breadcrumb}</span>}
      {section && section.heading !== hit.title && (
        <span className="result-section">
          # <Highlight text={section.heading} words={words} />
        </span>
      )}
      {hit.message && (
        <span className="result-message">
          Explains the error <code>{hit.message}</code>
        </span>
      )}
      <span className="result-snippet">
        <Highlight text={section?.snippet || hit.snippet} words={words} />
      </span>
    </>
  );
}

/** Says that no page matched the words typed and that the results are the closest titles instead; `searchPage` links the search page. */
export function ClosestNote({ query, searchPage }: { query: string; searchPage?: string }) {
  return (
    <p className="search-status" role="status">
      No exact match for “{query}”; showing the closest pages.
      {searchPage && (
        <>
          {' '}
          <a href={searchPage}>Open the search page</a>
        </>
      )}
    </p>
  );
}

/** No page matched: a spelling to try, and the landing pages of the sections of the version searched (`route`). */
export function NoResults({ query, corrected, onPick, route }: { query: string; corrected: string | null; onPick?: (q: string) => void; route: string }) {
  return (
    <div className="search-empty">
      <p>
        No results for “{query}”.
        {corrected && onPick && (
          <>
            {' '}
            Try{' '}
            <button type="button" className="link-button" onClick={() => onPick(corrected)}>
              {corrected}
            </button>
            .
          </>
        )}
      </p>
      <p>Browse a section instead:</p>
      <ul>
        {SECTION_LANDINGS.map(([label, href]) => (
          <li key={href}>
            <a href={moveHref(href, CURRENT_ROUTE, route)}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
