'use client';

import { useEffect, useState } from 'react';

/** Narrows the function table as the reader types (name or description) or picks a category. */
export function FunctionFilter({ categories, total }: { categories: [string, string][]; total: number }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(total);

  useEffect(() => {
    const terms = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
    let count = 0;
    document.querySelectorAll<HTMLTableRowElement>('tr[data-fn]').forEach((row) => {
      const text = row.dataset.fn!.replace(/_/g, ' ');
      const match = terms.every((t) => text.includes(t)) && (!category || row.dataset.categories!.split(' ').includes(category));
      row.hidden = !match;
      if (match) count++;
    });
    setShown(count);
  }, [query, category]);

  return (
    <div className="function-filter" role="search">
      <label htmlFor="fn-query">Filter by name or description</label>
      <input id="fn-query" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="For example: round, date trunc, json" autoComplete="off" />
      <label htmlFor="fn-category">Category</label>
      <select id="fn-category" value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="">All categories</option>
        {categories.map(([slug, label]) => (
          <option key={slug} value={slug}>{label}</option>
        ))}
      </select>
      <p className="function-count" aria-live="polite">
        {shown} of {total} functions
      </p>
    </div>
  );
}
