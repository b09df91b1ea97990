import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsMcpServer, loadDocsMcpData } from '@/lib/mcp/docs-mcp';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY = 64 * 1024;

/** The docs MCP endpoint (Streamable HTTP), stateless: every request gets its own server and transport. */
async function handle(request: Request): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) {
    return Response.json({ jsonrpc: '2.0', error: { code: -32600, message: 'Request body too large (64 KiB at most).' }, id: null }, { status: 413 });
  }
  const server = createDocsMcpServer(await loadDocsMcpData());
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request);
}

export const POST = handle;
export const GET = handle;
export const DELETE = handle;
