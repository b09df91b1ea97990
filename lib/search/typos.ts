import type { WordIndex } from './lookup';
import { editDistance, QUERY_FILLER, terms } from './text';

/** The most edits a typo may be from the word meant: one, two for words of eight letters or more. */
const maxEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * Replaces query words that match nothing with the nearest known word (one edit, two for long words), or null when
 * no word needs it. Words the thesaurus understands (`upsert`, in `understood`) are readers' words, not typos.
 */
export function correctTypos(index: WordIndex, query: string, understood: readonly string[]): string | null {
  const words = terms(query);
  let changed = false;
  const fixed = words.map((w, i) => {
    const isLast = i === words.length - 1;
    // A word whose shard has not loaded yet may be known: it is corrected, if need be, once it has.
    // Filler (`when`, `where`) is never a typo of a site word.
    if (w.length < 4 || /\d/.test(w) || QUERY_FILLER.has(w) || index.known(w) || !index.shardLoaded(w) || understood.includes(w)) return w;
    // The last word may still be being typed: a word it starts is no typo.
    if (isLast && index.prefixesOf(w).length) return w;
    // Another form of a word the site uses (`accessed` where pages say `access`) is no typo.
    if (index.variantsOf(w).length) return w;
    const best = nearestWord(index.vocabulary, w);
    if (best) {
      changed = true;
      return best;
    }
    return w;
  });
  return changed ? fixed.join(' ') : null;
}

/** The word of `vocabulary` fewest edits from `word`, within `maxEdits`; ties go to the longer word. */
function nearestWord(vocabulary: readonly string[], word: string): string | null {
  const max = maxEdits(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const v of vocabulary) {
    if (Math.abs(v.length - word.length) > max) continue;
    const d = editDistance(word, v, max);
    // Ties go to the longer word: a missed letter is a more common typo than an extra one.
    if (d < bestDistance || (d === bestDistance && best !== null && v.length > best.length)) {
      bestDistance = d;
      best = v;
    }
  }
  return best;
}
