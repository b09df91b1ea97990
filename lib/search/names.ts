import type { WordIndex } from './lookup';
import { QUERY_FILLER, searchText, stem, terms } from './text';
import type { SearchMeta } from './types';
import { RARE_NAME_PAGES } from './weights';

/** Other systems' names: what a reader migrating from them types beside the thing they look for. */
const SYSTEM_NAMES =
  'snowflake databricks spark pyspark trino presto bigquery postgres postgresql sqlserver mssql tsql oracle plsql hive hiveql mysql redshift teradata db2'.split(
    ' ',
  );
const SYSTEM_NAME_SET = new Set(SYSTEM_NAMES.map(stem));
/**
 * Words that say where a reader comes from or what kind of entry they want, not what they look for: other systems'
 * names, the words for a reference entry, and question filler. Beside a name (`collect_list spark`), the name is
 * the query.
 */
const CONTEXT_WORDS: Set<string> = new Set(
  [
    ...QUERY_FILLER,
    ...SYSTEM_NAMES,
    ...'sql server command statement clause keyword syntax function func operator reference equivalent equivalence alternative dialect like instead similar version'.split(
      ' ',
    ),
  ].map(stem),
);
/** The longest name looked for among other words (the body shards a query loads hold joined names of up to three). */
export const MAX_NAME_WORDS = 3;

/** Whether a (normalised, stemmed) word names another system (`snowflake`, `spark`). */
export const isSystemName = (word: string) => SYSTEM_NAME_SET.has(word);

/** Names written as code on the site (DATE_TRUNC, SYS.JOBS, COPY INTO), as opposed to prose titles. */
export const isCodeName = (title: string) => /[_.]/.test(title) || (/[A-Z]{2}/.test(title) && title === title.toUpperCase());

/** The pages a query names: by title (`exact`), by another dialect's name whole (`alias`) or as part of the query. */
export interface NamedPages {
  exact: Set<number>;
  alias: Set<number>;
  /** Pages named by another dialect's name among other words, with the share of the query's words it takes. */
  partialAlias: Map<number, number>;
  /** Pages whose title is written as code and typed as code among other words (`read sys.reflections as dbt user`). */
  partialCode: Set<number>;
}

/**
 * The names of pages: their titles, normalised (as typed and with their words joined), the words of names written as
 * code, and other dialects' names (`meta.aliases`); and which of them a query holds.
 */
export class Names {
  private readonly exactNames = new Map<string, number[]>();
  /**
   * Words of names written as code (USE, WITH, CREATE TABLE AS, TO_CHAR), each with the names it is part of (as their
   * words): stop words that can name a page.
   */
  private readonly codeWords = new Map<string, string[][]>();

  constructor(
    private readonly meta: SearchMeta,
    private readonly index: WordIndex,
  ) {
    meta.pages.forEach(([title], p) => {
      if (isCodeName(title)) {
        const words = terms(title);
        for (const w of words) {
          const names = this.codeWords.get(w);
          if (names) names.push(words);
          else this.codeWords.set(w, [words]);
        }
      }
      for (const key of new Set([searchText(title), searchText(title).replace(/ /g, '')])) {
        const list = this.exactNames.get(key) ?? [];
        list.push(p);
        this.exactNames.set(key, list);
      }
    });
  }

  /**
   * Whether a word is part of a name written as code; with `among`, of one whose every word is among them (`AS` of
   * CREATE TABLE AS only beside CREATE and TABLE).
   */
  isCodeWord(word: string, among?: readonly string[]) {
    const names = this.codeWords.get(word);
    if (!names || !among) return !!names;
    return names.some((words) => words.every((w) => among.includes(w)));
  }

  /**
   * The page whose title, written as code, is these words as search reads them (`regexp like` for REGEXP_LIKE,
   * `sys job recent` for sys.jobs_recent), if one is.
   */
  codePageNamed(words: readonly string[]): number | undefined {
    const pages = this.exactNames.get(words.join(' ')) ?? this.exactNames.get(words.join('')) ?? [];
    return pages.find((p) => isCodeName(this.meta.pages[p]![0]));
  }

  /** Whether words joined with spaces are the whole title or another dialect's name of a page. */
  isName(key: string) {
    return this.exactNames.has(key) || this.exactNames.has(key.replace(/ /g, '')) || key in this.meta.aliases;
  }

  /**
   * The pages a query names: by their title (exact) or by another dialect's name of the function (alias). The name
   * may stand among words that only say where the reader comes from or what they want (`collect_list spark`,
   * `isnull in sql server`, `dateadd function`): it counts as the whole query when every other word is such a word.
   * A dialect's name that the site's own text rarely uses (`explode`), among other words, names its page in part:
   * `partialAlias` gives the share of the query's words it takes.
   */
  namedBy(key: string, codeNames: readonly string[] = []): NamedPages {
    // A name as typed and with its words joined (`date add`, `dateadd`).
    const lookup = (table: Map<string, number[]> | Record<string, number[]>, k: string) => {
      const get = (name: string) => (table instanceof Map ? table.get(name) : table[name]) ?? [];
      return [...get(k), ...get(k.replace(/ /g, ''))];
    };
    const exact = new Set(lookup(this.exactNames, key));
    const alias = new Set(lookup(this.meta.aliases, key));
    const partialAlias = new Map<number, number>();
    const partialCode = new Set<number>();
    if (exact.size || alias.size) return { exact, alias, partialAlias, partialCode };
    for (const name of codeNames) for (const p of this.exactNames.get(name) ?? []) if (isCodeName(this.meta.pages[p]![0])) partialCode.add(p);
    const words = key.split(' ');
    const content = words.filter((w) => !CONTEXT_WORDS.has(w));
    if (!content.length || words.length === 1) return { exact, alias, partialAlias, partialCode };
    for (let i = 0; i < words.length; i++) {
      for (let j = Math.min(words.length, i + MAX_NAME_WORDS); j > i; j--) {
        const span = words.slice(i, j);
        const own = span.filter((w) => !CONTEXT_WORDS.has(w)).length;
        if (!own) continue;
        const name = span.join(' ');
        if (own === content.length) {
          for (const p of lookup(this.exactNames, name)) if (isCodeName(this.meta.pages[p]![0])) exact.add(p);
          for (const p of lookup(this.meta.aliases, name)) alias.add(p);
        } else if (this.rareInText(span)) {
          for (const p of lookup(this.meta.aliases, name)) partialAlias.set(p, Math.max(partialAlias.get(p) ?? 0, own / content.length));
        }
      }
    }
    for (const p of exact) partialCode.delete(p);
    return { exact, alias, partialAlias, partialCode };
  }

  /** Whether the site's text holds a name (its words together, or joined) on no more than a few pages. */
  private rareInText(span: string[]): boolean {
    const pagesOf = (w: string) => this.index.pagesWithText(w);
    const joined = span.join('');
    const count = span.length === 1 ? pagesOf(joined).size : Math.max(pagesOf(joined).size, Math.min(...span.map((w) => pagesOf(w).size)));
    return count <= RARE_NAME_PAGES;
  }
}
