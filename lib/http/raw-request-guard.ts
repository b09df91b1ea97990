import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER, securityHeaders } from './http-policy.mjs';

/**
 * Requests Next itself fails on with a 500, before proxy.ts can screen them, so they are answered at the
 * HTTP server (installed by instrumentation.ts in the Node.js server process: `next start`, the standalone
 * server, a platform's function):
 *   - TRACE and TRACK (CONNECT gets Node's own `connect` event, which closes the socket): Next builds a fetch
 *     `Request` for the proxy, and the fetch standard forbids these methods, so the constructor throws;
 *   - a request target that is neither a path nor an absolute URL (the asterisk form `OPTIONS *`): Next parses
 *     it as a URL and throws.
 */
export function rawRequestProblem(method: string | undefined, target: string | undefined): { status: number; headers?: Record<string, string> } | null {
  if (method === 'TRACE' || method === 'TRACK' || method === 'CONNECT') return { status: 405, headers: { Allow: 'GET, HEAD' } };
  if (!target || !(target.startsWith('/') || /^https?:\/\//i.test(target))) return { status: 400 };
  return null;
}

const INSTALLED = Symbol.for('dremio-docs.raw-request-guard');

/**
 * Screens every `request` event of every HTTP server of this process with rawRequestProblem, and records the
 * socket's peer address in PEER_ADDRESS_HEADER (for lib/signals' rate limit); once per process.
 */
export function installRawRequestGuard() {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const problem = rawRequestProblem(req.method, req.url);
      if (problem) {
        res.writeHead(problem.status, { ...securityHeaders(false), 'Content-Type': 'text/plain; charset=utf-8', ...problem.headers });
        res.end(`${problem.status}\n`);
        return true;
      }
      req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
