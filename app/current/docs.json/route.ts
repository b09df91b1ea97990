import { docRecords } from '@/lib/runtime/versions';

export const dynamic = 'force-static';

/** Every doc record of the spec: id, title, description, sidebar; and lastUpdated (ISO 8601, or null when the build had no git history). */
export function GET() {
  return Response.json(docRecords());
}
