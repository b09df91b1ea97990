import { markdownHref } from './markdown';
import { FEED_NAMES, FEEDS, feedHref } from '../model/feeds';
import { site } from '../model/site';
import type { SidebarItem } from '../model/sidebar';

export interface LlmsPage {
  href: string;
  title: string;
  description: string;
}

/** One part of the site for llms.txt: a top-level sidebar category, listed in `/llms/<slug>.txt`. */
export interface LlmsSection {
  slug: string;
  label: string;
  /** Its landing page's description, when it has a landing page. */
  description?: string;
  /** The section's file: its title, its landing page's description, and every listed page of it. */
  text: string;
  pages: number;
}

/** Where a section's list is served: `/llms/admin.txt`. */
export const llmsSectionHref = (slug: string) => `/llms/${slug}.txt`;

/** `Security and Compliance` with landing `/current/security/` → `security`; a group without a page → its label's words. */
const sectionSlug = (item: SidebarItem) =>
  item.href?.replace(/^\/current\//, '').replace(/\/$/, '') ||
  item.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * llms.txt (https://llmstxt.org conventions) as an index that stays small however the site grows: the site's title
 * and summary, how to read any page as Markdown, then one line per top-level part of the sidebar pointing to its own
 * file (`/llms/<section>.txt`, every page a Markdown link with its description), the pages at the top level, and the
 * machine-readable resources (OpenAPI, feeds, the full text, the MCP server).
 */
export function buildLlms(sidebar: readonly SidebarItem[], pages: ReadonlyMap<string, LlmsPage>): { index: string; sections: LlmsSection[] } {
  const line = (href: string) => {
    const p = pages.get(href);
    return p ? `- [${p.title}](${site.url}${markdownHref(href)}): ${p.description}` : null;
  };
  const collect = (items: readonly SidebarItem[], out: string[]) => {
    for (const item of items) {
      if (item.type === 'link' && item.unlisted) continue;
      const l = item.href ? line(item.href) : null;
      if (l) out.push(l);
      if (item.type === 'category') collect(item.items, out);
    }
    return out;
  };
  const sections: LlmsSection[] = [];
  const loose: string[] = [];
  for (const item of sidebar) {
    if (item.type === 'category') {
      const lines = collect([item], []);
      const landing = item.href ? pages.get(item.href) : undefined;
      const slug = sectionSlug(item);
      const head = [`# ${item.label} (${site.title}, Dremio ${site.version.label})`, ...(landing ? [`> ${landing.description}`] : [])];
      sections.push({ slug, label: item.label, description: landing?.description, pages: lines.length, text: `${[...head, lines.join('\n')].join('\n\n')}\n` });
    } else if (!item.unlisted) {
      const l = line(item.href);
      if (l) loose.push(l);
    }
  }
  const index = [
    `# ${site.title} (Dremio ${site.version.label})`,
    `> ${site.summary}`,
    'Every page is available as Markdown at its URL with `.md` appended (landing pages as `index.md`), or by requesting the page with `Accept: text/markdown`. Each section below links to a file that lists its pages, each with its Markdown URL and description.',
    `## Overview\n\n${loose.join('\n')}`,
    `## Sections\n\n${sections
      .map((s) => `- [${s.label}](${site.url}${llmsSectionHref(s.slug)}): ${s.pages} pages${s.description ? `. ${s.description}` : ''}`)
      .join('\n')}`,
    `## Machine-readable resources\n\n${[
      `- [OpenAPI description of the REST API](${site.url}/openapi.json): every operation of the Dremio ${site.version.label} REST API as OpenAPI 3.1, with example requests in curl, Python and JavaScript`,
      `- [Full text](${site.url}/llms-full.txt): the Markdown of every page in sidebar order, in one file`,
      `- [Docs MCP server](${site.url}/mcp): a read-only MCP server (Streamable HTTP) with the tools search_docs and get_page`,
      ...FEED_NAMES.map((n) => `- [${FEEDS[n].title} feed](${site.url}${feedHref(n, 'rss.xml')}): ${FEEDS[n].description} RSS; Atom and JSON Feed beside it`),
    ].join('\n')}`,
  ];
  return { index: `${index.join('\n\n')}\n`, sections };
}

/** Every page's Markdown in sidebar order, separated by rules. */
export function buildLlmsFull(order: readonly string[], markdown: ReadonlyMap<string, string>): string {
  return order.map((href) => `${markdown.get(href)!.trim()}\n\nSource: ${site.url}${href}`).join('\n\n---\n\n') + '\n';
}
