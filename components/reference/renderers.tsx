import { Fragment, type ReactNode } from 'react';
import { ApiReference } from '@/components/reference/api-reference';
import { BulletinDetails, DependencyTable } from '@/components/reference/bulletin';
import { FunctionEquivalents } from '@/components/reference/function-equivalents';
import { FunctionFooter, FunctionHeader } from '@/components/reference/function-reference';
import { ReleaseNotes } from '@/components/reference/release-notes';
import { TableReference } from '@/components/reference/table-reference';
import type { EquivalentRow } from '@/lib/kinds/functions';
import { kindsOf, type KindData, type KindId } from '@/lib/kinds/registry';
import type { Dialect, Frontmatter } from '@/lib/model/schema';

/** Site-wide lookups a renderer may need; the page passes them in from lib/runtime/catalog. */
export interface RenderContext {
  functionHref: (name: string) => string | undefined;
  modelHref: (id: string) => string | undefined;
  equivalentsIn: () => [Dialect, EquivalentRow[]][];
}

type Part<K extends KindId> = (data: KindData<K>, context: RenderContext) => ReactNode;

/**
 * The HTML of each page kind of lib/kinds/registry.ts: what goes before the author's body and what goes after it.
 * The headings they render use the ids of the kind's `headings`, so the table of contents agrees with the page.
 */
export const RENDERERS: { [K in KindId]: { before?: Part<K>; after?: Part<K> } } = {
  function: {
    before: (fn) => <FunctionHeader fn={fn} />,
    after: (fn, { functionHref }) => <FunctionFooter fn={fn} relatedHref={functionHref} />,
  },
  table: { before: (table) => <TableReference table={table} /> },
  api: { after: (api, { modelHref }) => <ApiReference api={api} modelHref={modelHref} /> },
  releases: { after: (releases) => <ReleaseNotes releases={releases} /> },
  bulletin: { before: (bulletin) => <BulletinDetails bulletin={bulletin} /> },
  dependencies: { after: (dependencies) => <DependencyTable dependencies={dependencies} /> },
  'function-equivalents': { after: (_, { equivalentsIn }) => <FunctionEquivalents byDialect={equivalentsIn()} /> },
};

/** The parts of a page's kinds that go before or after its body. */
export function KindParts({ frontmatter, part, context }: { frontmatter: Frontmatter; part: 'before' | 'after'; context: RenderContext }) {
  return kindsOf(frontmatter).map(({ id, data }) => {
    const render = RENDERERS[id][part] as Part<KindId> | undefined;
    return <Fragment key={id}>{render?.(data as KindData<KindId>, context)}</Fragment>;
  });
}
