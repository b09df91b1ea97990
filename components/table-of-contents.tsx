import type { Heading } from '@/lib/model/mdx-analysis';

/** "On this page": the h2 and h3 headings of the article, as anchor links. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const items = headings.filter((h) => h.depth === 2 || h.depth === 3);
  if (items.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className="toc">
      <h2 id="toc-title" className="toc-title">On this page</h2>
      <ul>
        {items.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'toc-sub' : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
