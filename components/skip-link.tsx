'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * The skip link, first in Tab order on every page. After a navigation inside the app (a link of the site, Back), which
 * loads no new document, focus goes to the top of the page, just before this link, as a page load would put it; else
 * Next leaves the next Tab to start in the sidebar, hundreds of stops before the page's text. A new address with a
 * `#section` keeps the browser's own focus there.
 */
export function SkipLink() {
  const top = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (!location.hash) top.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div ref={top} tabIndex={-1} className="skip-top">
      <a href="#content" className="skip-link">
        Skip to main content
      </a>
    </div>
  );
}
