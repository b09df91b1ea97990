'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SearchEngine } from '@/lib/search/engine';
import type { PageKind } from '@/lib/model/schema';
import { KindFilter, NoResults, ResultBody } from './search-results';

/** The full result list for `/current/search?q=…&kind=…`: shareable, and usable without the dialog. */
export function SearchPage() {
  const params = useSearchParams();
  const router = useRouter();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const [draft, setDraft] = useState(q);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [, setBody] = useState(false);

  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    // The engine loads after the page, so the search page itself stays as light as any other.
    import('@/lib/search/client').then(({ loadSearch, loadSearchBody }) => {
      loadSearch().then(setEngine, () => undefined);
      loadSearchBody().then(() => setBody(true), () => undefined);
    });
  }, []);

  const navigate = (nextQ: string, nextKind: string) => {
    const sp = new URLSearchParams();
    if (nextQ) sp.set('q', nextQ);
    if (nextKind) sp.set('kind', nextKind);
    router.replace(`/current/search${sp.size ? `?${sp}` : ''}`);
  };
  const response = engine && q.trim() ? engine.search(q, { kind: (kind || undefined) as PageKind | 'sql' | undefined, limit: 50 }) : null;

  return (
    <>
      <form
        role="search"
        className="search-page-form"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(draft.trim(), kind);
        }}
      >
        <label htmlFor="search-page-q" className="visually-hidden">Search query</label>
        <input id="search-page-q" name="q" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} placeholder="Search docs" />
        <button type="submit">Search</button>
      </form>
      <KindFilter value={kind} onChange={(k) => navigate(q, k)} name="search-page-kind" />
      {!engine && q && <p className="search-status">Loading search…</p>}
      {response && (
        <>
          <p className="search-status" aria-live="polite">
            {response.hits.length} result{response.hits.length === 1 ? '' : 's'} for “{q}”{response.corrected ? ` (showing “${response.corrected}”)` : ''}
          </p>
          {response.hits.length === 0 && engine && <NoResults query={q} corrected={engine.correct(q)} onPick={(c) => navigate(c, kind)} />}
          <ol className="search-page-results">
            {response.hits.map((hit) => (
              <li key={hit.href}>
                <a href={hit.sections[0]?.href ?? hit.href}>
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
