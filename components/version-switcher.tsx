'use client';

import { useEffect, useRef, useState } from 'react';
import { isSearchPage, siteVersions, versions } from '@/lib/model/versions';
import { useDismiss } from './use-dismiss';
import { useReadingVersion } from './use-reading-version';

/** The route that sends a reader to the same page in another version (app/version-switch/route.ts). */
export const switchHref = (to: string, from: string) => `/version-switch?to=${encodeURIComponent(to)}&from=${encodeURIComponent(from)}`;

/**
 * The version menu of the navbar, on every page and every screen size: a disclosure button that names the version
 * being read and opens a list of links, one per version of this site (each goes to the same page there, or to its
 * nearest landing page: app/version-switch), then the archived versions hosted elsewhere. The version being read has
 * `aria-current`; Escape and a click outside close the list, and Escape returns focus to the button. On a search page
 * the links carry the reader's words, read when the list opens, to the other version's search page; a section's
 * anchor (`#syntax`) rides on each link, and the browser keeps it through the redirect to the other version's page.
 */
export function VersionSwitcher() {
  const { pathname, version: reading } = useReadingVersion();
  const [open, setOpen] = useState(false);
  /** The search page's query string (`?q=…`) and the section's anchor (`#…`), read when the list opens. */
  const [query, setQuery] = useState('');
  const [hash, setHash] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, root, (how) => {
    setOpen(false);
    if (how === 'escape') button.current?.focus();
  });
  return (
    <div className="version-switcher" ref={root}>
      <button
        ref={button}
        type="button"
        className="version-button"
        aria-expanded={open}
        aria-controls="version-menu"
        onClick={() => {
          setQuery(isSearchPage(pathname) ? window.location.search : '');
          setHash(window.location.hash);
          setOpen((o) => !o);
        }}
      >
        <span className="visually-hidden">Documentation version: </span>
        {reading.label}
        {!reading.frozen && <span className="version-current-note"> (current)</span>}
        <span aria-hidden="true" className="version-caret" />
      </button>
      <ul id="version-menu" className="version-menu" hidden={!open}>
        {siteVersions().map((v) => (
          <li key={v.route}>
            <a
              href={switchHref(v.frozen ? v.label : 'current', pathname + query) + hash}
              aria-current={v.route === reading.route ? 'true' : undefined}
              rel="nofollow"
            >
              {v.label}
              {!v.frozen && ' (current)'}
            </a>
          </li>
        ))}
        {versions.archived.map((a) => (
          <li key={a.url}>
            <a href={a.url} rel="noopener noreferrer">
              {a.label} <span className="version-archived">(archived)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
