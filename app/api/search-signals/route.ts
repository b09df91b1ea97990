import { otherMethods, signalsEndpoint } from '@/lib/signals/handler';
import { searchPayload } from '@/lib/signals/payload';
import { insertSearches } from '@/lib/signals/store';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** A batch of searches, sent by `navigator.sendBeacon` when the search dialog closes or the page is left (lib/signals/browser.ts). */
export const POST = signalsEndpoint(searchPayload, () => null, insertSearches);

/** Every other method: 405 with `Allow`, and OPTIONS. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods();
