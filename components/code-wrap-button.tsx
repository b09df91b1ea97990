'use client';

import { useEffect, useRef, useState } from 'react';
import { CODE_WRAP_STORAGE_KEY } from '@/lib/http/inline-scripts';

const wrapped = () => document.documentElement.hasAttribute('data-code-wrap');

/**
 * Wraps the long lines of every code block, or stops wrapping them; the choice is kept in localStorage and
 * applied before the first paint by the head script (`data-code-wrap` on <html>). The button shows only on a
 * block that has a line too long for its box: unwrapped, the block scrolls sideways; wrapped, its code is taller
 * than its lines.
 */
export function CodeWrapButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [on, setOn] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    setOn(wrapped());
    const pre = button.current?.closest('figure')?.querySelector('pre');
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    const measure = () => {
      // A box that does not scroll is no Tab stop (the server's HTML makes every one a stop, for readers without scripts).
      const sideways = !wrapped() && pre.scrollWidth > pre.clientWidth + 1;
      pre.tabIndex = sideways || pre.scrollHeight > pre.clientHeight + 1 ? 0 : -1;
      if (!wrapped()) return setNeeded(pre.scrollWidth > pre.clientWidth + 1);
      // Wrapped, the box shows its lines from their start, however far it had been scrolled.
      pre.scrollLeft = 0;
      const lines = code.querySelectorAll('.line').length || 1;
      setNeeded(code.getBoundingClientRect().height > lines * parseFloat(getComputedStyle(pre).lineHeight) + 2);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(pre);
    const onChange = () => (setOn(wrapped()), measure());
    addEventListener('code-wrap', onChange);
    return () => (observer.disconnect(), removeEventListener('code-wrap', onChange));
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className="tool-button"
      aria-pressed={on}
      hidden={!needed}
      onClick={() => {
        const next = !wrapped();
        document.documentElement.toggleAttribute('data-code-wrap', next);
        try {
          if (next) localStorage.setItem(CODE_WRAP_STORAGE_KEY, '1');
          else localStorage.removeItem(CODE_WRAP_STORAGE_KEY);
        } catch {}
        dispatchEvent(new Event('code-wrap'));
      }}
    >
      Wrap<span className="visually-hidden"> long lines</span>
    </button>
  );
}
