import type { EquivalentRow, FunctionEntry } from '../model/page';
import { DIALECTS, type Dialect, type FunctionData } from '../model/schema';

type Signature = FunctionData['signatures'][number];

/** The names a function page documents: "POW, POWER" → ["POW", "POWER"]. */
export const functionNames = (name: string) =>
  name
    .split(/,\s*/)
    .map((n) => n.trim())
    .filter(Boolean);

/** A signature as one line: `DATE_TRUNC(time_unit VARCHAR, date_timestamp_expression TIMESTAMP) → TIMESTAMP`. */
export function formatSignature(fn: Pick<FunctionData, 'name'>, sig: Signature): string {
  const name = sig.name ?? functionNames(fn.name)[0]!;
  const args = sig.args.map((a) => {
    const text = `${a.name} ${a.type}${a.variadic ? ', …' : ''}`;
    return a.optional ? `[${text}]` : text;
  });
  return `${name}(${args.join(', ')}) → ${sig.returns}`;
}

/** Every documented function A–Z, from pages' typed data. */
export function functionEntries(pages: readonly { href: string; frontmatter: { function?: FunctionData; keywords?: string[] } }[]): FunctionEntry[] {
  return pages
    .filter((p) => p.frontmatter.function)
    .map((p) => ({
      name: p.frontmatter.function!.name,
      href: p.href,
      summary: p.frontmatter.function!.summary,
      categories: p.frontmatter.function!.categories,
      keywords: p.frontmatter.keywords ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const CATALOGUE_PAGE = /^reference\/sql\/sql-functions\/([A-Z_-]+)$/;
/** The catalogue page a doc is: 'ALL' for the A–Z finder, a category slug, or null. */
export function cataloguePage(id: string): string | null {
  const m = id.match(CATALOGUE_PAGE);
  if (!m) return null;
  return m[1] === 'ALL_FUNCTIONS' ? 'ALL' : m[1]!;
}

/** The functions a catalogue page lists: all of them, or one category's. */
export const functionsOf = (entries: readonly FunctionEntry[], catalogue: string) =>
  catalogue === 'ALL' ? [...entries] : entries.filter((f) => f.categories.includes(catalogue));

/**
 * The words a page adds to search and to `<meta name="keywords">`: its keywords, then other systems' names for
 * the function it documents, each once.
 */
export function readerVocabulary(fm: { keywords?: string[]; function?: Pick<FunctionData, 'equivalents'> }): string[] {
  const out = new Map<string, string>();
  for (const word of [...(fm.keywords ?? []), ...(fm.function?.equivalents ?? []).map((e) => e.name)]) {
    if (!out.has(word.toLowerCase())) out.set(word.toLowerCase(), word);
  }
  return [...out.values()];
}

/** Every equivalent of every function page, grouped by dialect in the schema's order, A–Z by the other system's name. */
export function equivalentsByDialect(pages: readonly { href: string; frontmatter: { function?: FunctionData } }[]): [Dialect, EquivalentRow[]][] {
  const rows = pages.flatMap((p) =>
    (p.frontmatter.function?.equivalents ?? []).map((e) => ({
      dialect: e.dialect,
      name: e.name,
      note: e.note,
      source: e.source,
      function: p.frontmatter.function!.name,
      href: p.href,
    })),
  );
  return (Object.keys(DIALECTS) as Dialect[])
    .map((d): [Dialect, EquivalentRow[]] => [
      d,
      rows.filter((r) => r.dialect === d).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.function.localeCompare(b.function, 'en')),
    ])
    .filter(([, list]) => list.length > 0);
}
