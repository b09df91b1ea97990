'use client';

import { useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';
import { CURRENT_ROUTE } from '@/lib/model/versions';

/** Where the docs' MCP server is explained, with its configuration for Cursor, VS Code and Claude Code. */

/**
 * A chat assistant opened on a new conversation whose first message asks it to read this page's Markdown:
 * `https://chatgpt.com/?q=…` and `https://claude.ai/new?q=…` start a chat with the text of `q`.
 */
const ASSISTANTS = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
] as const;
const askAbout = (markdownUrl: string) => encodeURIComponent(`Read the Dremio documentation page at ${markdownUrl} so you can answer my questions about it.`);

/**
 * "Copy page" copies the page as Markdown; the menu next to it opens the Markdown view and llms.txt, opens the page in
 * ChatGPT or Claude, and leads to the docs MCP server's setup.
 * @param markdownUrl the absolute URL of the page's Markdown (from `SITE_URL`), which an assistant can fetch
 * @param home the home page of the page's version: its llms.txt and its MCP page are that version's
 */
export function PageActions({ markdownHref, markdownUrl, home }: { markdownHref: string; markdownUrl: string; home: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);

  // Escape from inside the menu gives focus back to the button that opened it.
  useDismiss(open, root, (how) => {
    setOpen(false);
    if (how === 'escape' && root.current?.contains(document.activeElement)) more.current?.focus();
  });

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
        ref={more}
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
          <a href={home === `${CURRENT_ROUTE}/` ? '/llms.txt' : `${home}llms.txt`}>Open llms.txt</a>
        </li>
        {ASSISTANTS.map(([name, url]) => (
          <li key={name}>
            <a href={url + askAbout(markdownUrl)} target="_blank" rel="noopener noreferrer">
              Open in {name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`${home}mcp-server#connect-an-assistant-to-this-documentation`}>Connect the docs MCP</a>
        </li>
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {status === 'copied' ? 'Page copied as Markdown' : ''}
      </span>
    </div>
  );
}
