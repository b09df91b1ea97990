'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, calls `close` when the reader presses Escape, presses a pointer (mouse, finger, pen) outside `root`
 * or moves focus out of it (Tab past its last control): the way every popup of the site (page actions, theme choices,
 * the version menu) is dismissed. Its Escape is taken first and marked handled, so that a drawer or dialog the popup
 * sits in stays open.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: (how: 'escape' | 'outside') => void) {
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) onClose.current('outside');
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onClose.current('escape');
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape, true);
    };
  }, [open, root]);
}
