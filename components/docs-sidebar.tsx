'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useClientNavigation } from '@/components/client-links';
import { navTree, type NavCategory, type NavItem, type SidebarItem } from '@/lib/model/sidebar';
import { versionOfPath } from '@/lib/model/versions';

export interface DocsSidebarProps {
  items: NavItem[];
  currentHref: string | null;
}

/** Which categories are open, kept for the whole visit so that it survives client-side navigation. */
const openState = new Map<string, boolean>();
let fullTree: Map<string, NavCategory> | null = null;
let fullTreeRequest: Promise<Map<string, NavCategory>> | null = null;
/** The route of the version whose tree `fullTree` is (`/current`, `/26.x`): a page of another version loads its own. */
let fullTreeRoute = '';
const readingRoute = () => versionOfPath(window.location.pathname).route;
/** The whole tree of the version being read, once loaded. */
const readyTree = () => (typeof window !== 'undefined' && fullTreeRoute === readingRoute() ? fullTree : null);

function indexCategories(items: NavItem[], into = new Map<string, NavCategory>()) {
  for (const item of items) {
    if (item.type === 'category') {
      into.set(item.key, item);
      if (item.items) indexCategories(item.items, into);
    }
  }
  return into;
}

/** Loads the whole sidebar once, from the same version.json the site publishes. */
function loadFullTree(): Promise<Map<string, NavCategory>> {
  const route = readingRoute();
  if (route !== fullTreeRoute) {
    fullTree = null;
    fullTreeRequest = null;
    fullTreeRoute = route;
  }
  fullTreeRequest ??= fetch(`${route}/version.json`)
    .then((r) => r.json() as Promise<{ docsSidebars: { softwareSidebar: SidebarItem[] } }>)
    .then((v) => (fullTree = indexCategories(navTree(v.docsSidebars.softwareSidebar))));
  return fullTreeRequest;
}

function shippedOpen(items: NavItem[], into = new Set<string>()) {
  for (const item of items) {
    if (item.type === 'category' && item.items) {
      into.add(item.key);
      shippedOpen(item.items, into);
    }
  }
  return into;
}

/**
 * Scrolls the sidebar, and only the sidebar, so that the current page's link sits in its middle third; a link
 * already in view stays where it is. Used on load (desktop) and when the phone drawer opens.
 */
export function revealCurrent(sidebar: HTMLElement) {
  const link = sidebar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link || sidebar.clientHeight === 0) return;
  const box = sidebar.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top >= box.top && at.bottom <= box.bottom) return;
  sidebar.scrollTop += at.top - box.top - sidebar.clientHeight / 3;
}

/** A label cut off with an ellipsis (globals.css) shows its full name as a tooltip when pointed at or focused. */
function fullName(event: { target: EventTarget }) {
  const label = (event.target as Element).closest?.('.sidebar-link, .sidebar-group-label');
  if (!(label instanceof HTMLElement)) return;
  if (label.scrollWidth > label.clientWidth) label.title = label.textContent ?? '';
  else label.removeAttribute('title');
}

/** The drawer's own close control (phones): the menu button closes the drawer and takes the focus back. */
function closeDrawer() {
  const menu = document.querySelector<HTMLButtonElement>('.menu-button');
  menu?.click();
  menu?.focus();
}

export function DocsSidebar({ items, currentHref }: DocsSidebarProps) {
  const [open, setOpen] = useState(() => shippedOpen(items));
  const [, setLoaded] = useState(0);
  const nav = useRef<HTMLElement>(null);

  // A reader arriving on a deep page sees where it sits in the tree.
  useEffect(() => {
    if (nav.current) revealCurrent(nav.current);
  }, [currentHref]);

  useEffect(() => {
    // The page opens the categories above it, and whatever was open on earlier pages stays open.
    for (const key of shippedOpen(items)) openState.set(key, true);
    const next = new Set([...openState].filter(([, isOpen]) => isOpen).map(([key]) => key));
    setOpen(next);
    if ([...next].some((key) => !findShipped(items, key)) && !readyTree()) loadFullTree().then(() => setLoaded((n) => n + 1));
  }, [items]);

  const toggle = useCallback((category: NavCategory) => {
    setOpen((prev) => {
      const next = new Set(prev);
      const isOpen = !prev.has(category.key);
      if (isOpen) next.add(category.key);
      else next.delete(category.key);
      openState.set(category.key, isOpen);
      return next;
    });
    if (!category.items && !readyTree()) loadFullTree().then(() => setLoaded((n) => n + 1));
  }, []);

  // Links are plain anchors; one listener on the sidebar navigates client-side (about 300 links on a function page).
  const navigate = useClientNavigation();

  return (
    <nav ref={nav} className="sidebar" id="docs-sidebar" aria-label="Documentation" onClick={navigate} onPointerOver={fullName} onFocus={fullName}>
      <button type="button" className="drawer-close" onClick={closeDrawer}>
        Close menu
      </button>
      <SidebarList items={items} open={open} toggle={toggle} currentHref={currentHref} />
    </nav>
  );
}

function findShipped(items: NavItem[], key: string): NavCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.key === key && item.items) return item;
    const found = item.items && findShipped(item.items, key);
    if (found) return found;
  }
  return undefined;
}

interface ListProps {
  items: NavItem[];
  open: Set<string>;
  toggle: (c: NavCategory) => void;
  currentHref: string | null;
}

function SidebarList({ items, open, toggle, currentHref }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className={item.className}>
            <a href={item.href} className="sidebar-link" aria-current={item.href === currentHref ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <SidebarCategoryItem key={item.key} category={item} open={open} toggle={toggle} currentHref={currentHref} />
        ),
      )}
    </ul>
  );
}

function SidebarCategoryItem({ category, open, toggle, currentHref }: Omit<ListProps, 'items'> & { category: NavCategory }) {
  const isOpen = open.has(category.key);
  const children = category.items ?? readyTree()?.get(category.key)?.items ?? null;
  const listId = `sidebar-${category.key.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  return (
    <li className={`sidebar-category${category.className ? ` ${category.className}` : ''}`}>
      <div className="sidebar-category-row">
        {category.href ? (
          <a href={category.href} className="sidebar-link" aria-current={category.href === currentHref ? 'page' : undefined}>
            {category.label}
          </a>
        ) : (
          <span className="sidebar-group-label">{category.label}</span>
        )}
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={`${category.label}: ${isOpen ? 'collapse' : 'expand'}`}
          onClick={() => toggle(category)}
        >
          <span aria-hidden="true" className="chevron" />
        </button>
      </div>
      <div id={listId} hidden={!isOpen}>
        {isOpen &&
          (children ? <SidebarList items={children} open={open} toggle={toggle} currentHref={currentHref} /> : <p className="sidebar-loading">Loading…</p>)}
      </div>
    </li>
  );
}
