import Link from 'next/link';
import type { PageLink } from '@/lib/model/sidebar';

/** Previous and next pages in sidebar order. */
export function DocsPager({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="pager">
      {previous ? (
        <Link href={previous.href} prefetch={false} className="pager-link" rel="prev">
          <span className="pager-kind">Previous</span>
          <span className="pager-label">{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} prefetch={false} className="pager-link pager-next" rel="next">
          <span className="pager-kind">Next</span>
          <span className="pager-label">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
