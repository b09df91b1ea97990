import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readBody } from '@/lib/http/read-body';
import { createDocsMcpServer, loadDocsMcpData } from '@/lib/mcp/docs-mcp';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY = 64 * 1024;

const tooLarge = () =>
  Response.json({ jsonrpc: '2.0', error: { code: -32600, message: 'Request body too large (64 KiB at most).' }, id: null }, { status: 413 });

/** The docs MCP endpoint (Streamable HTTP), stateless: every request gets its own server and transport. */
async function handle(request: Request): Promise<Response> {
  const length = request.headers.get('content-length');
  if (length !== null && !(Number(length) <= MAX_BODY)) return tooLarge();
  let forwarded = request;
  if (request.method === 'POST') {
    const body = await readBody(request, MAX_BODY);
    if (body === null) return tooLarge();
    forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
  }
  const server = createDocsMcpServer(await loadDocsMcpData());
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(forwarded);
}

export const POST = handle;
export const GET = handle;
export const DELETE = handle;
