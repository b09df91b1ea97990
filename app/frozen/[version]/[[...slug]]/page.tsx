import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPageView } from '@/components/doc-page';
import { VersionBanner } from '@/components/version-banner';
import { pageComponent } from '@/lib/collection/render';
import { getPageBySlug } from '@/lib/runtime/docs';
import { getPageView } from '@/lib/runtime/page-view';
import { counterpartHref, frozenCanonical } from '@/lib/runtime/versions';
import { readerVocabulary } from '@/lib/kinds/functions';
import { frozenVersion, versions } from '@/lib/model/versions';

/**
 * The pages of a frozen version (`/26.x/…`, the same page paths as `/current/…`). They are rendered on request from the
 * version's data, which the build restores from its cache by content hash (scripts/build/build-versions.ts), instead
 * of being prerendered by every build: a frozen version then costs a warm build almost nothing (ARCHITECTURE.md,
 * "Versions"). A first path segment that is no frozen version's label is not found.
 */
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ version: string; slug?: string[] }> };

/** The frozen version and page a request names, or undefined; a path Next could not decode names none. */
async function pageOf(params: Params['params']) {
  try {
    const { version, slug } = await params;
    const frozen = frozenVersion(version);
    const page = frozen ? getPageBySlug(slug ?? [], frozen.label) : undefined;
    return frozen && page ? { frozen, page } : undefined;
  } catch (error) {
    if (error instanceof URIError || (error instanceof Error && error.name === 'DecodeError')) return undefined;
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await pageOf(params);
  if (!found) return {};
  const { frozen, page } = found;
  const { title, description } = page.frontmatter;
  const keywords = readerVocabulary(page.frontmatter);
  const canonical = frozenCanonical(frozen, page);
  return {
    title: page.id === 'index' ? { absolute: `Dremio ${frozen.label} Documentation` } : `${title} (${frozen.label})`,
    description,
    keywords: keywords.length ? keywords : undefined,
    alternates: { canonical },
    robots: frozen.noIndex || page.frontmatter.unlisted ? { index: false, follow: true } : undefined,
    openGraph: { title, description, url: page.href, type: 'article', siteName: 'Dremio Documentation' },
  };
}

export default async function Page({ params }: Params) {
  const found = await pageOf(params);
  if (!found) notFound();
  const { frozen, page } = found;
  const Body = pageComponent(page.code);
  const banner = (
    <VersionBanner
      version={frozen}
      currentLabel={versions.current.label}
      currentHref={counterpartHref(page.href, { label: versions.current.label, route: '/current' })}
    />
  );
  return <DocPageView view={getPageView(page)} Body={Body} banner={banner} />;
}
