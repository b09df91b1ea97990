'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** On small screens the sidebar sits behind this button; it closes again after navigation. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.body.toggleAttribute('data-sidebar-open', open);
  }, [open]);
  return (
    <button type="button" className="icon-button menu-button" aria-expanded={open} aria-controls="docs-sidebar" aria-label="Menu" onClick={() => setOpen((o) => !o)}>
      <span aria-hidden="true" className="menu-icon" />
    </button>
  );
}
