/**
 * Text normalisation shared by the index builder and the query side, so identifiers match however they are
 * typed: `DATE_TRUNC`, `date_trunc` and `date trunc` all become `date trunc`; `sys.jobs` becomes `sys jobs`;
 * `/api/v3/catalog` becomes `api v3 catalog`. With `keepCase`, letters keep their case (the query side reads
 * capitals: `USE` is a command, `use` a stop word).
 */
export function normalize(text: string, keepCase = false): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return (keepCase ? plain : plain.toLowerCase())
    .replace(/[_./\\:\-"'`()[\]{},;=<>*|!?@#$%^&+~→]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words too common to help find a page; dropped from queries and from indexed text alike. */
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the this to use using what when where which with you your'.split(' '),
);

/** A light English stemmer for plurals and verb forms: reflections → reflection, rounds → round, queries → query. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Normalised, stemmed words: what the indexes store and what queries are matched with. */
export const searchText = (text: string) => normalize(text).split(' ').map(stem).join(' ');

export const terms = (text: string) => searchText(text).split(' ').filter(Boolean);

/** The names a text writes as names, with `_` or `.` (`date_trunc`, `sys.jobs`, `fs.s3a.connection.maximum`), as written. */
export const namesIn = (text: string) => [...text.matchAll(/[\w$]+(?:[_.][\w$]+)+/g)].map((m) => m[0]);

/** A name written as one word, as the index holds it in any text: `sys.jobs` → `sysjobs`, `date_trunc` → `datetrunc`. */
export const joinName = (name: string) => name.replace(/[_.]/g, '').toLowerCase();

/**
 * Dotted or underscored names of a text written as one word: `date_trunc` → `datetrunc`, `sys.jobs` → `sysjobs`; and
 * each underscored part of a dotted name on its own, as readers type a table without its schema:
 * `sys.copy_errors_history` → `syscopyerrorshistory`, `copyerrorshistory`.
 */
export const joinedNames = (text: string) =>
  namesIn(text).flatMap((name) => [name, ...(name.includes('.') ? name.split('.').filter((part) => part.includes('_')) : [])].map(joinName));

/**
 * The words of a title, name, keyword or heading, with the stop words that are written as code kept: USE, WITH,
 * CREATE TABLE AS and the `to` of TO_CHAR are names a reader must be able to find (the query side decides when such
 * a word counts), while the "Use" of "Use Reflection Hints" is prose.
 */
export function nameWords(text: string): string[] {
  const code = new Set([...text.matchAll(/(?<![\p{L}\p{N}])[A-Z]{2,}(?![\p{L}\p{N}])|[\w$]+(?:[_.][\w$]+)+/gu)].flatMap((m) => terms(m[0])));
  return [...terms(text).filter((t) => !STOP_WORDS.has(t) || code.has(t)), ...joinedNames(text)];
}

/**
 * Words that shape a question but say nothing about its subject: "how do I", "why was my", "can you". They are
 * dropped from queries (never from pages) unless nothing else is left, so they neither match nor rank.
 */
export const QUERY_FILLER = new Set(
  [
    ...STOP_WORDS,
    ...'about able also any did does each every exactly get getting have into is just make need new only other our own please really see should some that there these this those us very want was we were who whom why will would'.split(
      ' ',
    ),
    // Chat: greetings, thanks, hedges and vague nouns that long questions wrap around their subject.
    ...'hi hello hey thanks thank could anyone anybody someone somebody somehow anymore basically actually currently trying wondering know tell way possible guys folks something anything thing stuff idea question seem seems'.split(
      ' ',
    ),
  ].map(stem),
);

/**
 * Suffixes cut to find a word's root. `-er` is not one: it makes the one who does a thing (`worker`, `server`), not
 * another form of doing it (`working` read as `worker` sent a question about Superset to Kafka Connect's workers),
 * and cutting it took nouns that end in it away from their own forms (`cluster` → `clust`, never `clustering`).
 */
const VARIANT_SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ions', 'ing', 'ion', 'ity', 'ed', 'es', 'al', 'ly', 'e'];

/**
 * The root that forms of one word share, for matching `monitor` with `monitoring`, `optimize` with `optimization`
 * and `limits` with `limitations`: a common suffix is cut when at least four letters remain.
 */
export function variantKey(word: string): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  for (const suffix of VARIANT_SUFFIXES) if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  return word;
}
