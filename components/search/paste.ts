/**
 * A search box is one line: Chromium turns the line breaks of a paste into spaces. The engine reads some pastes by
 * their lines (a traceback's heading and the reader's code under each position, a statement before its error, a
 * log's line prefixes: lib/search/query.ts), so the boxes keep a paste's own text beside what they show, and search
 * that text for as long as the box shows the paste unchanged.
 */

/** Text as a one-line search box shows it. */
export const inOneLine = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

/**
 * The text of a paste that will make up the whole box (pasted into an empty box or over all of it) and has line
 * breaks, else null: a paste into the middle of a query, or without line breaks, is what the box shows.
 */
export function pastedLines(clipboard: DataTransfer | null, box: HTMLInputElement, max: number): string | null {
  const text = (clipboard?.getData('text/plain') ?? '').slice(0, max);
  const whole = box.selectionStart === 0 && box.selectionEnd === box.value.length;
  return whole && /[\r\n]/.test(text) ? text : null;
}

/** What to search: the paste with its line breaks while the box still shows just that paste, else the box's text. */
export const searchedText = (shown: string, pasted: string | null) => (pasted !== null && inOneLine(pasted) === shown ? pasted : shown);
