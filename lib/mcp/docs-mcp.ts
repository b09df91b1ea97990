import 'server-only';
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { canonicalLocation, markdownHref, markdownPagePath } from '../model/canonical';
import { docHref } from '../model/routes';
import { SearchEngine } from '../search/engine';
import { site } from '../model/site';
import { moveHref, versions as versionsFile, type Versions } from '../model/versions';
import { PAGE_KINDS } from '../model/schema';
import { getSite } from '../runtime/site';
import type { Site } from '../runtime/site-core';

export interface DocsMcpData {
  /** The route of the version these are of: `/current`, `/26.x`. */
  route: string;
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
export function resolvePage(input: string, hrefs: ReadonlySet<string>, route = '/current'): string | null {
  let path = input.trim();
  try {
    if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  path = path.replace(/[?#].*$/, '');
  // A Markdown address names its page, as the site's redirects read it.
  path = markdownPagePath(path) ?? path;
  if (!path.startsWith('/')) path = moveHref(docHref(path), '/current', route);
  // Spelled as the site redirects: letter case and the trailing slash do not matter.
  return hrefs.has(path) ? path : canonicalLocation(path, hrefs);
}

/** The tools' `version` argument: current by default, or a frozen version's label. */
const versionArg = (versions: Versions) =>
  z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe(`Which release to read: "current" (the default, Dremio ${versions.current.label})${versions.frozen.map((f) => `, "${f.label}"`).join('')}.`);

/** The data of the version a tool call names, or an error result that lists the versions there are. */
function dataOf(load: (version?: string) => DocsMcpData | null, version: string | undefined, versions: Versions) {
  const data = load(version === 'current' ? undefined : version);
  if (data) return { data };
  const known = ['current', ...versions.frozen.map((f) => f.label)].join(', ');
  return { error: { isError: true, content: [{ type: 'text' as const, text: `Unknown version "${version}". Versions: ${known}.` }] } };
}

/**
 * A read-only, stateless MCP server over the documentation: `search_docs` and `get_page`, each over current or, with
 * `version`, a frozen version. `load` gives a version's data (current without a label), null for an unknown label;
 * `versions` are the ones the tools name.
 */
export function createDocsMcpServer(load: (version?: string) => DocsMcpData | null, versions: Versions = versionsFile): McpServer {
  const server = new McpServer({ name: 'dremio-docs', version: site.version.label });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Dremio docs',
      description: `Search the Dremio ${site.version.label} documentation (or, with \`version\`, an earlier release's). Returns ranked pages with title, URL, breadcrumb and snippet, ranked as the site search ranks them, and \`explains\`, the page's error message that a pasted error matches; \`closest\` is true when no page matched and the results are the nearest titles.`,
      inputSchema: z.object({
        query: z.string().trim().min(1).max(200).describe('What to look for: a task, a name such as DATE_TRUNC or sys.jobs, or a question.'),
        kind: z.enum(PAGE_KINDS).optional().describe('Only return pages of this kind.'),
        limit: z.number().int().min(1).max(20).default(8).describe('How many pages to return (1–20).'),
        version: versionArg(versions),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, kind, limit, version }) => {
      const { data, error } = dataOf(load, version, versions);
      if (error) return error;
      const { hits, corrected, closest = false } = data.engine.search(query, { kind, limit });
      const results = hits.map((h) => ({
        title: h.title,
        url: `${site.url}${h.sections[0]?.href ?? h.href}`,
        breadcrumb: h.breadcrumb,
        kind: h.kind,
        snippet: h.sections[0]?.snippet || h.snippet,
        ...(h.message ? { explains: h.message } : {}),
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
      description: `Return one page of the Dremio ${site.version.label} documentation (or, with \`version\`, an earlier release's) as Markdown, by URL (${site.url}/current/…), path (/current/…) or doc id (admin/index).`,
      inputSchema: z.object({ page: z.string().trim().min(1).max(300).describe('The page URL, path or doc id.'), version: versionArg(versions) }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ page, version }) => {
      const { data, error } = dataOf(load, version, versions);
      if (error) return error;
      const href = resolvePage(page, data.hrefs, data.route);
      if (!href) {
        return { isError: true, content: [{ type: 'text' as const, text: `Unknown page "${page}". Use search_docs to find a page, then pass its url.` }] };
      }
      return { content: [{ type: 'text' as const, text: await data.readMarkdown(href) }] };
    },
  );
  return server;
}

const cached = new WeakMap<Site, Map<string, { data: DocsMcpData; from: unknown[] }>>();
/**
 * A version's page list and search index, from the site (`source`): current's without a label, which the build writes
 * to public/ and generated/, or a frozen version's (scripts/build/build-versions.ts). The engine is built again only
 * when one of them was read anew (a rewrite in development). Null for an unknown label.
 */
export function loadDocsMcpData(version?: string, source: Site = getSite()): DocsMcpData | null {
  const frozen = version === undefined ? undefined : source.frozenVersion(version);
  if (version !== undefined && !frozen) return null;
  const label = frozen?.label;
  const search = source.search(label)!;
  const from = [source.hrefs(label), search.meta, search.head, search.body] as const;
  let byVersion = cached.get(source);
  if (!byVersion) cached.set(source, (byVersion = new Map()));
  const hit = byVersion.get(label ?? '');
  if (hit?.from.every((value, i) => value === from[i])) return hit.data;
  const [hrefs, meta, head, body] = from;
  const engine = new SearchEngine(meta, head);
  engine.addBody(body);
  const data = {
    route: frozen?.route ?? '/current',
    hrefs,
    engine,
    async readMarkdown(href: string) {
      const file = markdownHref(href).slice(1);
      const markdown = await source.publicFile(file);
      if (!markdown) throw new Error(`public/${file} is missing: run \`npm run build\` again`);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(markdown);
    },
  };
  byVersion.set(label ?? '', { data, from: [...from] });
  return data;
}
