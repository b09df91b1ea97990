'use client';

import { useState } from 'react';

/** A block's code as the reader wants it: lines marked removed (`[!code --]`, lib/mdx/code-annotations.ts) left out. */
function codeOf(pre: HTMLPreElement | null | undefined): string {
  if (!pre?.classList.contains('has-diff')) return pre?.textContent ?? '';
  return [...pre.querySelectorAll('.line:not(.remove)')].map((line) => line.textContent).join('\n');
}

/**
 * Copies code to the clipboard. Without `text` it reads the code of the block it sits in from the page, so no copy
 * ships twice; `what` names the thing copied for screen readers ("Copy signature").
 */
export function CopyButton({ text, what }: { text?: string; what?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      onClick={async (event) => {
        const code = text ?? codeOf(event.currentTarget.closest('figure')?.querySelector('pre'));
        await navigator.clipboard.writeText(code);
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
      {what && !copied && <span className="visually-hidden"> {what}</span>}
      <span className="visually-hidden" aria-live="polite">
        {copied ? ' code to clipboard' : ''}
      </span>
    </button>
  );
}
