'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchEngine } from '@/lib/search/engine';
import { QUERY_INPUT_MAX } from '@/lib/search/types';
import { searchHref } from '@/lib/model/versions';
import type { PageKind, SearchFilter } from '@/lib/model/page-kinds';
import { flushSearches, SearchLog, searchSource } from '@/lib/signals/browser';
import { ClosestNote, KIND_FILTERS, KindFilter, NoResults, ResultBody } from './search-results';
import { pastedLines, searchedText } from './paste';

/**
 * The results of a version's search page (`/current/search?q=…&kind=…`, `/26.x/search?q=…`): shareable, and usable
 * without the dialog. The query form is in the page's HTML (components/search/search-page-main.tsx) so that it takes
 * keys at once; this part attaches to it when it hydrates, keeps whatever the reader typed before that and searches
 * it in the index of the version (its label; none for current).
 */
export function SearchPage({ route, version }: { route: string; version?: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const q = params.get('q') ?? '';
  // An unknown kind (a hand-edited or outdated address) is no filter: all results, with All chosen.
  const wanted = params.get('kind') ?? '';
  const kind = KIND_FILTERS.some(([k]) => k === wanted) ? wanted : '';
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [client, setClient] = useState<typeof import('@/lib/search/client') | null>(null);
  /** Bumped when body shards or snippet texts arrive; `ready` is the query whose shards have all loaded. */
  const [loaded, setLoaded] = useState(0);
  const [ready, setReady] = useState('');
  const state = useRef({ q, kind });
  /** Each query searched here, recorded once its results show (lib/signals); the first may come from the 404 page's form. */
  const log = useRef<SearchLog | null>(null);
  useEffect(() => {
    state.current = { q, kind };
  }, [q, kind]);

  const navigate = useCallback(
    (nextQ: string, nextKind: string) => {
      const sp = new URLSearchParams();
      if (nextQ) sp.set('q', nextQ);
      if (nextKind) sp.set('kind', nextKind);
      router.replace(`${searchHref(route)}${sp.size ? `?${sp}` : ''}`);
    },
    [router, route],
  );

  useEffect(() => {
    // The engine loads after the page, so the search page itself stays as light as any other.
    import('@/lib/search/client').then((c) => {
      setClient(c);
      c.loadSearch(version).then(setEngine, () => undefined);
    });
    const form = document.getElementById('search-page-form') as HTMLFormElement | null;
    const input = document.getElementById('search-page-q') as HTMLInputElement | null;
    if (!form || !input) return;
    const typed = input.value.trim();
    if (typed && typed !== state.current.q) navigate(typed, state.current.kind);
    // An empty search page is there to be typed in: its box takes focus, unless the reader has put it elsewhere.
    if (!typed && !state.current.q && (!document.activeElement || document.activeElement === document.body)) input.focus();
    // A paste with line breaks, or a `q` that has them, is searched as it is while the box shows it unchanged
    // (components/search/paste.ts).
    let pasted: string | null = null;
    const paste = (e: ClipboardEvent) => {
      pasted = pastedLines(e.clipboardData, input, QUERY_INPUT_MAX);
    };
    const submit = (e: SubmitEvent) => {
      e.preventDefault();
      navigate(searchedText(input.value, pasted ?? state.current.q).trim(), state.current.kind);
    };
    input.addEventListener('paste', paste);
    form.addEventListener('submit', submit);
    return () => {
      input.removeEventListener('paste', paste);
      form.removeEventListener('submit', submit);
    };
  }, [navigate, version]);

  // The box shows the query of the URL (on load, after Back), unless the reader is typing in it.
  useEffect(() => {
    const input = document.getElementById('search-page-q') as HTMLInputElement | null;
    if (input && (document.activeElement !== input || !input.value)) input.value = q;
  }, [q]);

  useEffect(() => {
    if (!client || !engine || !q.trim()) return;
    let live = true;
    client.loadFor(engine, q).then(
      (changed) => {
        if (!live) return;
        setReady(q);
        if (changed) setLoaded((n) => n + 1);
      },
      () => live && setReady(q),
    );
    return () => {
      live = false;
    };
  }, [client, engine, q]);

  const response = useMemo(
    () => (engine && q.trim() ? engine.search(q, { kind: (kind || undefined) as PageKind | SearchFilter | undefined, limit: 50 }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` marks new shards in the engine
    [engine, q, kind, loaded],
  );
  const shown = response && (response.hits.length > 0 || ready === q);
  useEffect(() => {
    if (!shown || !response) return;
    log.current ??= new SearchLog(searchSource(), false);
    log.current.shown(q, response.closest ? 0 : response.hits.length);
  }, [shown, response, q]);
  // Leaving by a link of the site loads no new document, so no pagehide sends the search: it goes as the page goes.
  useEffect(() => () => flushSearches(), []);
  useEffect(() => {
    if (!client || !engine || !response?.hits.length) return;
    let live = true;
    client.loadTexts(engine, response.hits).then(
      (changed) => live && changed && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, engine, response]);

  return (
    <>
      <KindFilter value={kind} onChange={(k) => navigate(q, k)} name="search-page-kind" />
      {!engine && q && <p className="search-status">Loading search…</p>}
      {shown && (
        <>
          <p className="search-status" aria-live="polite">
            {response.hits.length} result{response.hits.length === 1 ? '' : 's'} for “{q}”{response.corrected ? ` (showing “${response.corrected}”)` : ''}
          </p>
          {response.closest && response.hits.length > 0 && <ClosestNote query={q} />}
          {response.hits.length === 0 && engine && <NoResults query={q} corrected={engine.correct(q)} onPick={(c) => navigate(c, kind)} route={route} />}
          <ol className="search-page-results">
            {response.hits.map((hit, i) => (
              <li key={hit.href}>
                <a href={hit.sections[0]?.href ?? hit.href} onClick={() => log.current?.opened(i + 1)}>
                  <ResultBody hit={hit} words={response.words} />
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
