import { otherMethods, signalsEndpoint } from '@/lib/signals/handler';
import { isPage } from '@/lib/signals/pages';
import { feedbackPayload } from '@/lib/signals/payload';
import { insertFeedback } from '@/lib/signals/store';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** "Was this page helpful?": one answer per request (components/feedback). */
export const POST = signalsEndpoint(
  feedbackPayload,
  (f) => (isPage(f.page) ? null : `page: ${f.page.slice(0, 80)} is not a page of this site`),
  insertFeedback,
);

/** Every other method: 405 with `Allow`, and OPTIONS. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods();
