'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, calls `close` when the reader presses Escape or presses the mouse outside `root`: the way every
 * popup of the site (page actions, theme choices) is dismissed.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: (how: 'escape' | 'outside') => void) {
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const dismiss = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent) {
        if (e.key === 'Escape') onClose.current('escape');
      } else if (!root.current?.contains(e.target as Node)) onClose.current('outside');
    };
    document.addEventListener('mousedown', dismiss);
    document.addEventListener('keydown', dismiss);
    return () => {
      document.removeEventListener('mousedown', dismiss);
      document.removeEventListener('keydown', dismiss);
    };
  }, [open, root]);
}
