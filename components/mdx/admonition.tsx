import type { ReactNode } from 'react';
import type { ADMONITION_TYPES } from '@/lib/model/schema';

const TITLES = { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' } as const;

export interface AdmonitionProps {
  type: (typeof ADMONITION_TYPES)[number];
  title?: string;
  children: ReactNode;
}

/** A callout: note, tip, important, warning or caution. */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const kind = type in TITLES ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? TITLES[kind]}>
      <p className="admonition-title">{title ?? TITLES[kind]}</p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}

/** Marks a feature of the Enterprise Edition only. */
export function Enterprise() {
  return <span className="badge badge-enterprise">Enterprise</span>;
}
