import { devDataStamp as stamp, devFileTime as mtime, readJson } from '@/lib/runtime/runtime-data';
import { DEV_STATUS_FILE, type DevStatus } from '@/lib/dev/dev-status';
import { DEV_FROZEN_STATUS_FILE } from '@/lib/runtime/files.mjs';
import { frozenVersion } from '@/lib/model/versions';

/**
 * Development only: the `.dev.ts` extension is in `pageExtensions` only when next.config runs for `next dev`,
 * so a production build has no such route (next.config.mjs).
 *
 * Why this route exists: Next's dev server refreshes the browser when a module it compiled changes, but the
 * pages read the compiled collection with `fs` at run time (lib/runtime/site.ts), so an edited .mdx file changes
 * nothing Next watches. This route tells the open page (components/dev-refresh.tsx) when the collection or
 * the site data (for a frozen version's page, `?version=`, that version's data too) was rewritten, and sends the
 * content errors of the last check and of the last frozen step; the page then re-renders with
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
const STATUS_FILES = [DEV_STATUS_FILE, DEV_FROZEN_STATUS_FILE];
/** Every error the page shows: current's content check first, then the frozen versions' step. */
const readStatus = (): DevStatus => ({ errors: STATUS_FILES.flatMap((file) => readJson<DevStatus>(file, { errors: [] }).errors) });
const statusTime = () => STATUS_FILES.map((file) => mtime(file) ?? 0).join(':');

export function GET(request: Request) {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      const params = new URL(request.url).searchParams;
      // Only a frozen version's label names files to watch; anything else is ignored.
      const version = frozenVersion(params.get('version') ?? '')?.label;
      send('status', readStatus());
      let statusSent = statusTime();
      let sent = params.get('since') ?? stamp(version);
      let seen = stamp(version);
      timer = setInterval(() => {
        if (statusTime() !== statusSent) {
          statusSent = statusTime();
          send('status', readStatus());
        }
        const now = stamp(version);
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
