import { Fragment } from 'react';
import { normalize } from '@/lib/search/text';

/** Marks the query's words in a piece of text. Renders text only: nothing typed is ever parsed as markup. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = normalize(query).split(' ').filter((w) => w.length > 1);
  if (!words.length) return <>{text}</>;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}
