import { frozenVersion, sitemapXml } from '@/lib/runtime/versions';

export const dynamic = 'force-dynamic';

/** A frozen version's sitemap: its listed pages, with their own last change. */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  const frozen = frozenVersion((await params).version);
  if (!frozen) return new Response('Not found\n', { status: 404 });
  return new Response(sitemapXml(frozen.label), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
