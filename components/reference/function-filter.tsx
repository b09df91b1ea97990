'use client';

import { useEffect, useRef, useState } from 'react';
import { searchHref } from '@/lib/model/versions';
import { useReadingVersion } from '../use-reading-version';
import { rankFunctions, type FinderEntry } from '@/lib/search/function-finder';

interface Row {
  row: HTMLTableRowElement;
  entry: FinderEntry;
  categories: string[];
}

/**
 * The rows FunctionList rendered, with what the finder matches: the name, the summary, the category labels, and
 * readers' words for the function's tasks (its own keywords and its categories').
 */
function readRows(labels: Map<string, string>, keywords: Record<string, string[]>): Row[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('tr[data-fn]')].map((row) => {
    const categories = row.dataset.categories!.split(' ');
    return {
      row,
      categories,
      entry: {
        name: row.dataset.fn!,
        summary: row.cells[1]?.textContent ?? '',
        categories: categories.map((c) => labels.get(c) ?? c),
        keywords: row.dataset.keywords?.split('|') ?? [],
        categoryKeywords: categories.flatMap((c) => keywords[c] ?? []),
      },
    };
  });
}

/**
 * Finds functions by name or by task as the reader types, best match first, or narrows them to a category. Works
 * on the rows already in the page (so the list is not shipped a second time as data), keeps the query in the
 * URL (?q=, ?category=), and offers the site search when nothing fits.
 */
export function FunctionFilter({ categories, keywords, total }: { categories: [string, string][]; keywords: Record<string, string[]>; total: number }) {
  /** The search page of the version being read, for "Search all pages". */
  const route = useReadingVersion().version.route;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(total);
  const [ready, setReady] = useState(false);
  const rows = useRef<Row[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // The box and the menu are in the page's HTML and take keys before this script runs (they are not controlled,
    // so hydration keeps what they hold): what the reader typed or chose by then wins over the address.
    const params = new URLSearchParams(window.location.search);
    const q = input.current!.value || (params.get('q') ?? '');
    input.current!.value = q;
    setQuery(q);
    const c = select.current!.value || params.get('category');
    if (c && categories.some(([slug]) => slug === c)) {
      select.current!.value = c;
      setCategory(c);
    }
    setReady(true);
  }, [categories]);

  useEffect(() => {
    // Until the query in the URL is read, the list stays as rendered and the URL as it came.
    if (!ready) return;
    const all = (rows.current ??= readRows(new Map(categories), keywords));
    const inCategory = (r: Row) => !category || r.categories.includes(category);
    const order = query.trim()
      ? rankFunctions(
          query,
          all.map((r) => r.entry),
        )
      : all.map((_, i) => i);
    const matches = order.map((i) => all[i]!).filter(inCategory);
    const chosen = new Set(matches);
    // Matches first, in rank order; the rest keep their A–Z order, hidden.
    const tbody = all[0]?.row.parentElement;
    tbody?.append(...matches.map((r) => r.row), ...all.filter((r) => !chosen.has(r)).map((r) => r.row));
    for (const r of all) r.row.hidden = !chosen.has(r);
    setShown(matches.length);

    const url = new URL(window.location.href);
    for (const [key, value] of [
      ['q', query.trim()],
      ['category', category],
    ] as const) {
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [ready, query, category, categories, keywords]);

  const q = query.trim();
  return (
    <div className="function-filter" role="search">
      <label htmlFor="fn-query">Find a function by name or task</label>
      <input
        ref={input}
        id="fn-query"
        type="search"
        defaultValue=""
        onChange={(e) => setQuery(e.target.value)}
        placeholder="For example: date_trunc, round, format date as text"
        autoComplete="off"
      />
      <label htmlFor="fn-category">Category</label>
      <select ref={select} id="fn-category" defaultValue="" onChange={(e) => setCategory(e.target.value)}>
        <option value="">All categories</option>
        {categories.map(([slug, label]) => (
          <option key={slug} value={slug}>
            {label}
          </option>
        ))}
      </select>
      <p className="function-count" aria-live="polite">
        {shown === 0 ? 'No function matches. ' : `${shown} of ${total} functions${q ? ', best match first' : ''}. `}
        {q && <a href={searchHref(route, q)}>Search all pages for “{q}”</a>}
      </p>
    </div>
  );
}
