import type { WordIndex } from './lookup';
import { editDistance } from '../model/edit-distance';
import { QUERY_FILLER, terms } from './text';

/** The most edits a typo may be from the word meant: one, two for words of eight letters or more. */
const maxEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * Replaces query words that match nothing with the nearest known word (one edit, two for long words), or null when
 * no word needs it. Words the thesaurus understands (`upsert`, in `understood`) are readers' words, not typos.
 */
export function correctTypos(index: WordIndex, query: string, understood: readonly string[]): string | null {
  const words = terms(query);
  const quoted = quotedWords(query);
  let changed = false;
  const fixed = words.map((w, i) => {
    const isLast = i === words.length - 1;
    // A word whose shard has not loaded yet may be known: it is corrected, if need be, once it has.
    // Filler (`when`, `where`) is never a typo of a site word.
    if (w.length < 4 || /\d/.test(w) || QUERY_FILLER.has(w) || index.known(w) || !index.shardLoaded(w) || understood.includes(w) || quoted.has(w)) return w;
    // The last word may still be being typed: a word it starts is no typo.
    if (isLast && index.prefixesOf(w).length) return w;
    // Another form of a word the site uses (`accessed` where pages say `access`) is no typo.
    if (index.variantsOf(w).length) return w;
    const best = nearestWord(index, w);
    if (best) {
      changed = true;
      return best;
    }
    return w;
  });
  return changed ? fixed.join(' ') : null;
}

/** Words between quotes or brackets (`'regon'`, `[MYSOURCE]`): a value a message quotes, not a word the reader mistyped. */
function quotedWords(query: string): Set<string> {
  const spans = query.matchAll(/(?<!\w)(?:'([^'\n]{1,80})'|"([^"\n]{1,80})"|`([^`\n]{1,80})`|\[([^\]\n]{1,80})\])(?!\w)/g);
  return new Set([...spans].flatMap((m) => terms(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')));
}

/**
 * The word of the site's vocabulary fewest edits from `word`, within `maxEdits`; ties go to the longer word, then to
 * the word more pages use (`tabel` is `table`, not `label`).
 */
function nearestWord(index: WordIndex, word: string): string | null {
  const max = maxEdits(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const v of index.vocabulary) {
    if (Math.abs(v.length - word.length) > max) continue;
    const d = editDistance(word, v, max);
    // Ties go to the longer word (a missed letter is a more common typo than an extra one), then the commoner one.
    const better = best !== null && (v.length > best.length || (v.length === best.length && index.idf(v) < index.idf(best)));
    if (d < bestDistance || (d === bestDistance && better)) {
      bestDistance = d;
      best = v;
    }
  }
  return best;
}
