// The behaviour of the "your cluster" control (api-cluster.tsx), loaded by that control on REST API pages only.

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
 * Makes the control's fields work: restores the stored values, and on every change validates them, stores the valid
 * ones and fills the samples. Nothing is sent anywhere: the values only change the text of this page. Returns the
 * function that detaches it.
 */
export function attachCluster(root: HTMLElement, placeholderHost: string): () => void {
  const host = root.querySelector<HTMLInputElement>('input[name="host"]')!;
  const token = root.querySelector<HTMLInputElement>('input[name="token"]')!;
  const clear = root.querySelector<HTMLButtonElement>('.api-cluster-clear')!;
  const status = root.querySelector<HTMLElement>('.api-cluster-status')!;
  let filledBefore = false;

  const update = () => {
    const parsedHost = parseHost(host.value);
    const tokenOk = validToken(token.value);
    host.setAttribute('aria-invalid', String(parsedHost === null));
    token.setAttribute('aria-invalid', String(!tokenOk));
    const useHost = parsedHost ?? '';
    const useToken = tokenOk ? token.value : '';
    if (useHost || useToken || filledBefore) {
      fill(placeholderHost, useHost, useToken);
      filledBefore = true;
    }
    if (parsedHost !== null) write(() => localStorage, HOST_KEY, parsedHost);
    if (tokenOk) write(() => sessionStorage, TOKEN_KEY, token.value);
    clear.disabled = !host.value && !token.value;
    status.textContent =
      parsedHost === null
        ? 'Enter the URL as https://host:port, without a path.'
        : !tokenOk
          ? 'A token has no spaces.'
          : useHost || useToken
            ? 'The examples below use your values.'
            : '';
  };
  const onClear = () => {
    host.value = '';
    token.value = '';
    update();
  };

  // A value typed before this code arrived is kept; otherwise the stored one comes back.
  host.value ||= read(() => localStorage, HOST_KEY);
  token.value ||= read(() => sessionStorage, TOKEN_KEY);
  update();
  root.addEventListener('input', update);
  clear.addEventListener('click', onClear);
  return () => {
    root.removeEventListener('input', update);
    clear.removeEventListener('click', onClear);
  };
}
