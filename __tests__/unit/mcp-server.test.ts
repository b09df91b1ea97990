import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE, GET, POST } from '@/app/mcp/route';
import { loadDocsMcpData } from '@/lib/mcp/docs-mcp';
import { site as settings } from '@/lib/model/site';
import { setSite } from '@/lib/runtime/site';
import type { Site } from '@/lib/runtime/site-core';
import { fixtureSite } from './site-fixture';

/**
 * The docs MCP server driven in process: the SDK's client talks to app/mcp's handlers through a fetch that calls them
 * directly (no server), over the fixture site (site-fixture.ts). __tests__/e2e/ai-ready.test.ts asks the real one.
 */

const handlers: Record<string, (request: Request) => Promise<Response> | Response> = { GET, POST, DELETE };
/** A fetch that hands the request to the route's handler for its method. */
const inProcess = async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  return handlers[request.method]!(request);
};

let site: Site;
let reads: string[];
let client: Client;
beforeAll(async () => {
  ({ site, reads } = await fixtureSite());
  setSite(site);
  client = new Client({ name: 'unit', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${settings.url}/mcp`), { fetch: inProcess }));
});
beforeEach(() => reads.splice(0));
afterAll(async () => {
  await client.close();
  setSite(undefined);
});

type Results = {
  query: string;
  corrected?: string;
  closest: boolean;
  results: { title: string; url: string; kind: string; breadcrumb: string; snippet: string }[];
};
const search = async (args: Record<string, unknown>) =>
  (await client.callTool({ name: 'search_docs', arguments: args })) as { isError?: boolean; structuredContent?: Results; content: { text: string }[] };
const getPage = async (args: Record<string, unknown>) =>
  (await client.callTool({ name: 'get_page', arguments: args })) as { isError?: boolean; content: { text: string }[] };

describe('the docs MCP server over a fixture site', () => {
  it('lists its two read-only tools, whose version argument names the versions of the site', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true && t.annotations.openWorldHint === false)).toBe(true);
    const version = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).version!;
    expect(version.description).toBe('Which release to read: "current" (the default, Dremio 27.x), "26.x", "25.1".');
  });

  it("searches current's pages, ranked, with absolute URLs and the kind filter", async () => {
    const res = await search({ query: 'engines' });
    expect(res.isError).toBeFalsy();
    const { results, closest } = res.structuredContent!;
    expect(closest).toBe(false);
    expect(results[0]).toMatchObject({ title: 'Engines', url: `${settings.url}/current/admin/engines`, kind: 'guide' });
    expect(results.map((r) => r.url)).not.toContain(`${settings.url}/current/admin/hidden`);
    const api = (await search({ query: 'engine', kind: 'api' })).structuredContent!.results;
    expect(api.map((r) => r.title)).toEqual(['Engine API']);
    expect(JSON.parse(res.content[0]!.text)).toEqual(res.structuredContent);
  });

  it("searches a frozen version's own index when asked, and names the versions for an unknown one", async () => {
    const { results } = (await search({ query: 'engines', version: '26.x' })).structuredContent!;
    expect(results[0]).toMatchObject({ title: 'Engines (26.x)', url: `${settings.url}/26.x/admin/old-engines` });
    expect(reads).toContain('search 26.x');
    const unknown = await search({ query: 'engines', version: '24.0' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]!.text).toBe('Unknown version "24.0". Versions: current, 26.x, 25.1.');
  });

  it('reads a page as Markdown by URL, path or doc id, in any letter case the site redirects', async () => {
    for (const page of [
      `${settings.url}/current/admin/engines`,
      '/current/admin/engines/',
      '/current/admin/engines.md',
      'admin/engines',
      '/current/Admin/Engines',
      `${settings.url}/current/ADMIN/engines/`,
    ]) {
      const res = await getPage({ page });
      expect(res.isError, page).toBeFalsy();
      expect(res.content[0]!.text).toBe("# Engines\n\nEngines: a page of the run-time layer's fixture site, long enough for the schema.\n");
    }
    expect((await getPage({ page: 'admin/index', version: '26.x' })).content[0]!.text).toMatch(/^# Administration\n/);
    expect(reads).toContain('file current/admin/engines.md');
  });

  it('answers an unknown page with a tool error that says what to do, and reads no file', async () => {
    for (const page of ['/current/no-such-page', 'admin/old-engines', '/26.x/admin/engines', 'https://evil.example/%']) {
      const res = await getPage({ page });
      expect(res.isError, page).toBe(true);
      expect(res.content[0]!.text).toBe(`Unknown page "${page}". Use search_docs to find a page, then pass its url.`);
    }
    expect(reads.some((r) => r.startsWith('file '))).toBe(false);
  });

  it('refuses bad arguments and keeps serving', async () => {
    for (const args of [{ query: '' }, { query: 'x'.repeat(201) }, { query: 'sql', limit: 21 }])
      expect((await search(args)).isError, JSON.stringify(args)).toBe(true);
    expect((await getPage({})).isError).toBe(true);
    expect((await search({ query: 'administration' })).structuredContent!.results[0]!.title).toBe('Administration');
  });
});

describe('the /mcp route', () => {
  const rpc = (body: string, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${settings.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body,
      }),
    );
  const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

  it('answers GET with 405, since it opens no stream', async () => {
    const res = GET();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, DELETE, OPTIONS');
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/POST requests to \/mcp/);
  });

  it('refuses a body over 64 KiB (413) and a batch of more than 10 messages (400)', async () => {
    expect((await rpc('x'.repeat(70_000))).status).toBe(413);
    expect((await rpc('{}', { 'content-length': String(65 * 1024) })).status).toBe(413);
    const batch = (await rpc(JSON.stringify(Array.from({ length: 11 }, (_, i) => call(i))))).status;
    expect(batch).toBe(400);
  });

  it('answers a JSON-RPC call as JSON', async () => {
    const res = await rpc(JSON.stringify(call(7)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: number; result: { tools: { name: string }[] } };
    expect(body.id).toBe(7);
    expect(body.result.tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
  });
});

describe("the server's data", () => {
  it("builds a version's engine once and again only when its data changed; null for an unknown version", () => {
    const first = loadDocsMcpData(undefined, site)!;
    expect(loadDocsMcpData(undefined, site)).toBe(first);
    expect(first.route).toBe('/current');
    expect(first.hrefs.has('/current/admin/engines')).toBe(true);
    expect(loadDocsMcpData('26.x', site)!.route).toBe('/26.x');
    expect(loadDocsMcpData('24.0', site)).toBeNull();
    expect(loadDocsMcpData('current', site)).toBeNull();
  });
});
