import { hasTraversal } from '@/lib/model/url-path.mjs';
import { getSite } from '@/lib/runtime/site';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ path: string[] }> };

/**
 * A page's Markdown for a request that asked for it by `Accept: text/markdown` on the page's own URL: proxy.ts
 * rewrites such requests here. A handler, not the static `.md` file, so the response can say `Vary: Accept`.
 */
export async function GET(_request: Request, { params }: Params) {
  let file: string;
  try {
    file = (await params).path.join('/');
  } catch {
    // Next could not decode the path (proxy.ts answers malformed escapes with 400 before they get here).
    return new Response('Bad request\n', { status: 400 });
  }
  // Current's Markdown (public/current) or a frozen version's (public/<label>, scripts/build/build-versions.ts).
  const site = getSite();
  const top = file.split('/')[0]!;
  if ((top !== 'current' && !site.frozenVersion(top)) || !/^[\w.-]+\/[\w./-]+\.md$/.test(file) || hasTraversal(file))
    return new Response('Not found\n', { status: 404 });
  const body = await site.publicFile(file);
  if (!body) return new Response('Not found\n', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8', Vary: 'Accept' } });
}
