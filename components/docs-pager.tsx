import Link from 'next/link';
import type { PageLink } from '@/lib/model/sidebar';

/** Previous and next pages in sidebar order, or within `scope` (a function's category: "Window Functions"). */
export function DocsPager({ previous, next, scope }: { previous?: PageLink; next?: PageLink; scope?: string }) {
  if (!previous && !next) return null;
  const within = scope ? ` in ${scope}` : '';
  return (
    <nav aria-label={`Previous and next pages${within}`} className="pager">
      {previous ? (
        <Link href={previous.href} prefetch={false} className="pager-link" rel="prev">
          <span className="pager-kind">Previous{within}</span>
          <span className="pager-label">{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} prefetch={false} className="pager-link pager-next" rel="next">
          <span className="pager-kind">Next{within}</span>
          <span className="pager-label">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
