import type { Heading } from '../model/mdx-analysis';
import type { Frontmatter, TypedKey } from '../model/schema';
import { apiKind } from './api-kind';
import { bulletinKind } from './bulletin';
import { dependenciesKind } from './dependencies';
import { functionKind } from './function';
import { equivalentsKind } from './function-pages';
import type { FieldText, KindMarkdownContext, KindSearch, KindSection, PageKindModule, TypedCode } from './kind';
import { present } from './kind';
import { releasesKind } from './releases';
import { tableKind } from './table';

/**
 * Every kind of page whose content is data, one module each: the typed blocks of the frontmatter (one per key of
 * TYPED_BLOCKS in lib/model/schema.ts, which the type of TYPED enforces) and the SQL function equivalents page, made
 * from the whole site's function pages. (The function catalogue pages are not a kind: their list is the page's child
 * list in Markdown and has no headings or search text of its own; components/doc-page.tsx renders it.) Everything that treats kinds alike is derived from this list: the headings around the body and
 * the words and prose of a page (below), its Markdown (lib/pipeline/markdown.ts), its search record
 * (lib/search/sources.ts), the privilege claims (lib/pipeline/checks/claims) and the HTML
 * (components/reference/renderers.tsx).
 */
const TYPED: { [K in TypedKey]: PageKindModule<NonNullable<Frontmatter[K]>> } = {
  function: functionKind,
  table: tableKind,
  api: apiKind,
  releases: releasesKind,
  bulletin: bulletinKind,
  dependencies: dependenciesKind,
};
export const KINDS = { ...TYPED, 'function-equivalents': equivalentsKind };

export type KindId = keyof typeof KINDS;
/** The data a kind's module and renderer read. */
export type KindData<K extends KindId> = (typeof KINDS)[K] extends PageKindModule<infer D> ? D : never;
export const KIND_IDS = Object.keys(KINDS) as KindId[];

/** A page's kinds with their data, in registry order (a page has at most one typed block). */
export function kindsOf(fm: Frontmatter): { id: KindId; module: PageKindModule<unknown>; data: unknown }[] {
  return KIND_IDS.flatMap((id) => {
    const kind = KINDS[id] as PageKindModule<unknown>;
    const data = kind.of(fm);
    return data === undefined ? [] : [{ id, module: kind, data }];
  });
}

/**
 * The headings a typed page's renderer puts around the author's body, in page order.
 * The renderers use these same ids, so the table of contents and the link check agree with the page.
 */
export function typedHeadings(fm: Frontmatter): { before: Heading[]; after: Heading[] } {
  const parts = kindsOf(fm).map(({ module, data }) => module.headings(data));
  return { before: parts.flatMap((p) => p.before), after: parts.flatMap((p) => p.after) };
}

/**
 * Every prose text of a typed block that may carry inline Markdown (code spans, emphasis, links), with its
 * frontmatter field: what the page renders with InlineMarkdown and the content check validates.
 */
export const typedTexts = (fm: Frontmatter): FieldText[] => kindsOf(fm).flatMap(({ module, data }) => present(module.texts(data)));

/** The code blocks a page's renderers highlight. */
export const typedCode = (fm: Frontmatter): TypedCode[] => kindsOf(fm).flatMap(({ module, data }) => module.code(data));

/** Words of prose a typed block adds to its page. */
export const typedWords = (fm: Frontmatter): number => kindsOf(fm).reduce((n, { module, data }) => n + module.words(data), 0);

/** The frontmatter prose and code the privilege claims check reads. */
export function typedClaims(fm: Frontmatter): { prose: FieldText[]; code: FieldText[] } {
  const parts = kindsOf(fm).map(({ module, data }) => module.claims(data));
  return { prose: parts.flatMap((p) => p.prose), code: parts.flatMap((p) => p.code) };
}

/** The Markdown blocks of a page's kinds, before and after its body. */
export function typedMarkdown(fm: Frontmatter, context: KindMarkdownContext): { before: string[]; after: string[] } {
  const parts = kindsOf(fm).map(({ module, data }) => module.markdown(data, context));
  return { before: parts.flatMap((p) => p.before), after: parts.flatMap((p) => p.after) };
}

/** What search indexes of a page's kinds. */
export function typedSearch(fm: Frontmatter): Required<KindSearch> {
  const parts = kindsOf(fm).map(({ module, data }) => module.search(data));
  const all = <T>(pick: (p: KindSearch) => T[] | undefined) => parts.flatMap((p) => pick(p) ?? []);
  return {
    names: all((p) => p.names),
    equivalents: all((p) => p.equivalents),
    paths: all((p) => p.paths),
    before: all<KindSection>((p) => p.before),
    after: all<KindSection>((p) => p.after),
  };
}
