import { devDataStamp as stamp, devFileTime as mtime, readJson } from '@/lib/runtime/runtime-data';
import { DEV_STATUS_FILE, type DevStatus } from '@/lib/dev/dev-status';

/**
 * Development only: the `.dev.ts` extension is in `pageExtensions` only when next.config runs for `next dev`,
 * so a production build has no such route (next.config.mjs).
 *
 * Why this route exists: Next's dev server refreshes the browser when a module it compiled changes, but the
 * pages read the compiled collection with `fs` at run time (lib/runtime/site.ts), so an edited .mdx file changes
 * nothing Next watches. This route tells the open page (components/dev-refresh.tsx) when the collection or
 * the site data was rewritten, and sends the content errors of the last check; the page then re-renders with
 * `router.refresh()`, which keeps its client state and scroll position.
 *
 * It polls the files' modification times every 25 ms instead of using fs.watch: the folders may not exist
 * yet when the page connects (contentlayer's first build), and writers replace files, which ends a watch on
 * a file. The few `stat` calls per tick cost nothing measurable.
 *
 * `?since=` is the stamp of the data the page was rendered from: an edit saved between the render and the
 * connection (the route's first compile takes seconds) is sent at once instead of being missed.
 */
export const dynamic = 'force-dynamic';

const POLL_MS = 25;
const readStatus = () => readJson<DevStatus>(DEV_STATUS_FILE, { errors: [] });

export function GET(request: Request) {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      send('status', readStatus());
      let statusSent = mtime(DEV_STATUS_FILE);
      let sent = new URL(request.url).searchParams.get('since') ?? stamp();
      let seen = stamp();
      timer = setInterval(() => {
        if (mtime(DEV_STATUS_FILE) !== statusSent) {
          statusSent = mtime(DEV_STATUS_FILE);
          send('status', readStatus());
        }
        const now = stamp();
        // Send once the files have stopped changing for one tick: a writer caught mid-burst (the dev loop
        // writes several files, contentlayer one large one) would otherwise make the page render half an edit.
        if (now !== seen) {
          seen = now;
          return;
        }
        if (now === sent) return;
        sent = now;
        send('change', {});
      }, POLL_MS);
      request.signal.addEventListener('abort', () => {
        clearInterval(timer);
        try {
          controller.close();
        } catch {
          // The stream was already cancelled by the reader.
        }
      });
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
}
