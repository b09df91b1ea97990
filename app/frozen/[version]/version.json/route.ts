import { getSidebar } from '@/lib/runtime/docs';
import { versionMetadata } from '@/lib/model/versions';
import { frozenVersion } from '@/lib/runtime/versions';
import { site } from '@/lib/model/site';

export const dynamic = 'force-dynamic';

/** A frozen version's metadata entity of the spec, with its whole sidebar tree (current's is app/current/version.json). */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  const frozen = frozenVersion((await params).version);
  if (!frozen) return new Response('Not found\n', { status: 404 });
  const meta = versionMetadata({ label: frozen.label, route: frozen.route, frozen });
  return Response.json({ ...meta, docsSidebars: { [site.sidebarId]: getSidebar(frozen.label) } });
}
