'use client';

import { useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/** "Copy page" copies the page as Markdown; the menu next to it opens the Markdown view and llms.txt. */
export function PageActions({ markdownHref }: { markdownHref: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  const copy = async () => {
    try {
      const res = await fetch(markdownHref);
      if (!res.ok) throw new Error(String(res.status));
      await navigator.clipboard.writeText(await res.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    setTimeout(() => setStatus('idle'), 2000);
  };

  return (
    <div className="page-actions" ref={root}>
      <button type="button" className="page-action" onClick={copy}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      <button
        type="button"
        className="page-action page-action-more"
        aria-expanded={open}
        aria-controls="page-actions-menu"
        aria-label="More page actions"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="chevron" />
      </button>
      <ul id="page-actions-menu" className="page-actions-menu" hidden={!open}>
        <li>
          <a href={markdownHref}>View as Markdown</a>
        </li>
        <li>
          <a href="/llms.txt">Open llms.txt</a>
        </li>
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {status === 'copied' ? 'Page copied as Markdown' : ''}
      </span>
    </div>
  );
}
