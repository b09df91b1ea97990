import type { Heading } from '@/lib/model/mdx-analysis';
import { TocSpy } from './toc-spy';

const tocItems = (headings: Heading[]) => headings.filter((h) => h.depth === 2 || h.depth === 3);

function TocList({ items }: { items: Heading[] }) {
  return (
    <ul>
      {items.map((h) => (
        <li key={h.id} className={h.depth === 3 ? 'toc-sub' : undefined}>
          <a href={`#${h.id}`}>{h.text}</a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page" in the side column: the h2 and h3 headings of the article, the one in view marked. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const items = tocItems(headings);
  if (items.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className="toc">
      <h2 id="toc-title" className="toc-title">
        On this page
      </h2>
      <TocList items={items} />
      <TocSpy />
    </nav>
  );
}

/**
 * "On this page" at the top of the article, folded, for screens where the side column is hidden (72rem and
 * below). A <details> element: it opens and closes without JavaScript.
 */
export function InlineTableOfContents({ headings }: { headings: Heading[] }) {
  const items = tocItems(headings);
  if (items.length < 2) return null;
  // `.to-toc` is the phone's way back up a long page: it appears once the reader has scrolled a screen (CSS only).
  return (
    <>
      <nav aria-label="On this page" className="toc-inline" id="toc-inline">
        <details>
          <summary>On this page</summary>
          <TocList items={items} />
        </details>
      </nav>
      <a href="#toc-inline" className="to-toc">
        <span aria-hidden="true">↑ </span>On this page
      </a>
    </>
  );
}
