import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPageView } from '@/components/doc-page';
import { pageComponent } from '@/lib/collection/render';
import { getAllPages, getPageBySlug } from '@/lib/runtime/docs';
import { getPageView } from '@/lib/runtime/page-view';
import { readerVocabulary } from '@/lib/kinds/functions';
import { docSlug } from '@/lib/model/routes';
import { markdownHref } from '@/lib/model/canonical';
import { feedAlternates } from '@/lib/model/feeds';
import { site } from '@/lib/model/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPages().map((page) => ({ slug: docSlug(page.id) }));
}

type Params = { params: Promise<{ slug?: string[] }> };

/** The page a request names, or undefined; a path Next could not decode names none (proxy.ts answers those with 400 first). */
async function pageOf(params: Params['params']) {
  try {
    return getPageBySlug((await params).slug ?? []);
  } catch (error) {
    if (error instanceof URIError || (error instanceof Error && error.name === 'DecodeError')) return undefined;
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await pageOf(params);
  if (!page) return {};
  const { title, description } = page.frontmatter;
  const keywords = readerVocabulary(page.frontmatter);
  return {
    title: page.id === 'index' ? { absolute: `Dremio ${site.version.label} Documentation` } : title,
    description,
    keywords: keywords.length ? keywords : undefined,
    // The page's Markdown for agents, and the feeds: the 26.x releases feed everywhere, a release or bulletin page's own too.
    alternates: {
      canonical: page.href,
      types: {
        'text/markdown': markdownHref(page.href),
        ...feedAlternates({ id: page.id, href: page.href, isBulletin: Boolean(page.frontmatter.bulletin) }),
      },
    },
    robots: page.frontmatter.unlisted ? { index: false } : undefined,
    openGraph: { title, description, url: page.href, type: 'article', siteName: 'Dremio Documentation' },
  };
}

export default async function Page({ params }: Params) {
  const page = await pageOf(params);
  if (!page) notFound();
  const Body = pageComponent(page.code);
  return <DocPageView view={getPageView(page)} Body={Body} />;
}
