import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchPageMain } from '@/components/search/search-page-main';
import { frozenVersion, searchHref } from '@/lib/model/versions';

/** A frozen version's search page (`/26.x/search`), which the proxy sends here; it searches that version's index. */
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ version: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const frozen = frozenVersion((await params).version);
  if (!frozen) return {};
  return {
    title: `Search (${frozen.label})`,
    description: `Search the Dremio ${frozen.label} documentation: guides, SQL commands and functions, REST API operations and release notes.`,
    alternates: { canonical: searchHref(frozen.route) },
    robots: { index: false },
  };
}

export default async function Page({ params }: Params) {
  const frozen = frozenVersion((await params).version);
  if (!frozen) notFound();
  return <SearchPageMain route={frozen.route} frozenLabel={frozen.label} />;
}
