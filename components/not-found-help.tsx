'use client';

import { useEffect, useRef, useState } from 'react';
import { PAGES_FILE, pathWords, suggestPages, type PageEntry } from '@/lib/search/suggest';
import { markNotFoundSearch } from '@/lib/signals/browser';
import { searchHref, versionOfPath } from '@/lib/model/versions';
import { useReadingVersion } from './use-reading-version';

/**
 * The search form of the 404 page, filled with the words of the address that was not found, and the pages
 * nearest to that address. The page is the same static 404 for every unknown address, so both come from
 * `location` in the browser; the page list is a small file fetched only here.
 */
export function NotFoundHelp() {
  const input = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<{ href: string; title: string }[]>([]);
  // The version the address is in, once hydrated (components/use-reading-version.ts): its search and its home.
  const { version: reading } = useReadingVersion();

  useEffect(() => {
    const { pathname } = window.location;
    // The pages of the version the address is in (a frozen version's list is under /search/<label>/).
    const version = versionOfPath(pathname);
    // The box is in the page's HTML and takes keys before this script runs (it is not controlled, so hydration
    // keeps what it holds): only an empty box gets the address's words.
    if (!input.current!.value) input.current!.value = pathWords(pathname.replace(version.route, ''));
    const controller = new AbortController();
    fetch(version.frozen ? `/search/${version.frozen.label}/pages.json` : PAGES_FILE, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<PageEntry[]>) : []))
      .then((pages) => setSuggestions(Array.isArray(pages) ? suggestPages(pathname, pages, 5, `${version.route}/`) : []))
      .catch(() => {
        // No suggestions: the search form and the section links still help.
      });
    return () => controller.abort();
  }, []);

  return (
    <>
      <form action={searchHref(reading.route)} method="get" role="search" className="not-found-search" onSubmit={markNotFoundSearch}>
        <label htmlFor="not-found-q">Search the documentation</label>
        <input ref={input} id="not-found-q" name="q" type="search" defaultValue="" placeholder="For example: create a reflection" />
        <button type="submit">Search</button>
      </form>
      {/* Below the form, so that the form does not move when the list arrives. */}
      {suggestions.length > 0 && (
        <section aria-labelledby="did-you-mean" className="did-you-mean">
          <h2 id="did-you-mean">Did you mean</h2>
          <ul>
            {suggestions.map((s) => (
              <li key={s.href}>
                <a href={s.href}>{s.title}</a> <span className="did-you-mean-path">{s.href}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {reading.frozen && (
        <p className="not-found-version">
          This address is in the Dremio {reading.label} documentation: <a href={`${reading.route}/`}>go to its home page</a>.
        </p>
      )}
    </>
  );
}
