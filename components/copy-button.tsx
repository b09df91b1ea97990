'use client';

import { useState } from 'react';

/** Copies the code of the block it sits in; it reads the text from the page, so no copy ships twice. */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      onClick={async (event) => {
        const code = event.currentTarget.closest('figure')?.querySelector('pre')?.textContent ?? '';
        await navigator.clipboard.writeText(code);
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
      <span className="visually-hidden" aria-live="polite">{copied ? ' code to clipboard' : ''}</span>
    </button>
  );
}
