'use client';

import { useEffect, useId, useState } from 'react';

/** The reader's Dremio URL, kept on this device; the token is kept for this tab only (sessionStorage). */
const HOST_KEY = 'dremio-docs:cluster-host';
const TOKEN_KEY = 'dremio-docs:cluster-token';

/** `dremio.internal:9047` or `https://dremio.internal:9047/` → `https://dremio.internal:9047`; '' when empty; null when it is not an origin. */
function parseHost(input: string): string | null {
  const text = input.trim();
  if (!text) return '';
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}

/** A token is printable ASCII without spaces, as personal access tokens and OAuth access tokens are. */
const validToken = (token: string) => token === '' || /^[\x21-\x7e]{1,4096}$/.test(token);

/** The token as a literal where the sample read it: inside curl's double quotes, or a Python or JavaScript string. */
const tokenLiteral = (expression: string, token: string) => (expression.startsWith('$') ? token.replace(/[\\"$`]/g, '\\$&') : JSON.stringify(token));

/**
 * Replaces every occurrence of `find` in the text of a highlighted block, also where the highlighter split it across
 * several tokens: the replacement goes into the node where the occurrence starts, and the rest of it is removed from
 * the nodes after. The colours of the surrounding code stay.
 */
function replaceText(root: Element, find: string, by: string) {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const starts: number[] = [];
  let offset = 0;
  for (const node of nodes) {
    starts.push(offset);
    offset += node.data.length;
  }
  const full = nodes.map((n) => n.data).join('');
  const matches: number[] = [];
  for (let at = full.indexOf(find); at >= 0; at = full.indexOf(find, at + find.length)) matches.push(at);
  // From the last match back, so that the offsets of the earlier ones stay right.
  for (const start of matches.reverse()) {
    const end = start + find.length;
    nodes.forEach((node, i) => {
      const from = starts[i]!;
      const to = from + node.data.length;
      if (to <= start || from >= end) return;
      const a = Math.max(start, from) - from;
      const b = Math.min(end, to) - from;
      node.data = node.data.slice(0, a) + (from <= start ? by : '') + node.data.slice(b);
    });
  }
}

const originals = new WeakMap<Element, string>();
/** Whether the samples were filled once on this page, so that clearing the values puts the build's text back. */
let filledBefore = false;

/** Fills every example request on the page (`[data-token]` blocks) with the reader's host and token, from the build's text. */
function fill(placeholderHost: string, host: string, token: string) {
  for (const block of document.querySelectorAll<HTMLElement>('[data-token]')) {
    const pre = block.querySelector('pre');
    if (!pre) continue;
    const original = originals.get(pre);
    if (original === undefined) originals.set(pre, pre.innerHTML);
    else pre.innerHTML = original;
    if (host) replaceText(pre, placeholderHost, host);
    if (token) replaceText(pre, block.dataset.token!, tokenLiteral(block.dataset.token!, token));
  }
}

function read(storage: () => Storage, key: string) {
  try {
    return storage().getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    if (value) storage().setItem(key, value);
    else storage().removeItem(key);
  } catch {
    // Without storage the values hold until the page is left.
  }
}

/**
 * "Your cluster": the reader's Dremio URL and token, which the example requests of the page then use. Both stay in
 * the browser (the URL in localStorage, the token in sessionStorage, for this tab only) and are never sent anywhere:
 * they only change the text of the samples on this page. Rendered on REST API pages only, so no other page loads it.
 */
export function ApiCluster({ placeholderHost }: { placeholderHost: string }) {
  const id = useId();
  const [host, setHost] = useState('');
  const [token, setToken] = useState('');
  const parsedHost = parseHost(host);
  const tokenOk = validToken(token);

  useEffect(() => {
    setHost(read(() => localStorage, HOST_KEY));
    setToken(read(() => sessionStorage, TOKEN_KEY));
  }, []);

  useEffect(() => {
    const useHost = parsedHost ?? '';
    const useToken = tokenOk ? token : '';
    if (useHost || useToken || filledBefore) {
      fill(placeholderHost, useHost, useToken);
      filledBefore = true;
    }
    if (parsedHost !== null) write(() => localStorage, HOST_KEY, parsedHost);
    if (tokenOk) write(() => sessionStorage, TOKEN_KEY, token);
  }, [placeholderHost, parsedHost, token, tokenOk]);

  const filled = Boolean(parsedHost) || Boolean(token && tokenOk);
  return (
    <form className="api-cluster" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Your cluster</legend>
        <p className="api-cluster-note" id={`${id}-note`}>
          Fill the example request of each operation below with your Dremio URL and a personal access token. They stay in this browser (the token only in this
          tab) and are never sent anywhere.
        </p>
        <div className="api-cluster-fields">
          <label>
            Dremio URL
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={placeholderHost}
              value={host}
              aria-invalid={parsedHost === null}
              aria-describedby={`${id}-note ${id}-status`}
              onChange={(e) => setHost(e.target.value)}
            />
          </label>
          <label>
            Token
            <input
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              aria-invalid={!tokenOk}
              aria-describedby={`${id}-note ${id}-status`}
              onChange={(e) => setToken(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="api-cluster-clear"
            onClick={() => {
              setHost('');
              setToken('');
            }}
            disabled={!host && !token}
          >
            Clear
          </button>
        </div>
        <p className="api-cluster-status" id={`${id}-status`} role="status">
          {parsedHost === null
            ? 'Enter the URL as https://host:port, without a path.'
            : !tokenOk
              ? 'A token has no spaces.'
              : filled
                ? 'The examples below use your values.'
                : ''}
        </p>
      </fieldset>
    </form>
  );
}
