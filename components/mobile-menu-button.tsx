'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { revealCurrent } from './docs-sidebar';
import { trapTab } from './focus';

/**
 * On small screens the sidebar sits behind this button. The open drawer fills the screen below the header and
 * scrolls on its own (the page behind is locked), opens scrolled to the current page, keeps Tab inside itself and
 * the header, and closes on Escape, on navigation and on a second press; focus comes back to this button when
 * Escape closes it.
 */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.body.toggleAttribute('data-sidebar-open', open);
    if (!open) return;
    const sidebar = document.getElementById('docs-sidebar');
    if (sidebar) revealCurrent(sidebar);
    const onKey = (e: KeyboardEvent) => {
      // The search dialog, opened over the drawer, handles its own keys: its Escape closes it alone.
      if (e.defaultPrevented || (e.target instanceof Element && e.target.closest('[role="dialog"]'))) return;
      if (e.key === 'Tab') trapTab(e, button.current?.closest('header'), sidebar);
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <button
      ref={button}
      type="button"
      className="icon-button menu-button"
      aria-expanded={open}
      aria-controls="docs-sidebar"
      aria-label="Menu"
      onClick={() => setOpen((o) => !o)}
    >
      <span aria-hidden="true" className="menu-icon" />
    </button>
  );
}
