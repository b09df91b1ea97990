import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { readBody } from '@/lib/http/read-body';
import { createDocsMcpServer, loadDocsMcpData } from '@/lib/mcp/docs-mcp';
import { getSite } from '@/lib/runtime/site';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY = 64 * 1024;
/** Messages in one JSON-RPC batch. */
const MAX_BATCH = 10;
/**
 * The largest answer sent: more than four times the longest page's Markdown (57 KB), so that any single page fits
 * and a batch cannot turn a small request into megabytes.
 */
const MAX_RESPONSE = 256 * 1024;

const rpcError = (status: number, message: string, headers?: Record<string, string>) =>
  Response.json({ jsonrpc: '2.0', error: { code: -32600, message }, id: null }, { status, headers });
const tooLarge = () => rpcError(413, 'Request body too large (64 KiB at most).');

/** The number of messages in a JSON-RPC batch, or 1 (a single message, or a body the transport will reject). */
async function batchLength(body: Blob): Promise<number> {
  try {
    const message: unknown = JSON.parse(await body.text());
    return Array.isArray(message) ? message.length : 1;
  } catch {
    return 1;
  }
}

/** `response`, or an error in its place when its body is over MAX_RESPONSE. */
async function capped(response: Response): Promise<Response> {
  if (!response.body) return response;
  const body = await response.arrayBuffer();
  if (body.byteLength > MAX_RESPONSE) return rpcError(413, `The answer would be over ${MAX_RESPONSE / 1024} KiB; ask for fewer pages in one request.`);
  return new Response(body, { status: response.status, headers: response.headers });
}

/** The docs MCP endpoint (Streamable HTTP), stateless: every request gets its own server and transport. */
async function handle(request: Request): Promise<Response> {
  const length = request.headers.get('content-length');
  if (length !== null && !(Number(length) <= MAX_BODY)) return tooLarge();
  let forwarded = request;
  if (request.method === 'POST') {
    const body = await readBody(request, MAX_BODY);
    if (body === null) return tooLarge();
    if ((await batchLength(body)) > MAX_BATCH) return rpcError(400, `A batch holds ${MAX_BATCH} messages at most.`);
    forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
  }
  const site = getSite();
  const server = createDocsMcpServer((version) => loadDocsMcpData(version, site), site.versions);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return capped(await transport.handleRequest(forwarded));
}

/** What the endpoint takes, named by its 405s and by OPTIONS. */
const ALLOW = { Allow: 'POST, DELETE, OPTIONS' };

/**
 * The server never starts a message of its own, so it opens no event stream: GET answers 405, as the Streamable
 * HTTP transport allows (a stream the stateless server opened would stay silent and never end).
 */
export const GET = () => rpcError(405, 'This server sends no messages of its own; POST requests to /mcp.', ALLOW);
/** Methods the endpoint does not take: 405 with `Allow`; OPTIONS names what it takes (not GET, which is refused). */
export const PUT = () => rpcError(405, 'POST requests to /mcp.', ALLOW);
export const PATCH = PUT;
export const OPTIONS = () => new Response(null, { status: 204, headers: ALLOW });
export const POST = handle;
export const DELETE = handle;
