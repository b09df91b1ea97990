import { joinName, namesIn, normalize, QUERY_FILLER, searchText, STOP_WORDS, stem, terms } from './text';
import { isCodeName } from './names';
import type { Thesaurus } from './thesaurus';
import { QUERY_INPUT_MAX } from './types';
import { MEANING_WEIGHT, PREFIX_WEIGHT, SIGNATURE_WEIGHT, TYPED_APART_WEIGHT, VARIANT_WEIGHT } from './weights';

/** One way to satisfy a part of the query: all of `words` in the same field, worth `weight` of a direct match. */
export interface Alternative {
  words: string[];
  weight: number;
  /** Another form of the word as typed (a longer word it may become, or a variant), worth no more than the word itself. */
  prefix?: boolean;
  /** A thesaurus meaning: worth as much as the reader's own words, whatever its words' frequency. */
  meaning?: boolean;
  /** A name typed as a name, found whole: worth at least its words found apart at full weight. */
  whole?: boolean;
  /**
   * Not matched in titles: a stop word typed in capitals without the rest of the title it is part of (the `AS` of a
   * pasted `SELECT … AS alias` is not the `AS` of CREATE TABLE AS), while the clause the pages write as code (`AT`,
   * `OR REPLACE`) still counts where it is written.
   */
  notInTitles?: boolean;
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
  /** Words the thesaurus understood: readers' words, never typos to correct. */
  understood: string[];
  /** Every word of the query in order, fillers included, as `terms` gives them: for matching a pasted message. */
  words: string[];
  /** The text `words` are read from (the query, noise removed): `textFromWord` finds a word's place in it. */
  source: string;
  /** Names typed as code (`sys.reflections`, `date_trunc`), each as page titles are looked up: stemmed, joined. */
  codeNames: string[];
  /**
   * The words of `words` written as code (`REGEXP_LIKE`, `LIKE`, `sys.jobs_recent`: with `_` or `.`, or in capitals),
   * each as `terms` gives it, its words joined with spaces.
   */
  inCode: string[];
  /** The text its concepts were read from (noise removed, at most `QUERY_CHARS`): what typo correction and the closest pages read too. */
  text: string;
}

const PREFIX_MIN_LENGTH = 3;
const MAX_PREFIX_EXPANSIONS = 40;
const MAX_PHRASE_WORDS = 4;
/** The most characters of a query (its noise removed) whose concepts are read. */
const QUERY_CHARS = 200;
/** A pasted message is read this far for its words in order (`ParsedQuery.words`), further than its concepts. */
const MESSAGE_CHARS = QUERY_INPUT_MAX;
/**
 * An error class typed as code (`UnknownHostException`, `DiskErrorException`): the one word of a pasted error that
 * names the failure, where the rest of the message is the reader's circumstance. It weighs `SIGNATURE_WEIGHT` words.
 */
const SIGNATURE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*(?:Exception|Error)$/;

/** Exception classes that only wrap a failure, whatever it is. */
const WRAPPERS = [
  'RuntimeException',
  'UserException',
  'UserRemoteException',
  'SQLException',
  'ExecutionException',
  'UncheckedExecutionException',
  'CompletionException',
  'InvocationTargetException',
  'UndeclaredThrowableException',
];

/**
 * What a pasted error carries that is the reader's, not the docs': stack frames (`at org.x.Y.z(Y.java:40)`), source
 * positions (`(Y.java:40)`), IP addresses with their ports, user principals and e-mail addresses, UUIDs and hex ids,
 * and the paths of URLs (the scheme and the host, such as `s3a` or `localhost:9047`, stay). These match pages by accident (a port number, an example
 * user), so they are removed before the query is read, as is what Dremio appends to every message it reports
 * (`[Error Id: <id> on <host>:<port>]`, `ErrorOrigin: EXECUTOR`), and a log line's own parts: a Python traceback's
 * heading and positions, each with the reader's line of code under it (`File "x.py", line 69, in f`), a Java log
 * line's thread, level and logger (`[qtp-42/0:foreman-planning] ERROR c.d.e.w.f.AttemptManager - `), glog prefixes (`E0405 09:35:25.276 4334 file.cc:1501]`), dates and times,
 * the service name Docker Compose puts before each line (`dremio  |`), and the line breaks and tabs a log written as
 * JSON carries as text (`\\n`). So are the parts of Dremio's verbose error that every failure shares: its stack
 * frames (`com.dremio.exec.X.run():458`), the operator, location and fragment lines, and the classes that only wrap
 * a failure (`UserRemoteException`, `java.lang.RuntimeException`, `java.sql.SQLException`), which a few pages name in
 * passing and which otherwise weigh as an error class. A query that is nothing else is kept as typed.
 */
const NOISE: [RegExp, string][] = [
  [/\\+[nrt]/g, ' '],
  [/\bat\s+[\w$]+(?:\.[\w$]+)+\([^)]*\)/g, ' '],
  [/\[Error Id:[^\]]*\]/gi, ' '],
  [/\bTraceback \(most recent call last\):/g, ' '],
  [/\bgRPC client debug context:[\s\S]*$/g, ' '],
  [/\bFile "[^"]*", line \d+(?:, in [\w<>.]+)?(?:\n[ \t]+[^\n]*)?/g, ' '],
  [/\[[^\]\n]*\]\s+(?:ERROR|WARN|INFO|DEBUG|TRACE)\s+[\w$.]+\s+-\s/g, ' '],
  [/\b[EWIF]\d{4} \d\d:\d\d:\d\d\.\d+\s+\d+\s+[\w.-]+:\d+\]/g, ' '],
  [/\b\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?Z?)?\b/g, ' '],
  [/\b\d\d:\d\d:\d\d(?:[.,]\d+)?\b/g, ' '],
  [/^[\w.-]+\s+\|(?=\s)/gm, ' '],
  [/\bErrorOrigin:\s*\w+/g, ' '],
  [/\b[\w$]+(?:\.[\w$]+)+\(\):\d+/g, ' '],
  [/\bSqlOperatorImpl\s+\w+|\bLocation\s+\d+:\d+:\d+|\bFragment\s+\d+:\d+/g, ' '],
  [new RegExp(String.raw`\b(?:[\w$]+\.)*(?:${WRAPPERS.join('|')})\b`, 'g'), ' '],
  [/\([\w$.]+\.(?:java|scala|kt|py|js|ts):\d+\)/g, ' '],
  [/\/?\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, ' '],
  [/[^\s'"`@]+@[^\s'"`@]+\.[^\s'"`@]+/g, ' '],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' '],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, ' '],
  [/\b([a-z][a-z0-9+.-]*):\/\/([^\s/]*)\S*/gi, ' $1 $2 '],
];

/**
 * A SQL statement on a line of its own end, as tools print the statement they ran: from SELECT to the line break,
 * through a FROM, both in capitals (`with message: … from peer` and `select the rows from` are prose). Only where the
 * text keeps its line breaks (the MCP endpoint, an API client): a browser's search box turns them into spaces, and
 * there the statement's end, and the failure after it, cannot be told apart.
 */
const STATEMENT = /\bSELECT\b[^\n]*?\bFROM\b[^\n]*(?=\n)/g;
/** What is left of a long paste without its statements must be this long to be read instead of the paste. */
const MIN_REST = 40;

/**
 * The text a query's concepts are read from: a paste longer than `QUERY_CHARS` without the SQL statements it quotes
 * (an ODBC or BI tool's error prints the whole generated statement before the message), when enough is left; else
 * the text as it is. A query that is a statement, or short, is read whole.
 */
export function conceptText(clean: string): string {
  if (clean.length <= QUERY_CHARS) return clean;
  const rest = clean.replace(STATEMENT, ' ');
  return rest.replace(/\s+/g, ' ').trim().length >= MIN_REST ? rest : clean;
}

/**
 * The part of `source` from the token that holds its word `index` on, as `terms` counts words (`ParsedQuery.words`).
 * A token of several words (`pyarrow._flight.FlightInternalError:`) is kept whole.
 */
export function textFromWord(source: string, index: number): string {
  let count = 0;
  for (const token of source.matchAll(/\S+/g)) {
    count += terms(token[0]).length;
    if (count > index) return source.slice(token.index);
  }
  return '';
}

export function withoutNoise(raw: string): string {
  let text = raw;
  for (const [pattern, replacement] of NOISE) text = text.replace(pattern, replacement);
  return /\w/.test(text) ? text : raw;
}

/** Identifier shape: a dotted or underscored name, a call, or a word typed in capitals as SQL is. */
export const looksLikeIdentifier = (raw: string) => /\w[_.]\w|\w\(/.test(raw) || /(^|\s)[A-Z][A-Z0-9_]{2,}(\s|$)/.test(raw.trim());

export interface QueryContext {
  thesaurus: Thesaurus;
  /** Longer words of the index that start with a word, shortest first. */
  prefixesOf: (word: string) => string[];
  /** Other forms of a word's root that the index holds. */
  variantsOf: (word: string) => string[];
  /**
   * Whether a title or heading holds a word, or with `anywhere` any text (for names typed apart: `to char` is
   * TO_CHAR, indexed as `tochar`; `external_query` is indexed as `externalquery` where pages use it).
   */
  isWord: (word: string, anywhere: boolean) => boolean;
  /**
   * Whether a word is part of a name written as code (USE, WITH, CREATE TABLE AS, TO_CHAR); with `among`, of one whose
   * every word is among those words.
   */
  isCodeWord: (word: string, among?: readonly string[]) => boolean;
  /** Whether words joined with spaces are the whole title or name of a page (`create table as`, `use`). */
  isName: (key: string) => boolean;
}

/** Words that say a reader is after the reference entry of the name typed with them: `use command`, `with clause`. */
const REFERENCE_WORDS = new Set(['command', 'statement', 'clause', 'keyword', 'sql', 'syntax', 'function', 'operator', 'reference']);

/**
 * Whether a stop word names something in this query, so it must not be dropped: typed in capitals as SQL is (`USE`,
 * `CREATE TABLE AS`, `AT`), when the whole query is a page's name, or when it stands beside words that ask for a
 * reference entry only (`use command`). Elsewhere (`how do I use reflections`) it is filler.
 */
function namesSomething(word: string, typedWord: string, all: readonly string[], wholeName: boolean, context: QueryContext): boolean {
  if (!context.isCodeWord(word)) return false;
  if (wholeName) return true;
  if (typedWord.length > 1 && typedWord === typedWord.toUpperCase() && /[A-Z]/.test(typedWord)) return true;
  const others = all.filter((w) => w !== word && !QUERY_FILLER.has(w));
  return others.length > 0 && others.length <= 2 && others.every((w) => REFERENCE_WORDS.has(w));
}

/** The words of a camel-case name, normalised and stemmed: `OutOfMemoryException` → out, of, memory, exception. */
export function camelParts(word: string): string[] {
  if (!/[a-z][A-Z]/.test(word)) return [];
  return word
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((w) => stem(w.toLowerCase()))
    .filter(Boolean);
}

/** The first part of a qualified class name: a reversed domain or Java's own packages (`org.apache…`, `java.net…`). */
const PACKAGE_ROOTS = new Set(['org', 'com', 'io', 'net', 'java', 'javax', 'jdk', 'sun']);

/**
 * Which of the typed words belong to a qualified class name (`org.projectnessie.client.http.HttpClientException`,
 * `dbt.adapters.dremio.api.rest.error.DremioBadRequestException`): a dotted name of three parts or more that holds a
 * package root or ends in an error class. Its words name where the code lives, not what the reader looks for, so the
 * thesaurus does not read them: `http` in a package is no question about the REST API.
 */
export function classNameWords(text: string, typed: readonly string[]): boolean[] {
  const inside = typed.map(() => false);
  for (const name of namesIn(text)) {
    const parts = name.split('.');
    if (parts.length < 3 || !(parts.some((p) => PACKAGE_ROOTS.has(p.toLowerCase())) || SIGNATURE.test(parts.at(-1)!))) continue;
    const words = normalize(name).split(' ').filter(Boolean);
    for (let i = 0; i + words.length <= typed.length; i++)
      if (words.every((w, k) => typed[i + k] === w)) for (let k = 0; k < words.length; k++) inside[i + k] = true;
  }
  return inside;
}

/** The shortest half of a glued word (`projectnessie`) looked for in titles and headings. */
const GLUED_PART = 4;

/**
 * The two words of a word typed glued (`projectnessie`, `expiresnapshots`), stemmed, when both are words of the
 * titles and headings and neither is filler; of several splits, the most even. Nothing when there is none.
 */
export function gluedParts(word: string, isHeadWord: (w: string) => boolean): string[] {
  let best: string[] = [];
  let shorter = 0;
  for (let k = GLUED_PART; k <= word.length - GLUED_PART; k++) {
    const [a, b] = [stem(word.slice(0, k)), stem(word.slice(k))];
    // QUERY_FILLER holds the stop words too.
    if (QUERY_FILLER.has(a) || QUERY_FILLER.has(b) || !isHeadWord(a) || !isHeadWord(b)) continue;
    const half = Math.min(k, word.length - k);
    if (half > shorter) [best, shorter] = [[a, b], half];
  }
  return best;
}

/**
 * The names a query types as names, joined as the index writes them in any text (`fss3aconnectionmaximum`): the body
 * words a query needs beside its own, however many words the name has.
 */
export const joinedTypedNames = (text: string) => new Set(namesIn(text).map(joinName));

/** The words of a text written as code (`REGEXP_LIKE`, `LIKE`, `sys.jobs`), each as `terms` gives it, joined with spaces. */
const codeWritten = (text: string) =>
  [...text.matchAll(/[\w$]+(?:[_.][\w$]+)*/g)]
    .map(([word]) => word)
    .filter(isCodeName)
    .map((word) => terms(word).join(' '));

/**
 * Turns what a reader typed into concepts: thesaurus phrases matched longest first, with or without the filler
 * words between their words (each keeps its own words as one alternative and adds its meanings); words typed
 * apart that the index holds as one name (`to char`, `sys jobs recent`); then the other words, filler dropped.
 * The last word, while still typed and of at least three letters, also matches longer words, and every word
 * matches its variants (other forms of the same root that the site uses).
 */
export function parseQuery(raw: string, context: QueryContext): ParsedQuery {
  const { thesaurus, prefixesOf, variantsOf, isWord } = context;
  const clean = withoutNoise(raw);
  const text = conceptText(clean).slice(0, QUERY_CHARS);
  const typed = normalize(text).split(' ').filter(Boolean);
  /** The words as typed, case kept, aligned with `typed`. */
  const cased = normalize(text, true).split(' ').filter(Boolean);
  const all = typed.map(stem);
  /** Whether the whole query is a page's name (`create table as`, `use`): then its stop words name it. */
  const wholeName = context.isName(all.join(' '));
  const typing = !/\s$/.test(text);
  /** Names typed as names (`external_query`, `sys.jobs`): their joined form may be looked up in any text. */
  const typedNames = namesIn(text);
  const names = joinedTypedNames(text);
  /** How many words the longest name typed as a name starting at each word has (`fs.s3a.connection.maximum`: 4). */
  const nameLength = (i: number) => {
    for (let n = typed.length - i; n > 3; n--) if (names.has(typed.slice(i, i + n).join(''))) return n;
    return 3;
  };
  const inClassName = classNameWords(text, typed);
  const concepts: Concept[] = [];
  const highlight = new Set<string>();
  const understood: string[] = [];
  const words: { word: string; last: boolean; named: boolean }[] = [];
  const phrase = (own: string[], others: Alternative[], ownWeight = 1) => {
    const mine = own.filter((w) => !QUERY_FILLER.has(w));
    const alternatives: Alternative[] = mine.length ? [{ words: mine, weight: ownWeight }, ...others] : others;
    concepts.push({ alternatives });
    for (const a of alternatives) a.words.forEach((w) => highlight.add(w));
  };
  /** The phrase of the thesaurus that starts at i, as typed or with filler words skipped: [end, meanings]. */
  const thesaurusAt = (i: number): [number, string[]] | null => {
    for (let n = Math.min(MAX_PHRASE_WORDS, all.length - i); n >= 1; n--) {
      const means = thesaurus[all.slice(i, i + n).join(' ')];
      if (means) return [i + n, means];
      if (QUERY_FILLER.has(all[i]!)) continue;
      const kept: number[] = [];
      for (let j = i; j < all.length && kept.length < n; j++) if (!QUERY_FILLER.has(all[j]!)) kept.push(j);
      if (kept.length < n || n === 1) continue;
      const skipped = thesaurus[kept.map((j) => all[j]).join(' ')];
      if (skipped) return [kept[n - 1]! + 1, skipped];
    }
    return null;
  };
  for (let i = 0; i < all.length;) {
    const found = thesaurusAt(i);
    if (found && !inClassName.slice(i, found[0]).includes(true)) {
      phrase(
        all.slice(i, found[0]),
        found[1].map((m) => ({ words: m.split(' '), weight: MEANING_WEIGHT, meaning: true })),
      );
      understood.push(...all.slice(i, found[0]));
      i = found[0];
      continue;
    }
    let joined = 0;
    for (let n = Math.min(names.size ? nameLength(i) : 3, all.length - i); n >= 2 && !joined; n--) {
      const name = typed.slice(i, i + n).join('');
      const typedAsName = names.has(name);
      // Filler words alone are never read as one name: `as in` is not ASIN, nor `at an` ATAN.
      if (!typedAsName && all.slice(i, i + n).every((w) => QUERY_FILLER.has(w))) continue;
      if (isWord(name, typedAsName)) {
        phrase(all.slice(i, i + n), [{ words: [name], weight: 1, whole: typedAsName }], typedAsName ? TYPED_APART_WEIGHT : 1);
        joined = n;
      }
    }
    if (joined) i += joined;
    else {
      const last = i === all.length - 1;
      const parts = camelParts(cased[i] ?? '');
      // A name written in camel case that no page holds (`OutOfMemoryException`) is read as its words, which pages
      // write apart ("out of memory"); one the site holds (`ChannelClosedException`) stays a name.
      // So is a word typed glued that no page holds (`projectnessie`), when its two halves are words of the titles and
      // headings.
      // A split is looked for only once the word is known to be no page's.
      const split = isWord(all[i]!, true) ? [] : parts.length > 1 ? parts : gluedParts(typed[i] ?? '', (w) => isWord(w, false));
      if (split.length > 1) for (const [k, part] of split.entries()) words.push({ word: part, last: last && k === split.length - 1, named: false });
      else words.push({ word: all[i]!, last, named: QUERY_FILLER.has(all[i]!) && namesSomething(all[i]!, cased[i] ?? '', all, wholeName, context) });
      i++;
    }
  }
  const meaningful = words.filter(({ word, named }) => named || (!QUERY_FILLER.has(word) && word.length > 1));
  const kept = meaningful.length || concepts.length ? meaningful : words.filter(({ word }) => !STOP_WORDS.has(word) || words.length === 1);
  /** The error classes named in the query (`ChannelClosedException`), lower-cased: the signature of a pasted error. */
  const signatures = new Set(cased.filter((w) => SIGNATURE.test(w)).map((w) => w.toLowerCase()));
  for (const { word, last, named } of kept) {
    const alternatives: Alternative[] = [{ words: [word], weight: signatures.has(word) ? SIGNATURE_WEIGHT : 1 }];
    if (named && !wholeName && !context.isCodeWord(word, all)) alternatives[0]!.notInTitles = true;
    const completing = last && typing && word.length >= PREFIX_MIN_LENGTH && !/^\d+$/.test(word);
    // While a word that the site does not use is still typed, a longer word it begins is a completion, weighed as one
    // below, not another form of it: `optim` is on its way to `optimize`, not a form of `optimal`; `spill` is a word,
    // and `spilling` one of its forms.
    const partial = completing && !isWord(word, true);
    for (const other of variantsOf(word)) if (!partial || !other.startsWith(word)) alternatives.push({ words: [other], weight: VARIANT_WEIGHT, prefix: true });
    if (completing) {
      // Completions closest to what was typed weigh most: `optim` is more likely `optimize` than `optimization`.
      for (const longer of prefixesOf(word).slice(0, MAX_PREFIX_EXPANSIONS)) {
        alternatives.push({ words: [longer], weight: PREFIX_WEIGHT * (word.length / longer.length), prefix: true });
      }
    }
    concepts.push({ alternatives });
    highlight.add(word);
  }
  for (const w of normalize(text).split(' ')) if (w.length > 1 && !QUERY_FILLER.has(stem(w)) && !STOP_WORDS.has(w)) highlight.add(w);
  return {
    concepts,
    key: all.join(' '),
    identifier: looksLikeIdentifier(text),
    highlight: [...highlight],
    understood,
    words: terms(clean.slice(0, MESSAGE_CHARS)),
    source: clean.slice(0, MESSAGE_CHARS),
    inCode: [...new Set(codeWritten(clean.slice(0, MESSAGE_CHARS)))],
    codeNames: [...new Set(typedNames.map((name) => searchText(name).replace(/ /g, '')))],
    text,
  };
}
