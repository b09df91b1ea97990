'use client';

import { useEffect, useId, useRef, useState } from 'react';

/**
 * A filter box for the table that follows it in the page: hides the `code` items (and rows) that do not
 * contain what the reader types. The table stays plain Markdown; this only narrows what is shown.
 */
export function TableFilter({ label = 'Filter the table' }: { label?: string }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The box is in the page's HTML and takes keys before this script runs (it is not controlled, so hydration keeps
  // what it holds): filter by what the reader typed by then.
  useEffect(() => setQuery(input.current!.value), []);

  useEffect(() => {
    let next = root.current?.nextElementSibling;
    while (next && !next.querySelector('table')) next = next.nextElementSibling;
    const table = next?.querySelector('table');
    if (!table) return;
    const q = query.trim().toLowerCase();
    let count = 0;
    table.querySelectorAll('tbody tr').forEach((row) => {
      const items = row.querySelectorAll<HTMLElement>('td code');
      let visible = 0;
      items.forEach((item) => {
        const match = !q || (item.textContent ?? '').toLowerCase().includes(q);
        item.style.display = match ? '' : 'none';
        if (match) visible++;
      });
      (row as HTMLElement).hidden = items.length > 0 && visible === 0;
      count += visible;
    });
    setShown(count);
  }, [query]);

  return (
    <div ref={root} className="table-filter" role="search">
      <label htmlFor={id}>{label}</label>
      <input ref={input} id={id} type="search" defaultValue="" onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      {shown !== null && (
        <span aria-live="polite" className="function-count">
          {shown} shown
        </span>
      )}
    </div>
  );
}
