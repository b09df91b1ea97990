import 'server-only';
import type { z } from 'zod';
import { PEER_ADDRESS_HEADER } from '@/lib/http/http-policy.mjs';
import { readBody } from '@/lib/http/read-body';
import { signalsConfig, type SignalsConfig } from './config';
import { database, type Db } from './db';
import { BODY_MAX } from './fields';
import { describeIssues } from './payload';
import { RateLimiter } from './rate-limit';

const LIMITER = Symbol.for('dremio-docs.signals-limiter');
/** One rate limiter per process (on globalThis, so that `next dev`'s module reloads share it). */
const limiter = (perMinute: number) => ((globalThis as { [LIMITER]?: RateLimiter })[LIMITER] ??= new RateLimiter(perMinute));

/** The client's address, which only the rate limit's salted hash ever sees. */
function clientAddress(request: Request, config: SignalsConfig): string {
  const first = (v: string | null) => v?.split(',')[0]?.trim() ?? '';
  if (config.clientAddressHeader) return first(request.headers.get(config.clientAddressHeader));
  // A Vercel-style platform writes the client's address itself, over anything the client sent.
  if (process.env.VERCEL) return first(request.headers.get('x-forwarded-for'));
  // The server's own record of the socket's peer (lib/http/raw-request-guard.ts), which no client can set.
  return request.headers.get(PEER_ADDRESS_HEADER) ?? first(request.headers.get('x-forwarded-for'));
}

const answer = (status: number, error?: string, headers?: Record<string, string>) =>
  error
    ? Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/** How long a write may take before the answer is 503 (the row may still commit later; it is never answered 2xx). */
const WRITE_TIMEOUT_MS = 10_000;

/**
 * A POST endpoint for what readers send: off → 503; cross-site → 403; over the rate limit → 429; not JSON → 415;
 * too large → 413; malformed → 400; refused by `check` (an unknown page) → 422; the database unreachable or the
 * write failed → 503; 204 only once the row is committed.
 */
export function signalsEndpoint<S extends z.ZodType>(
  schema: S,
  check: (payload: z.output<S>) => string | null,
  store: (db: Db, payload: z.output<S>) => Promise<void>,
) {
  return async function POST(request: Request): Promise<Response> {
    const config = signalsConfig();
    if (!config.enabled) return answer(503, `Reader feedback is off: ${config.offReason}.`);
    // A page of another site cannot post here through its readers' browsers.
    if (request.headers.get('sec-fetch-site') === 'cross-site') return answer(403, 'Cross-site requests are refused.');
    if (!limiter(config.ratePerMinute).allow(clientAddress(request, config)))
      return answer(429, 'Too many requests: try again in a minute.', { 'Retry-After': '60' });
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') return answer(415, 'Send JSON (Content-Type: application/json).');
    const length = request.headers.get('content-length');
    if (length !== null && !(Number(length) <= BODY_MAX)) return answer(413, `The body is larger than ${BODY_MAX / 1024} KiB.`);
    const blob = await readBody(request, BODY_MAX);
    if (blob === null) return answer(413, `The body is larger than ${BODY_MAX / 1024} KiB.`);
    let json: unknown;
    try {
      json = JSON.parse(await blob.text());
    } catch {
      return answer(400, 'The body is not valid JSON.');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return answer(400, describeIssues(parsed.error));
    const refused = check(parsed.data);
    if (refused) return answer(422, refused);
    let timer: NodeJS.Timeout | undefined;
    let db: Db | undefined;
    try {
      db = await database(config);
      await Promise.race([
        store(db, parsed.data),
        new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`no answer from the database within ${WRITE_TIMEOUT_MS} ms`)), WRITE_TIMEOUT_MS))),
      ]);
    } catch (e) {
      console.error(`Feedback not stored: ${(e as Error).message}`);
      db?.reset();
      return answer(503, 'Not stored: the database is unavailable. Try again later.', { 'Retry-After': '30' });
    } finally {
      clearTimeout(timer);
    }
    return answer(204);
  };
}

/**
 * The other methods of a signals endpoint: 405 with the `Allow` header RFC 9110 asks for (Next's own 405 has none),
 * and OPTIONS naming what the endpoint takes. HEAD answers as GET does.
 */
export function otherMethods() {
  const allow = { Allow: 'POST, OPTIONS' };
  const refuse = async () => answer(405, 'Send this with POST (Content-Type: application/json).', allow);
  return {
    GET: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
    OPTIONS: async () => new Response(null, { status: 204, headers: { ...allow, 'Cache-Control': 'no-store' } }),
  };
}
