import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { PEER_ADDRESS_HEADER, securityHeaders } from './http-policy.mjs';

/**
 * Requests Next itself fails on with a 500, or never answers, before proxy.ts can screen them, so they are
 * answered at the HTTP server (installed by instrumentation.ts in the Node.js server process: `next start`, the
 * standalone server, a platform's function):
 *   - TRACE and TRACK (CONNECT gets Node's own `connect` event, which closes the socket): Next builds a fetch
 *     `Request` for the proxy, and the fetch standard forbids these methods, so the constructor throws;
 *   - a request target that is neither a path nor an absolute URL (the asterisk form `OPTIONS *`): Next parses
 *     it as a URL and throws;
 *   - a method other than GET and HEAD on a hashed build asset (`/_next/static/…`), which skips the proxy and which
 *     Next's file server answers with a 500.
 */
export function rawRequestProblem(method: string | undefined, target: string | undefined): { status: number; headers?: Record<string, string> } | null {
  if (method === 'TRACE' || method === 'TRACK' || method === 'CONNECT') return { status: 405, headers: { Allow: 'GET, HEAD' } };
  if (!target || !(target.startsWith('/') || /^https?:\/\//i.test(target))) return { status: 400 };
  if (method !== 'GET' && method !== 'HEAD' && originForm(target).startsWith('/_next/static/')) return { status: 405, headers: { Allow: 'GET, HEAD' } };
  return null;
}

/**
 * The path and query of a request target. A client may send the absolute form (`GET http://host/path`, meant for
 * proxies); Next then takes the request's origin from the target instead of the Host header, and its redirects
 * would send the reader to whatever host the target named. The site is no proxy: only the path and query count.
 */
export function originForm(target: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The answer to a request to switch protocols (a WebSocket or h2c `Upgrade`): the site serves none, and Next keeps
 * such a socket open without a word, outside every timeout of the HTTP server.
 */
function refuseUpgrade(socket: Duplex) {
  const headers = { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '4', Connection: 'close' };
  const head = ['HTTP/1.1 400 Bad Request', ...Object.entries(headers).map(([key, value]) => `${key}: ${value}`)].join('\r\n');
  socket.on('error', () => socket.destroy());
  socket.end(`${head}\r\n\r\n400\n`);
  // A client that never reads its answer does not keep the socket either.
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/** `a` and `b`, two values of a Vary header, as one list without repeats. */
export function mergeVary(a: unknown, b: unknown): string {
  const names = [a, b].flatMap((v) => (v === undefined ? [] : String(v).split(',')).map((n) => n.trim()).filter(Boolean));
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).join(', ');
}

/**
 * Two gaps Next leaves in what proxy.ts sets, closed on each response:
 *   - a page's handler replaces the Vary header the proxy set (`Vary: Accept` on a page whose URL also serves
 *     Markdown) with its own list: a Vary value set later is merged with the earlier one, never replaces it;
 *   - answers Next gives before the proxy runs (the redirects of next.config.mjs, some not-found answers) carry no
 *     security headers: any such header missing when the head is written gets its non-HTML value.
 */
function holdHeaders(res: ServerResponse) {
  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return setHeader.call(this, name, name.toLowerCase() === 'vary' && this.hasHeader('vary') ? mergeVary(this.getHeader('vary'), value) : value);
  } as typeof res.setHeader;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find((a) => typeof a === 'object' && a !== null);
    const names = new Set((Array.isArray(given) ? given.filter((_, i) => i % 2 === 0) : Object.keys(given ?? {})).map((n) => String(n).toLowerCase()));
    for (const [name, value] of Object.entries(securityHeaders(false))) {
      if (!this.hasHeader(name) && !names.has(name.toLowerCase())) setHeader.call(this, name, value);
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof res.writeHead;
}

const INSTALLED = Symbol.for('dremio-docs.raw-request-guard');

/**
 * Screens every `request` event of every HTTP server of this process with rawRequestProblem, holds the headers of
 * its response (holdHeaders), and refuses every `upgrade`, once per process. `next dev` keeps its upgrades: its hot
 * reloading is a WebSocket. It records the socket's peer address in PEER_ADDRESS_HEADER (for lib/signals' rate
 * limit).
 */
export function installRawRequestGuard() {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  const refuseUpgrades = process.env.NODE_ENV !== 'development';
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'upgrade' && refuseUpgrades) {
      refuseUpgrade(args[1] as Duplex);
      return true;
    }
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const problem = rawRequestProblem(req.method, req.url);
      if (problem) {
        res.writeHead(problem.status, { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8', ...problem.headers });
        res.end(`${problem.status}\n`);
        return true;
      }
      req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
      req.url = originForm(req.url!);
      holdHeaders(res);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
