import { readFileSync } from 'node:fs';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(base + path, init);

describe('llms.txt and Markdown pages', () => {
  it('indexes the site in llms.txt, under 50,000 characters, with one file per section that together list every page', async () => {
    const llms = await (await get('/llms.txt')).text();
    expect(llms.startsWith('# Dremio Documentation')).toBe(true);
    expect(llms.length).toBeLessThan(50_000);
    expect(llms).toContain('(https://docs.dremio.com/openapi.json)');
    expect(llms).toContain('(https://docs.dremio.com/llms-full.txt)');
    expect(llms).toContain('(https://docs.dremio.com/current/mcp-server.md): ');
    const sectionFiles = [...llms.matchAll(/\]\(https:\/\/docs\.dremio\.com(\/llms\/[a-z0-9-]+\.txt)\): (\d+) pages/g)];
    expect(sectionFiles.map((m) => m[1])).toContain('/llms/security.txt');
    let texts = llms;
    for (const [, path, count] of sectionFiles) {
      const res = await get(path!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text.match(/^- \[/gm)?.length).toBe(Number(count));
      texts += text;
    }
    const docs = (await (await get('/current/docs.json')).json()) as { id: string; description: string }[];
    const links = [...texts.matchAll(/\]\((https:\/\/docs\.dremio\.com\/current\/[^)]+)\): (.+)/g)];
    expect(links.length).toBe(docs.length);
    // Each page's Markdown URL (`/current/<id>.md`, index pages included) is listed once, with its own description.
    const listed = new Map(links.map((m) => [m[1]!, m[2]!]));
    expect(docs.filter((d) => listed.get(`https://docs.dremio.com/current/${d.id}.md`) !== d.description).map((d) => d.id)).toEqual([]);
    expect(texts).toContain('# Security and Compliance');
    const full = await (await get('/llms-full.txt')).text();
    expect(full.split('\n---\n').length).toBe(docs.length);
  });

  it.each([
    ['guide', '/current/get-started/docker', '/current/get-started/docker.md'],
    ['landing', '/current/admin/', '/current/admin/index.md'],
    [
      'SQL command',
      '/current/reference/sql/commands/apache-iceberg-tables/optimize-table',
      '/current/reference/sql/commands/apache-iceberg-tables/optimize-table.md',
    ],
    ['SQL function', '/current/reference/sql/sql-functions/functions/DATE_TRUNC', '/current/reference/sql/sql-functions/functions/DATE_TRUNC.md'],
    ['system table', '/current/reference/sql/system-tables/jobs', '/current/reference/sql/system-tables/jobs.md'],
    ['API', '/current/reference/api/catalog/container-space', '/current/reference/api/catalog/container-space.md'],
    ['release notes', '/current/release-notes/version-260-release', '/current/release-notes/version-260-release.md'],
  ])('serves the %s page as clean Markdown, by .md and by Accept', async (_, page, md) => {
    const res = await get(md);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    // The HTML page names its Markdown for agents, as an absolute URL from SITE_URL.
    expect(await (await get(page)).text()).toContain(`<link rel="alternate" type="text/markdown" href="https://docs.dremio.com${md}"/>`);
    const text = await res.text();
    expect(text.startsWith('# ')).toBe(true);
    const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/<(Admonition|Enterprise|Tabs|Tab)\b/);
    expect(prose).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
    // It names its page, and its links into the site are whole addresses, which still lead there from a copy.
    expect(text).toContain(`\n\nSource: https://docs.dremio.com${page}\n\n`);
    expect(prose).not.toMatch(/\]\(\/(?!\/)/);
    const negotiated = await get(page, { headers: { Accept: 'text/markdown' } });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get('content-type')).toContain('text/markdown');
    expect(negotiated.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await negotiated.text()).toBe(text);
  });

  it('keeps the Markdown handler behind its rewrite', async () => {
    expect((await get('/md/current/admin/index.md')).status).toBe(404);
    const html = await get('/current/admin/', { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(html.headers.get('content-type')).toContain('text/html');
  });

  it('keeps tables, code and typed data as Markdown', async () => {
    const fn = await (await get('/current/reference/sql/sql-functions/functions/DATE_TRUNC.md')).text();
    expect(fn).toMatch(/- `DATE_TRUNC\(.+\) → TIMESTAMP`/);
    expect(fn).toMatch(/\| Parameter \| Types \| Description \|/);
    expect(fn).toContain('```sql');
    const api = await (await get('/current/reference/api/catalog/container-space.md')).text();
    expect(api).toMatch(/`POST \/api\/v3\/catalog`/);
    expect(api).toContain('```bash\ncurl -X POST');
    const docker = await (await get('/current/get-started/docker.md')).text();
    expect(docker).toMatch(/\| *Port *\|/i);
    const notes = await (await get('/current/release-notes/version-260-release.md')).text();
    expect(notes).toContain('## 26.1.7');
  });

  it('turns admonitions into blockquotes with their kind', async () => {
    const source = readFileSync('content/deploy-dremio/other-options/aws-edition.mdx', 'utf8');
    const md = await (await get('/current/deploy-dremio/other-options/aws-edition.md')).text();
    const quoted = md.match(/^> \*\*(Note|Tip|Important|Warning|Caution|[^*]+):\*\*/gm) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.length).toBe((source.match(/<Admonition\b/g) ?? []).length);
  });
});

describe('docs MCP endpoint', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'docs-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists the read-only tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
    expect(tools.every((t) => t.annotations?.readOnlyHint)).toBe(true);
  });

  it('searches with the same ranking as the site', async () => {
    const res = await client.callTool({ name: 'search_docs', arguments: { query: 'date_trunc', limit: 3 } });
    const { results } = res.structuredContent as { results: { title: string; url: string; snippet: string }[] };
    expect(results[0]?.url).toMatch(/\/current\/reference\/sql\/sql-functions\/functions\/DATE_TRUNC/);
    const fns = await client.callTool({ name: 'search_docs', arguments: { query: 'date', kind: 'sql-function' } });
    expect((fns.structuredContent as { results: { kind: string }[] }).results.every((r) => r.kind === 'sql-function')).toBe(true);
    // A command named by a stop word is found, and the answer says it is a match, not the closest titles.
    const use = (await client.callTool({ name: 'search_docs', arguments: { query: 'USE', limit: 1 } })).structuredContent as {
      closest: boolean;
      results: { url: string }[];
    };
    expect(use.results[0]?.url).toMatch(/\/current\/reference\/sql\/commands\/use$/);
    expect(use.closest).toBe(false);
    // A pasted error says which message of the page it matched; a task does not.
    const pasted = (
      await client.callTool({
        name: 'search_docs',
        arguments: { query: 'Version context for entity lake.sales.orders must be specified using AT SQL syntax', limit: 3 },
      })
    ).structuredContent as { results: { url: string; explains?: string }[] };
    expect(pasted.results[0]).toMatchObject({ explains: 'Version context for entity … must be specified using AT SQL syntax' });
    expect(pasted.results[0]?.url).toMatch(/\/current\/reference\/sql\/commands\/create-view/);
    expect(results.every((r) => !('explains' in r))).toBe(true);
  });

  it('fetches a page as Markdown by URL, path or doc id', async () => {
    for (const page of ['https://docs.dremio.com/current/mcp-server', '/current/admin', 'admin/index', 'reference/sql/sql-functions/functions/DATE_TRUNC']) {
      const res = await client.callTool({ name: 'get_page', arguments: { page } });
      expect(res.isError).toBeFalsy();
      expect((res.content as { text: string }[])[0]!.text.startsWith('# ')).toBe(true);
    }
  });

  it('answers an unknown page with a clear tool error', async () => {
    const res = await client.callTool({ name: 'get_page', arguments: { page: '/current/no-such-page' } });
    expect(res.isError).toBe(true);
    expect((res.content as { text: string }[])[0]!.text).toContain('Unknown page "/current/no-such-page"');
  });

  // The SDK reports invalid arguments as a tool result with isError (or, for some, a JSON-RPC error).
  const expectMcpError = async (call: Promise<unknown>, pattern: RegExp) => {
    const outcome = await call.then(
      (r) => r as { isError?: boolean; content: { text: string }[] },
      (e: Error) => ({ isError: true, content: [{ text: e.message }] }),
    );
    expect(outcome.isError).toBe(true);
    expect(outcome.content[0]!.text).toMatch(pattern);
  };

  it('rejects bad arguments with MCP errors, and the server keeps serving', async () => {
    await expectMcpError(client.callTool({ name: 'search_docs', arguments: { query: '' } }), /query/i);
    await expectMcpError(client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(500) } }), /query|200/i);
    await expectMcpError(client.callTool({ name: 'search_docs', arguments: { query: 'sql', limit: 500 } }), /limit|20/i);
    await expectMcpError(client.callTool({ name: 'get_page', arguments: {} }), /page/i);
    await expectMcpError(client.callTool({ name: 'no_such_tool', arguments: {} }), /no_such_tool|not found/i);
    const big = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    const ok = await client.callTool({ name: 'search_docs', arguments: { query: 'reflection' } });
    expect(ok.isError).toBeFalsy();
  });
});
