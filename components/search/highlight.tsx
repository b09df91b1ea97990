import { Fragment } from 'react';
import { highlightPattern } from '@/lib/search/highlight';

/** Marks the words search matched on in a piece of text. Renders text only: nothing typed is ever parsed as markup. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const pattern = highlightPattern(words);
  if (!pattern) return <>{text}</>;
  const parts = text.split(pattern);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}</>;
}
