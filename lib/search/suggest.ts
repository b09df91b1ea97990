/**
 * "Did you mean" for the 404 page: the pages nearest to a mistyped or outdated URL, by the URL's last part
 * compared with each page's last URL part and title, and the whole path compared with the page's path.
 * Pure and small: the 404 page runs it in the browser over public/search/pages.json.
 */

/** One page as public/search/pages.json lists it: the path after `/current/` and the title. */
export type PageEntry = [path: string, title: string];

export const PAGES_FILE = '/search/pages.json';
const PREFIX = '/current/';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words a URL path is about: its last meaningful part, `/current/sql/alter-tabel` → `alter tabel`. */
export function pathWords(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: keep the raw path.
  }
  const parts = path
    .replace(/\.(md|html?)$/i, '')
    .split('/')
    .filter((p) => p && p !== 'current' && p !== 'index');
  return words(parts[parts.length - 1] ?? '').join(' ');
}

const trigrams = (text: string) => {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
};

/** Dice similarity of two texts' letter trigrams: 1 for the same text, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const x = trigrams(a);
  const y = trigrams(b);
  let common = 0;
  for (const t of x) if (y.has(t)) common++;
  return (2 * common) / (x.size + y.size);
}

/**
 * The pages nearest to `pathname`, best first, at most `limit`, each with its href. A page must share a fair part
 * of the last URL part's letters with its own last URL part or its title; the rest of the path breaks ties. `prefix`
 * is the route of the version whose pages they are (`/26.x/` for a frozen version's list).
 */
export function suggestPages(pathname: string, pages: readonly PageEntry[], limit = 5, prefix = PREFIX): { href: string; title: string }[] {
  const target = pathWords(pathname.startsWith(prefix) ? PREFIX + pathname.slice(prefix.length) : pathname);
  if (!target) return [];
  const whole = words(pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname).join(' ');
  const scored: { href: string; title: string; score: number }[] = [];
  for (const [path, title] of pages) {
    const own = pathWords(PREFIX + path);
    const best = Math.max(similarity(target, own), similarity(target, words(title).join(' ')));
    if (best < 0.45) continue;
    scored.push({ href: prefix + path, title, score: best + 0.2 * similarity(whole, words(path).join(' ')) });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.href.length - b.href.length)
    .slice(0, limit)
    .map(({ href, title }) => ({ href, title }));
}
