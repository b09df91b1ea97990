import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { markdownHref } from '../model/canonical';
import { docHref } from '../model/routes';
import { otherSlashSpelling } from '../model/url-path.mjs';
import { SearchEngine } from '../search/engine';
import { site } from '../model/site';
import { PAGE_KINDS } from '../model/schema';
import { readJson, RUNTIME_FILES, SEARCH_FILES } from '../runtime/runtime-data';
import type { SearchBody, SearchHead, SearchMeta } from '../search/types';

export interface DocsMcpData {
  /** Canonical hrefs of every page. */
  hrefs: ReadonlySet<string>;
  engine: SearchEngine;
  /** Reads the Markdown of a canonical href. */
  readMarkdown: (href: string) => Promise<string>;
}

/**
 * Resolves what a caller may pass as a page: a full URL of the site, a path with or without its trailing
 * slash or `.md`, or a doc id (`admin/index`, `mcp-server`). Returns the canonical href or null.
 */
export function resolvePage(input: string, hrefs: ReadonlySet<string>): string | null {
  let path = input.trim();
  try {
    if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  path = path
    .replace(/[?#].*$/, '')
    .replace(/\/index\.md$/, '/')
    .replace(/\.md$/, '');
  if (!path.startsWith('/')) path = docHref(path);
  if (hrefs.has(path)) return path;
  const other = otherSlashSpelling(path);
  return hrefs.has(other) ? other : null;
}

/** A read-only, stateless MCP server over the documentation: `search_docs` and `get_page`. */
export function createDocsMcpServer(data: DocsMcpData): McpServer {
  const server = new McpServer({ name: 'dremio-docs', version: site.version.label });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Dremio docs',
      description:
        'Search the Dremio 26.x documentation. Returns ranked pages with title, URL, breadcrumb and snippet, ranked as the site search ranks them; `closest` is true when no page matched and the results are the nearest titles.',
      inputSchema: z.object({
        query: z.string().trim().min(1).max(200).describe('What to look for: a task, a name such as DATE_TRUNC or sys.jobs, or a question.'),
        kind: z.enum(PAGE_KINDS).optional().describe('Only return pages of this kind.'),
        limit: z.number().int().min(1).max(20).default(8).describe('How many pages to return (1–20).'),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, kind, limit }) => {
      const { hits, corrected, closest = false } = data.engine.search(query, { kind, limit });
      const results = hits.map((h) => ({
        title: h.title,
        url: `${site.url}${h.sections[0]?.href ?? h.href}`,
        breadcrumb: h.breadcrumb,
        kind: h.kind,
        snippet: h.sections[0]?.snippet || h.snippet,
      }));
      return {
        // `closest`: no page held the query's words; the results are the pages whose titles are nearest to it.
        content: [{ type: 'text' as const, text: JSON.stringify({ query, corrected, closest, results }, null, 2) }],
        structuredContent: { query, corrected, closest, results },
      };
    },
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `Return one page of the Dremio 26.x documentation as Markdown, by URL (${site.url}/current/…), path (/current/…) or doc id (admin/index).`,
      inputSchema: z.object({ page: z.string().trim().min(1).max(300).describe('The page URL, path or doc id.') }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ page }) => {
      const href = resolvePage(page, data.hrefs);
      if (!href) {
        return { isError: true, content: [{ type: 'text' as const, text: `Unknown page "${page}". Use search_docs to find a page, then pass its url.` }] };
      }
      return { content: [{ type: 'text' as const, text: await data.readMarkdown(href) }] };
    },
  );
  return server;
}

let cached: { data: DocsMcpData; from: unknown[] } | undefined;
/**
 * The search index and page list that the build wrote to public/ and generated/, read through the run-time layer's
 * reader; the engine is built again only when one of the files was read anew (a rewrite in development).
 */
export function loadDocsMcpData(): DocsMcpData {
  const from = [
    readJson<{ hrefs: string[] }>(RUNTIME_FILES.routes),
    readJson<SearchMeta>(SEARCH_FILES.meta),
    readJson<SearchHead>(SEARCH_FILES.head),
    // The whole body at once: the server has no reason to fetch it in shards as browsers do.
    readJson<SearchBody>(SEARCH_FILES.body),
  ] as const;
  if (cached?.from.every((value, i) => value === from[i])) return cached.data;
  const [routes, meta, head, body] = from;
  const engine = new SearchEngine(meta, head);
  engine.addBody(body);
  const data = {
    hrefs: new Set<string>(routes.hrefs),
    engine,
    readMarkdown: (href: string) => readFile(join(/*turbopackIgnore: true*/ process.cwd(), 'public', markdownHref(href)), 'utf8'),
  };
  cached = { data, from: [...from] };
  return data;
}
