'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchEngine } from '@/lib/search/engine';
import { QUERY_INPUT_MAX, type SearchResponse } from '@/lib/search/types';
import type { PageKind, SearchFilter } from '@/lib/model/page-kinds';
import { flushSearches, SearchLog } from '@/lib/signals/browser';
import { ClosestNote, KindFilter, NoResults, ResultBody } from './search-results';
import { pastedLines, searchedText } from './paste';
import { trapTab } from '../focus';
import { CURRENT_ROUTE, frozenVersion, searchHref, versionOfPath, versions } from '@/lib/model/versions';

const RECENT_KEY = 'dremio-docs:recent-searches';
const readRecent = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};
const remember = (q: string) => {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([q, ...readRecent().filter((r) => r !== q)].slice(0, 6)));
  } catch {
    // Private browsing: recent searches are simply not kept.
  }
};

/** How long typing pauses before the section-text shards of the query's words are fetched. */
const SHARD_DELAY_MS = 120;

/**
 * The search dialog: a WAI-ARIA combobox whose listbox options hold links to the results. It renders with its
 * input at once; the engine (FlexSearch) and the index load behind it, and what was typed meanwhile is searched
 * as soon as they are ready.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  /** The search loader, once imported; it fetches the index and, per query, the section-text shards. */
  const client = useRef<typeof import('@/lib/search/client') | null>(null);
  /** Bumped when a body shard or snippet texts arrive, so the results are computed again. */
  const [loaded, setLoaded] = useState(0);
  const [query, setQuery] = useState('');
  /** A paste with line breaks that makes up the whole box, as copied (components/search/paste.ts). */
  const [pasted, setPasted] = useState<string | null>(null);
  /** What the engine reads: the paste's own text while the box shows it unchanged, else the box's text. */
  const searched = searchedText(query, pasted);
  const [kind, setKind] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const [error, setError] = useState(false);
  // The index searched: the version being read (lib/model/versions.ts), which the reader may change.
  const [version, setVersion] = useState(() => versionOfPath(typeof window === 'undefined' ? '/' : window.location.pathname).frozen?.label ?? '');
  /** The search page of the version searched, with the words searched: Enter with no result chosen, and "See all results". */
  const route = (version && frozenVersion(version)?.route) || CURRENT_ROUTE;
  const searchPage = searchHref(route, searched.trim());

  // Focus before the browser paints, so the key after Ctrl+K already lands in the input.
  // Keys typed after Ctrl+K or "/" before the page hydrated were kept by the head script (lib/http/inline-scripts.ts).
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    const early = window.__searchKeys;
    window.__searchKeys = null;
    window.__searchReady = true;
    if (early) {
      el.value = early;
      setQuery(early);
    }
  }, []);
  // The page behind the dialog does not scroll while it is open (globals.css, body[data-search-open]).
  useEffect(() => {
    document.body.setAttribute('data-search-open', '');
    return () => document.body.removeAttribute('data-search-open');
  }, []);
  useEffect(() => setRecent(readRecent()), []);
  useEffect(() => {
    let live = true;
    setEngine(null);
    setError(false);
    import('@/lib/search/client').then(
      (loader) => {
        client.current = loader;
        loader.loadSearch(version || undefined).then(
          (e) => live && setEngine(e),
          () => live && setError(true),
        );
      },
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const response: SearchResponse | null = useMemo(
    () => (engine && searched.trim() ? engine.search(searched, { kind: (kind || undefined) as PageKind | SearchFilter | undefined, limit: 8 }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` marks new shards in the engine
    [engine, searched, kind, loaded],
  );
  const hits = useMemo(() => response?.hits ?? [], [response]);
  // Results from titles, keywords and headings come at once; the section-text shards a query's words need load
  // behind them after a pause in typing, and the results are computed again when they arrive.
  useEffect(() => {
    const loader = client.current;
    if (!engine || !loader || !searched.trim()) return;
    let live = true;
    const timer = setTimeout(() => {
      loader.loadFor(engine, searched).then(
        (changed) => live && changed && setLoaded((n) => n + 1),
        () => live && setError(true),
      );
    }, SHARD_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [engine, searched]);
  // While the query's section text is still on its way, an empty list is not yet "no results".
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` marks new shards in the engine
  const waiting = useMemo(() => !!engine && !!searched.trim() && engine.shardsFor(searched).length > 0, [engine, searched, loaded]);
  useEffect(() => {
    const loader = client.current;
    if (!engine || !loader || !hits.length) return;
    let live = true;
    loader.loadTexts(engine, hits).then(
      (changed) => live && changed && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, hits]);
  useEffect(() => setActive(0), [query, kind]);
  // The final query of each search, the number of results the reader saw and the result opened (lib/signals),
  // sent when the dialog closes.
  const log = useRef<SearchLog>(null);
  useEffect(() => {
    log.current ??= new SearchLog('dialog', true);
    if (engine && response) log.current.shown(query, response.closest ? 0 : hits.length);
  }, [engine, response, query, hits]);
  useEffect(
    () => () => {
      log.current?.end();
      flushSearches();
    },
    [],
  );

  /** Opens a result (`rank`, 1-based) or the search page, which records the search itself. */
  const go = (href: string, rank?: number) => {
    remember(query.trim());
    if (rank) log.current?.opened(rank);
    else log.current?.drop();
    onClose();
    router.push(href);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Tab and Shift+Tab move among the dialog's own controls and wrap around.
      trapTab(e, e.currentTarget);
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (e.key === 'Enter' && e.target === input.current) {
      e.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.sections[0]?.href ?? hit.href, active + 1);
      else if (query.trim()) go(searchPage);
    }
  };

  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label="Search the documentation" className="search-dialog" onKeyDown={onKeyDown}>
        <div className="search-input-row">
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={hits.length ? optionId(active) : undefined}
            aria-autocomplete="list"
            aria-label="Search the documentation"
            placeholder="Search docs: commands, functions, guides…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onPaste={(e) => setPasted(pastedLines(e.clipboardData, e.currentTarget, QUERY_INPUT_MAX))}
            maxLength={QUERY_INPUT_MAX}
          />
          <button type="button" className="search-close" onClick={onClose} aria-label="Esc: close search">
            Esc
          </button>
        </div>
        <KindFilter value={kind} onChange={setKind} name={`${id}-kind`} />
        {versions.frozen.length > 0 && (
          <p className="search-version">
            <label htmlFor={`${id}-version`}>Search in</label>{' '}
            <select id={`${id}-version`} value={version} onChange={(e) => setVersion(e.target.value)}>
              <option value="">Dremio {versions.current.label} (current)</option>
              {versions.frozen.map((f) => (
                <option key={f.label} value={f.label}>
                  Dremio {f.label}
                </option>
              ))}
            </select>
          </p>
        )}
        {error && <p className="search-status">Search could not load. Check your connection and try again.</p>}
        {!engine && !error && <p className="search-status">Loading search…</p>}
        {response?.corrected && hits.length > 0 && <p className="search-status">Showing results for “{response.corrected}”.</p>}
        {response?.closest && hits.length > 0 && <ClosestNote query={query.trim()} searchPage={searchHref(route, query.trim())} />}
        <ul id={listId} role="listbox" aria-label="Search results" className="search-results">
          {hits.map((hit, i) => (
            // The link itself is the option (allowed on <a href>): an option may not contain a focusable element.
            <li key={hit.href} role="none">
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseEnter={() => setActive(i)}
                href={hit.sections[0]?.href ?? hit.href}
                tabIndex={-1}
                onClick={(e) => {
                  e.preventDefault();
                  go(hit.sections[0]?.href ?? hit.href, i + 1);
                }}
              >
                <ResultBody hit={hit} words={response!.words} />
              </a>
            </li>
          ))}
        </ul>
        {engine && query.trim() && hits.length === 0 && !waiting && !error && (
          <NoResults query={query} corrected={engine.correct(query)} onPick={setQuery} route={route} />
        )}
        {!query.trim() && recent.length > 0 && (
          <div className="search-recent">
            <p>Recent searches</p>
            <ul>
              {recent.map((r) => (
                <li key={r}>
                  <button type="button" className="link-button" onClick={() => setQuery(r)}>
                    {r}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {query.trim() && hits.length > 0 && (
          <p className="search-footer">
            <a
              href={searchPage}
              onClick={() => {
                remember(query.trim());
                log.current?.drop();
                onClose();
              }}
            >
              See all results
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
