import type { Heading } from '../model/mdx-analysis';
import { countWords } from '../model/words';
import type { CODE_LANGUAGES, Dialect, Frontmatter } from '../model/schema';
import type { EquivalentRow } from '../model/page';

/** A section a kind adds to a page's search record: its anchor on the page, its heading and its text. */
export interface KindSection {
  anchor: string;
  heading: string;
  text: string;
}

/** What a kind adds to a page's search record: names to match exactly, other systems' names, sections around the body's. */
export interface KindSearch {
  names?: string[];
  equivalents?: string[];
  /** URL paths the page documents, as readers paste them (`/api/v3/sql`): a query that is one names the page. */
  paths?: string[];
  before?: KindSection[];
  after?: KindSection[];
}

/** Site-wide data a kind's Markdown may need, which the build computes once for all pages. */
export interface KindMarkdownContext {
  /** Other dialects' names for our functions, by dialect (the SQL function equivalents page). */
  equivalents?: [Dialect, EquivalentRow[]][];
}

/** A code block a kind's renderer highlights: the code as the renderer passes it, and its language. */
export interface TypedCode {
  code: string;
  lang: (typeof CODE_LANGUAGES)[number];
}

/** `[field path, text]`: a frontmatter field's prose, for the content check and the claims check. */
export type FieldText = [field: string, text: string];

/**
 * One kind of page whose content is data: everything every form of the page (HTML headings, Markdown, search,
 * checks) needs to know about it. Its React renderer is in components/reference/renderers.tsx, keyed by `id`.
 */
export interface PageKindModule<D> {
  /** The frontmatter key for a typed block, a name otherwise. */
  id: string;
  /** The kind's data on a page, or undefined when the page is not of this kind. */
  of(fm: Frontmatter): D | undefined;
  /** The headings the renderer puts before and after the author's body, with the ids it gives them. */
  headings(data: D): { before: Heading[]; after: Heading[] };
  /** Every prose field that may carry inline Markdown, with its field path: the content check validates these. */
  texts(data: D): (readonly [field: string, text: string | undefined])[];
  /** Prose and code the claims check reads for privileges, with field paths. */
  claims(data: D): { prose: FieldText[]; code: FieldText[] };
  /**
   * Every code block the renderer highlights (components/mdx/code-block.tsx), in page order: the content step
   * highlights these once per build for the prerender (lib/mdx/highlight.ts).
   */
  code(data: D): TypedCode[];
  /** Words of prose the kind adds to its page (its texts and the names it prints). */
  words(data: D): number;
  /** Markdown blocks before and after the body, joined by blank lines. */
  markdown(data: D, context: KindMarkdownContext): { before: string[]; after: string[] };
  /** What search indexes of the kind's data. */
  search(data: D): KindSearch;
}

/** A heading of a typed page. */
export const h = (depth: number, text: string, id: string): Heading => ({ depth, text, id });

/** The words of some texts, empty ones skipped. */
export const wordsOf = (texts: readonly (string | undefined)[]) => texts.reduce((n, t) => n + (t ? countWords(t) : 0), 0);

/** The texts of `texts(data)` that are present. */
export const present = (texts: readonly (readonly [string, string | undefined])[]): FieldText[] => texts.filter((e): e is [string, string] => Boolean(e[1]));

/** A Markdown table cell: pipes escaped, one line, and `<` outside code spans written as `&lt;` so it is never read as HTML. */
const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;')))
    .join('');
/** A Markdown table. */
export const mdTable = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
/** A fenced code block. */
export const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code.trimEnd()}\n\`\`\``;
