import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsMcpServer, loadDocsMcpData } from '@/lib/mcp/docs-mcp';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY = 64 * 1024;

const tooLarge = () =>
  Response.json({ jsonrpc: '2.0', error: { code: -32600, message: 'Request body too large (64 KiB at most).' }, id: null }, { status: 413 });

/** The body's bytes, or null once more than MAX_BODY have arrived (a chunked body says no length up front). */
async function readBody(request: Request): Promise<Blob | null> {
  if (!request.body) return new Blob([]);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    // A client that goes away mid-body (or sends less than its Content-Length) is not a server error.
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}

/** The docs MCP endpoint (Streamable HTTP), stateless: every request gets its own server and transport. */
async function handle(request: Request): Promise<Response> {
  const length = request.headers.get('content-length');
  if (length !== null && !(Number(length) <= MAX_BODY)) return tooLarge();
  let forwarded = request;
  if (request.method === 'POST') {
    const body = await readBody(request);
    if (body === null) return tooLarge();
    forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
  }
  const server = createDocsMcpServer(loadDocsMcpData);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(forwarded);
}

export const POST = handle;
export const GET = handle;
export const DELETE = handle;
