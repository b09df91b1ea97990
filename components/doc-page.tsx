import type { ComponentType, ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { DocCardList } from '@/components/doc-card-list';
import { DocsPager } from '@/components/docs-pager';
import { DocsSidebar } from '@/components/docs-sidebar';
import { mdxComponents } from '@/components/mdx';
import { Admonition } from '@/components/mdx/admonition';
import { PageActions } from '@/components/page-actions';
import { PageFeedback } from '@/components/feedback/page-feedback';
import { PageMeta } from '@/components/page-meta';
import { InlineTableOfContents, TableOfContents } from '@/components/table-of-contents';
import { markdownHref } from '@/lib/model/canonical';
import type { PageView } from '@/lib/model/page';
import { site } from '@/lib/model/site';
import { KindParts, type RenderContext } from '@/components/reference/renderers';
import { functionHref, modelHref } from '@/lib/runtime/catalog';
import { FunctionList } from '@/components/reference/function-list';
import { signalsConfig } from '@/lib/signals/config';
import { readingVersion } from '@/lib/signals/fields';

/** The typed renderers' links from the pages of the version being read, and the view's tables and parts. */
const kindContext = (view: PageView): RenderContext => ({
  home: view.home,
  functionHref: (name) => functionHref(name, view.page.version),
  modelHref: (id) => modelHref(id, view.page.version),
  equivalents: view.equivalents ?? [],
  parts: view.parts,
});

export interface DocPageViewProps {
  /** The page as it is rendered, computed before rendering (lib/runtime/page-view.ts). */
  view: PageView;
  Body: ComponentType<{ components?: typeof mdxComponents }>;
  /** Above the breadcrumbs: a frozen version's banner (app/frozen/[version]). */
  banner?: ReactNode;
}

/** The docs layout: sidebar, breadcrumbs, the article with its typed blocks, pager, table of contents. */
export function DocPageView({ view, Body, banner }: DocPageViewProps) {
  const { page, catalogue, headings } = view;
  const fm = page.frontmatter;
  const context = kindContext(view);
  return (
    <div className="docs-shell">
      <DocsSidebar items={view.nav} currentHref={page.href} />
      <main id="content" className="docs-main" tabIndex={-1}>
        {banner}
        <Breadcrumbs trail={view.breadcrumbs} home={view.home} />
        <article className="doc">
          <div className="doc-header">
            <h1>{fm.title}</h1>
            <PageActions markdownHref={markdownHref(page.href)} markdownUrl={site.url + markdownHref(page.href)} home={view.home} />
          </div>
          <InlineTableOfContents headings={headings} />
          {fm.unsupported && (
            <Admonition type="warning" title="Unsupported release line">
              This release line is no longer supported. See the <a href="/current/release-notes/">current release notes</a> for supported versions and upgrade
              paths.
            </Admonition>
          )}
          <KindParts frontmatter={fm} part="before" context={context} />
          {catalogue?.id === 'ALL' && <FunctionList functions={catalogue.functions} keywords={catalogue.keywords} parts={view.parts} />}
          <Body components={mdxComponents} />
          <KindParts frontmatter={fm} part="after" context={context} />
          {catalogue && catalogue.id !== 'ALL' && <FunctionList functions={catalogue.functions} parts={view.parts} />}
          {page.isLanding && <DocCardList cards={view.cards} />}
        </article>
        {signalsConfig().enabled && <PageFeedback page={page.href} version={readingVersion(page.href)} />}
        <PageMeta editUrl={view.editUrl} lastUpdated={view.lastUpdated} />
        <DocsPager {...view.pager} />
      </main>
      <aside className="docs-aside" aria-label="On this page">
        <TableOfContents headings={headings} />
      </aside>
    </div>
  );
}
