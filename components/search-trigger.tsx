'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { searchHref } from '@/lib/model/versions';
import { useReadingVersion } from './use-reading-version';
import SearchDialog from '@/components/search/search-dialog';

declare global {
  interface Window {
    /** Keys typed after Ctrl+K or "/" before this component hydrated (lib/http/inline-scripts.ts). */
    __searchKeys?: string | null;
    __searchReady?: boolean;
  }
}

/**
 * The navbar's search button; Ctrl+K, ⌘K and "/" open the dialog too. The dialog and its input render at once;
 * only the engine and the index load lazily, so no keystroke is lost. Without JavaScript it links to the search page
 * of the version being read.
 */
export function SearchTrigger() {
  const { version: reading } = useReadingVersion();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const show = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    const active = document.activeElement as HTMLElement | null;
    returnFocus.current = active && active !== document.body ? active : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    const target = returnFocus.current?.isConnected ? returnFocus.current : trigger.current;
    target?.focus();
  }, []);

  useEffect(() => {
    // Ctrl+K or "/" pressed before hydration: the head script is keeping what follows; the dialog takes it over
    // once its input has focus (and only then does the head script stand aside).
    if (window.__searchKeys != null) show();
    else window.__searchReady = true;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        show();
      } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  // Intent to search (hover or focus) starts loading the engine (FlexSearch) and the index, never the page itself.
  const prefetch = () => {
    import('@/lib/search/client').then((m) => m.loadSearch(reading.frozen?.label)).catch(() => undefined);
  };

  return (
    <>
      <a
        ref={trigger}
        href={searchHref(reading.route)}
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
        {/* The visible word goes on the smallest screens (app/globals.css); the hidden one names the link on every screen. */}
        <span className="search-label" aria-hidden="true">
          Search
        </span>
        <span className="visually-hidden">Search</span>
        <kbd className="search-kbd" aria-hidden="true">
          Ctrl K
        </kbd>
      </a>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
