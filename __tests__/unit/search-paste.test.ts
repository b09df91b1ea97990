import { describe, expect, it } from 'vitest';
import { inOneLine, pastedLines, searchedText } from '@/components/search/paste';

/** A clipboard that holds `text`, and a box whose selection runs from `start` to `end`. */
const clipboard = (text: string) => ({ getData: (type: string) => (type === 'text/plain' ? text : '') }) as unknown as DataTransfer;
const box = (value: string, start: number, end: number) => ({ value, selectionStart: start, selectionEnd: end }) as HTMLInputElement;

describe('search boxes: a paste with line breaks', () => {
  const paste = 'SELECT * FROM orders\n[30038]Query execution error. Details:[ \r\nThe query exceeded the maximum number of splits.\n]';

  it('is shown on one line, each line break a space, as Chromium shows it', () => {
    expect(inOneLine(paste)).toBe('SELECT * FROM orders [30038]Query execution error. Details:[  The query exceeded the maximum number of splits. ]');
  });

  it('is kept when it makes up the whole box (an empty box, or all of it selected), cut to the box’s length', () => {
    expect(pastedLines(clipboard(paste), box('', 0, 0), 1000)).toBe(paste);
    expect(pastedLines(clipboard(paste), box('old query', 0, 9), 1000)).toBe(paste);
    expect(pastedLines(clipboard(paste), box('', 0, 0), 25)).toBe('SELECT * FROM orders\n[300');
  });

  it('is not kept when pasted into part of a query, or when it has no line breaks', () => {
    expect(pastedLines(clipboard(paste), box('old query', 9, 9), 1000)).toBeNull();
    expect(pastedLines(clipboard('one line only'), box('', 0, 0), 1000)).toBeNull();
    expect(pastedLines(null, box('', 0, 0), 1000)).toBeNull();
  });

  it('is what is searched while the box shows it unchanged; after an edit, the box’s text is', () => {
    expect(searchedText(inOneLine(paste), paste)).toBe(paste);
    expect(searchedText(`${inOneLine(paste)} x`, paste)).toBe(`${inOneLine(paste)} x`);
    expect(searchedText('arrow flight', null)).toBe('arrow flight');
  });
});
