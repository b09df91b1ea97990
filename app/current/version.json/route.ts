import { getSidebar } from '@/lib/runtime/docs';
import { site } from '@/lib/model/site';

export const dynamic = 'force-static';

/** The version metadata entity of the spec, with the whole softwareSidebar tree. */
export function GET() {
  return Response.json({ ...site.version, docsSidebars: { [site.sidebarId]: getSidebar() } });
}
