'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';

const SearchDialog = dynamic(() => import('@/components/search/search-dialog'), { ssr: false });

/** The navbar's search button; Ctrl+K, ⌘K and "/" open the dialog too. Without JavaScript it links to the search page. */
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        show();
      } else if (e.key === '/' && !typing) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  // Intent to search (hover or focus) starts loading the index, so results are ready on the first keystroke.
  const prefetch = () => {
    void import('@/components/search/search-dialog');
    // The engine (FlexSearch) and the index load only now, never with the page itself.
    import('@/lib/search/client').then((m) => m.loadSearch()).catch(() => undefined);
  };

  return (
    <>
      <a
        href="/current/search"
        className="search-trigger"
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          show();
        }}
        onMouseEnter={prefetch}
        onFocus={prefetch}
      >
        <span aria-hidden="true" className="search-icon" />
        <span>Search</span>
        <kbd className="search-kbd" aria-hidden="true">Ctrl K</kbd>
      </a>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
