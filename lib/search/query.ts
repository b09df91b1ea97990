import { normalize, QUERY_FILLER, STOP_WORDS, terms } from './text';
import type { Thesaurus } from './thesaurus';

/** One way to satisfy a part of the query: all of `words` in the same field, worth `weight` of a direct match. */
export interface Alternative {
  words: string[];
  weight: number;
  /** Another form of the word as typed (a longer word it may become, or a variant), worth no more than the word itself. */
  prefix?: boolean;
  /** A thesaurus meaning: worth as much as the reader's own words, whatever its words' frequency. */
  meaning?: boolean;
}

/** A part of the query (a word, or a thesaurus phrase) and the ways it can be matched. */
export interface Concept {
  alternatives: Alternative[];
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Every query word as normalised, joined with spaces: compared with page titles for exact-name hits. */
  key: string;
  /** The query looks like a name from the reference: `date_trunc`, `sys.jobs`, `COALESCE`, `fn(`. */
  identifier: boolean;
  /** Words to highlight in results. */
  highlight: string[];
}

const PREFIX_WEIGHT = 0.7;
const MEANING_WEIGHT = 0.9;
const VARIANT_WEIGHT = 0.85;
const PREFIX_MIN_LENGTH = 3;
const MAX_PREFIX_EXPANSIONS = 40;
const MAX_PHRASE_WORDS = 4;

/** Identifier shape: a dotted or underscored name, a call, or a word typed in capitals as SQL is. */
export const looksLikeIdentifier = (raw: string) => /\w[_.]\w|\w\(/.test(raw) || /(^|\s)[A-Z][A-Z0-9_]{2,}(\s|$)/.test(raw.trim());

/**
 * Turns what a reader typed into concepts: filler words dropped, thesaurus phrases matched longest first (each
 * keeps its own words as one alternative and adds its meanings), and, while typing, the last word also matched as
 * the prefix of longer words when it has at least three letters. Every word also matches its variants (other
 * forms of the same root that the site uses).
 */
export function parseQuery(raw: string, thesaurus: Thesaurus, prefixesOf: (word: string) => string[], variantsOf: (word: string) => string[] = () => []): ParsedQuery {
  const text = raw.slice(0, 200);
  const all = terms(text);
  const typing = !/\s$/.test(text);
  const concepts: Concept[] = [];
  const highlight = new Set<string>();
  const words: { word: string; last: boolean }[] = [];
  for (let i = 0; i < all.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, all.length - i); n >= 1 && !matched; n--) {
      const phrase = all.slice(i, i + n).join(' ');
      const means = thesaurus[phrase];
      if (!means) continue;
      matched = n;
      const own = all.slice(i, i + n).filter((w) => !QUERY_FILLER.has(w));
      const alternatives: Alternative[] = own.length ? [{ words: own, weight: 1 }] : [];
      for (const m of means) alternatives.push({ words: m.split(' '), weight: MEANING_WEIGHT, meaning: true });
      concepts.push({ alternatives });
      for (const a of alternatives) a.words.forEach((w) => highlight.add(w));
    }
    if (matched) i += matched;
    else words.push({ word: all[i]!, last: i++ === all.length - 1 });
  }
  const meaningful = words.filter(({ word }) => !QUERY_FILLER.has(word) && word.length > 1);
  const kept = meaningful.length || concepts.length ? meaningful : words.filter(({ word }) => !STOP_WORDS.has(word) || words.length === 1);
  for (const { word, last } of kept) {
    const alternatives: Alternative[] = [{ words: [word], weight: 1 }];
    for (const other of variantsOf(word)) alternatives.push({ words: [other], weight: VARIANT_WEIGHT, prefix: true });
    if (last && typing && word.length >= PREFIX_MIN_LENGTH && !/^\d+$/.test(word)) {
      // Completions closest to what was typed weigh most: `optim` is more likely `optimize` than `optimization`.
      for (const longer of prefixesOf(word).slice(0, MAX_PREFIX_EXPANSIONS)) {
        alternatives.push({ words: [longer], weight: PREFIX_WEIGHT * (word.length / longer.length), prefix: true });
      }
    }
    concepts.push({ alternatives });
    highlight.add(word);
  }
  for (const w of normalize(text).split(' ')) if (w.length > 1 && !QUERY_FILLER.has(w) && !STOP_WORDS.has(w)) highlight.add(w);
  return { concepts, key: all.join(' '), identifier: looksLikeIdentifier(text), highlight: [...highlight] };
}
