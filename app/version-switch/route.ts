import { NextResponse, type NextRequest } from 'next/server';
import { searchHref } from '@/lib/model/versions';
import { archivedVersion, counterpartHref, isVersionSearchPage, versionByName } from '@/lib/runtime/versions';

export const dynamic = 'force-dynamic';

/**
 * The version switcher's links (components/version-switcher.tsx): `/version-switch?to=26.x&from=/current/admin/`
 * redirects to the same page in the target version, or its nearest landing page there; never to a missing page.
 * From a search page (`from=/current/search?q=…`) it goes to the target's search page with the same query. An
 * archived version (hosted elsewhere, versions/versions.json) goes to its own address, which knows nothing of our
 * pages; an unknown target is a 404; a missing or odd `from` goes to the target's home page.
 */
export function GET(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('to') ?? '';
  const to = versionByName(name);
  const archived = archivedVersion(name);
  if (!to && archived) return new NextResponse(null, { status: 307, headers: { Location: archived.url, 'Cache-Control': 'no-store' } });
  if (!to) return new NextResponse('Unknown version\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const from = request.nextUrl.searchParams.get('from') ?? '';
  const path = from.startsWith('/') && !from.startsWith('//') && from.length <= 1024 ? from : '/current/';
  // A search page keeps the reader's words: the other version's search page, with the same query string.
  // Its query string is written again, encoded, so that nothing the address held reaches the Location header raw.
  const [pathname = '', raw = ''] = path.split(/\?(.*)/s);
  const query = new URLSearchParams(raw).toString();
  const target = isVersionSearchPage(pathname) ? `${searchHref(to.route)}${query ? `?${query}` : ''}` : counterpartHref(pathname, to);
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
