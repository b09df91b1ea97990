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
import { site } from '@/lib/model/site';
import { KindParts, type RenderContext } from '@/components/reference/renderers';
import { cataloguePage, childCards, equivalentsIn, functionHref, functionNeighbours, functionsIn, modelHref } from '@/lib/runtime/catalog';
import { FunctionList } from '@/components/reference/function-list';
import { getSidebar, pageHeadings, type DocPage } from '@/lib/runtime/docs';
import { breadcrumbs, findNeighbours, navForPage } from '@/lib/model/sidebar';
import { signalsConfig } from '@/lib/signals/config';
import { readingVersion } from '@/lib/signals/fields';

/** The typed renderers' links and lists, from the pages of the version being read. */
const kindContext = (version?: string): RenderContext => ({
  functionHref: (name) => functionHref(name, version),
  modelHref: (id) => modelHref(id, version),
  equivalentsIn: () => equivalentsIn(version),
});

export interface DocPageViewProps {
  page: DocPage;
  Body: ComponentType<{ components?: typeof mdxComponents }>;
  /** Above the breadcrumbs: a frozen version's banner (app/frozen/[version]). */
  banner?: ReactNode;
}

/** The docs layout: sidebar, breadcrumbs, the article with its typed blocks, pager, table of contents. */
export function DocPageView({ page, Body, banner }: DocPageViewProps) {
  const fm = page.frontmatter;
  const sidebar = getSidebar(page.version);
  const context = kindContext(page.version);
  const pager = functionNeighbours(page) ?? findNeighbours(sidebar, page.href);
  const catalogue = cataloguePage(page.id);
  const headings = pageHeadings(page);
  return (
    <div className="docs-shell">
      <DocsSidebar items={navForPage(sidebar, page.href)} currentHref={page.href} />
      <main id="content" className="docs-main" tabIndex={-1}>
        {banner}
        <Breadcrumbs trail={breadcrumbs(sidebar, page.href)} home={page.version ? `/${page.version}/` : '/current/'} />
        <article className="doc">
          <div className="doc-header">
            <h1>{fm.title}</h1>
            <PageActions markdownHref={markdownHref(page.href)} markdownUrl={site.url + markdownHref(page.href)} />
          </div>
          <InlineTableOfContents headings={headings} />
          {fm.unsupported && (
            <Admonition type="warning" title="Unsupported release line">
              This release line is no longer supported. See the <a href="/current/release-notes/">current release notes</a> for supported versions and upgrade
              paths.
            </Admonition>
          )}
          <KindParts frontmatter={fm} part="before" context={context} />
          {catalogue === 'ALL' && <FunctionList functions={functionsIn(undefined, page.version)} filterable />}
          <Body components={mdxComponents} />
          <KindParts frontmatter={fm} part="after" context={context} />
          {catalogue && catalogue !== 'ALL' && <FunctionList functions={functionsIn(catalogue, page.version)} />}
          {page.isLanding && <DocCardList cards={childCards(page)} />}
        </article>
        {signalsConfig().enabled && <PageFeedback page={page.href} version={readingVersion(page.href)} />}
        <PageMeta sourcePath={page.sourcePath} lastUpdated={page.lastUpdated} />
        <DocsPager {...pager} />
      </main>
      <aside className="docs-aside" aria-label="On this page">
        <TableOfContents headings={headings} />
      </aside>
    </div>
  );
}
