import { Fragment, type ReactNode } from 'react';
import { ApiReference } from '@/components/reference/api-reference';
import { BulletinDetails, DependencyTable } from '@/components/reference/bulletin';
import { FunctionEquivalents } from '@/components/reference/function-equivalents';
import { FunctionFooter, FunctionHeader } from '@/components/reference/function-reference';
import { ReleaseNotes } from '@/components/reference/release-notes';
import { TableReference } from '@/components/reference/table-reference';
import { kindsOf, type KindData, type KindId } from '@/lib/kinds/registry';
import type { PageView } from '@/lib/model/page';
import type { Frontmatter } from '@/lib/model/schema';

/**
 * What a renderer reads beyond its kind's data: site-wide links (the page passes them in from lib/runtime/catalog)
 * and, from the page view, the equivalents page's tables and the page's parsed texts and highlighted code.
 */
export interface RenderContext {
  /** The home page of the page's version (`/current/`, `/26.x/`): links the renderers make stay in that version. */
  home: string;
  functionHref: (name: string) => string | undefined;
  modelHref: (id: string) => string | undefined;
  equivalents: NonNullable<PageView['equivalents']>;
  parts: PageView['parts'];
}

type Part<K extends KindId> = (data: KindData<K>, context: RenderContext) => ReactNode;

/**
 * The HTML of each page kind of lib/kinds/registry.ts: what goes before the author's body and what goes after it.
 * The headings they render use the ids of the kind's `headings`, so the table of contents agrees with the page.
 */
export const RENDERERS: { [K in KindId]: { before?: Part<K>; after?: Part<K> } } = {
  function: {
    before: (fn, { home, parts }) => <FunctionHeader fn={fn} home={home} parts={parts} />,
    after: (fn, { functionHref, parts }) => <FunctionFooter fn={fn} relatedHref={functionHref} parts={parts} />,
  },
  table: { before: (table, { parts }) => <TableReference table={table} parts={parts} /> },
  api: { after: (api, { modelHref, parts }) => <ApiReference api={api} modelHref={modelHref} parts={parts} /> },
  releases: { after: (releases, { parts }) => <ReleaseNotes releases={releases} parts={parts} /> },
  bulletin: { before: (bulletin) => <BulletinDetails bulletin={bulletin} /> },
  dependencies: { after: (dependencies) => <DependencyTable dependencies={dependencies} /> },
  'function-equivalents': { after: (_, { equivalents }) => <FunctionEquivalents byDialect={equivalents} /> },
};

/** The parts of a page's kinds that go before or after its body. */
export function KindParts({ frontmatter, part, context }: { frontmatter: Frontmatter; part: 'before' | 'after'; context: RenderContext }) {
  return kindsOf(frontmatter).map(({ id, data }) => {
    const render = RENDERERS[id][part] as Part<KindId> | undefined;
    return <Fragment key={id}>{render?.(data as KindData<KindId>, context)}</Fragment>;
  });
}
