import { BATCH_MAX, QUERY_MAX, readingVersion, SEARCH_SIGNALS_PATH, type SearchSource } from './fields';

/**
 * Whether this page may send readers' signals: the build had them on and the browser does not ask for privacy.
 * Both are read from `data-signals` on <html>: app/layout.tsx writes it from the settings, and the head script
 * (lib/http/inline-scripts.ts) turns it off before the first paint when the browser sends Global Privacy Control
 * or Do Not Track.
 */
export const signalsOn = () => document.documentElement.dataset.signals === 'on';

interface Search {
  query: string;
  results: number;
  version: string;
  source: SearchSource;
  rank: number | null;
}

const queue: Search[] = [];
/** Logs with a search still open, ended before each flush so that leaving the page sends them too. */
const open = new Set<SearchLog>();
let listening = false;

/** Sends what is queued in one beacon (no cookies, no identifiers: the queries, counts, version and ranks alone). */
export function flushSearches() {
  for (const log of open) log.end();
  while (queue.length) {
    const body = new Blob([JSON.stringify({ searches: queue.splice(0, BATCH_MAX) })], { type: 'application/json' });
    if (!navigator.sendBeacon?.(SEARCH_SIGNALS_PATH, body)) {
      fetch(SEARCH_SIGNALS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  }
}

function listen() {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', flushSearches);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushSearches());
}

/** Whether one query continues another as it is typed or corrected (one extends the other). */
const continues = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
};

/**
 * The searches of one search box, each recorded once with its final query. In the dialog (`typed`), the query
 * changes with every key: a query that extends or shortens the last one replaces it, and any other ends it. On
 * the search page every query is one the reader submitted. A search ends when a result is opened (its rank), the
 * box is left, or the page is.
 */
export class SearchLog {
  private current: Omit<Search, 'source' | 'version'> | null = null;
  /**
   * The query of the search last ended by opening a result or handing it on. The box may draw its results again
   * after that (section text arriving, effects still pending as the dialog closes): that is the same search, not
   * a new one, and recording it would count it twice, the second time as a search with no click.
   */
  private finished: string | null = null;

  constructor(
    private readonly source: SearchSource,
    private readonly typed: boolean,
  ) {}

  /** The results now shown for `query` (0 when none matched, even if the closest titles are offered). */
  shown(query: string, results: number) {
    // One line, as a search box shows it: a query with line breaks (a paste, a shared `?q=`) is stored with spaces.
    const q = query.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
    if (!q || !signalsOn() || q === this.finished) return;
    this.finished = null;
    if (this.current && (!this.typed || !continues(q, this.current.query)) && q !== this.current.query) this.end();
    this.current = { query: q, results, rank: null };
    open.add(this);
    listen();
  }

  /** The reader opened the result at `rank` (1-based): the search ends, and is sent with what is queued. */
  opened(rank: number) {
    if (!this.current) return;
    this.current.rank = rank;
    this.finished = this.current.query;
    this.end();
    flushSearches();
  }

  /** Forgets the open search (handed on to the search page, which records it itself). */
  drop() {
    if (this.current) this.finished = this.current.query;
    this.clear();
  }

  private clear() {
    this.current = null;
    open.delete(this);
  }

  end() {
    if (this.current) queue.push({ ...this.current, source: this.source, version: readingVersion(location.pathname) });
    this.clear();
  }
}

const FROM_KEY = 'dremio-docs:search-from';
/** The 404 page's form marks the search it submits, so that the search page records where it came from. */
export const markNotFoundSearch = () => {
  try {
    sessionStorage.setItem(FROM_KEY, 'not-found');
  } catch {
    // Storage refused: the search is recorded as the search page's own.
  }
};
export const searchSource = (): SearchSource => {
  try {
    const from = sessionStorage.getItem(FROM_KEY);
    sessionStorage.removeItem(FROM_KEY);
    return from === 'not-found' ? 'not-found' : 'page';
  } catch {
    return 'page';
  }
};
