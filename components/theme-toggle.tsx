'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/http/inline-scripts';
import { useDismiss } from './use-dismiss';

const CHOICES = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
] as const;
type Choice = (typeof CHOICES)[number][0];

function storedChoice(): Choice {
  try {
    const t = localStorage.getItem(THEME_STORAGE_KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The theme control: a button that opens a group of three radio buttons (light, dark, the system's setting).
 * The choice is kept on this device; the head script (lib/http/inline-scripts.ts) applies it before the first paint.
 */
export function ThemeToggle() {
  const [choice, setChoice] = useState<Choice>('system');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => setChoice(storedChoice()), []);
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open]);
  useDismiss(open, root, (how) => {
    setOpen(false);
    if (how === 'escape') button.current?.focus();
  });

  const choose = (next: Choice) => {
    setChoice(next);
    const root = document.documentElement;
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the theme still applies to this page.
    }
    if (next === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', next);
  };

  const label = CHOICES.find(([value]) => value === choice)![1];
  return (
    <div className="theme-control" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button theme-toggle"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`Theme: ${label}`}
        title="Theme"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className={`theme-icon theme-icon-${choice}`} />
      </button>
      <fieldset id={`${id}-menu`} className="theme-menu" hidden={!open}>
        <legend className="visually-hidden">Theme</legend>
        {CHOICES.map(([value, text]) => (
          <label key={value} className="theme-choice">
            <input
              type="radio"
              name={`${id}-theme`}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  setOpen(false);
                  button.current?.focus();
                }
              }}
            />
            {text}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
