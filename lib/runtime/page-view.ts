import 'server-only';
import { pageView } from '../kinds/page-view';
import type { DocPage, PageView } from '../model/page';
import { equivalentsIn, functionList } from './catalog';
import { getPageByHref, getPageById, getPageParts, getSidebar } from './docs';

/** A page's view (lib/kinds/page-view.ts), from the site of its version: computed before rendering, for components/doc-page.tsx. */
export function getPageView(page: DocPage): PageView {
  const { version } = page;
  return pageView(page, {
    sidebar: getSidebar(version),
    byId: (id) => getPageById(id, version),
    byHref: (href) => getPageByHref(href, version),
    functions: functionList(version),
    equivalents: () => equivalentsIn(version),
    parts: getPageParts(version),
  });
}
