import { docRecords, frozenVersion } from '@/lib/runtime/versions';

export const dynamic = 'force-dynamic';

/** A frozen version's doc records, as app/current/docs.json lists current's. */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  const frozen = frozenVersion((await params).version);
  if (!frozen) return new Response('Not found\n', { status: 404 });
  return Response.json(docRecords(frozen.label));
}
