import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { DocPageView } from '@/components/doc-page';
import { getAllPages, getPageBySlug } from '@/lib/runtime/docs';
import { readerVocabulary } from '@/lib/kinds/functions';
import { docSlug } from '@/lib/model/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPages().map((page) => ({ slug: docSlug(page.id) }));
}

type Params = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = getPageBySlug((await params).slug ?? []);
  if (!page) return {};
  const { title, description } = page.frontmatter;
  const keywords = readerVocabulary(page.frontmatter);
  return {
    title: page.id === 'index' ? { absolute: `Dremio 26.x Documentation` } : title,
    description,
    keywords: keywords.length ? keywords : undefined,
    alternates: { canonical: page.href },
    robots: page.frontmatter.unlisted ? { index: false } : undefined,
    openGraph: { title, description, url: page.href, type: 'article', siteName: 'Dremio Documentation' },
  };
}

export default async function Page({ params }: Params) {
  const page = getPageBySlug((await params).slug ?? []);
  if (!page) notFound();
  const Body = getMDXComponent(page.code);
  return <DocPageView page={page} Body={Body} />;
}
