import { markdownHref } from './markdown';
import { site } from '../model/site';
import type { SidebarItem } from '../model/sidebar';

export interface LlmsPage {
  href: string;
  title: string;
  description: string;
}

/**
 * llms.txt: the site's title and summary, then one section per top-level part of the sidebar, each page a
 * Markdown link to its Markdown version with its description (https://llmstxt.org conventions).
 */
export function buildLlmsTxt(sidebar: readonly SidebarItem[], pages: ReadonlyMap<string, LlmsPage>): string {
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
  const parts = [`# ${site.title} (Dremio ${site.version.label})`, `> ${site.summary}`];
  parts.push(
    'Every page is available as Markdown at its URL with `.md` appended (landing pages as `index.md`), or by requesting the page with `Accept: text/markdown`. The full text of every page is at /llms-full.txt, and an MCP server for searching and reading these docs is at /mcp.',
  );
  const loose: string[] = [];
  for (const item of sidebar) {
    if (item.type === 'category') parts.push(`## ${item.label}`, collect([item], []).join('\n'));
    else if (!item.unlisted) loose.push(line(item.href)!);
  }
  parts.splice(3, 0, `## Overview\n\n${loose.filter(Boolean).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** Every page's Markdown in sidebar order, separated by rules. */
export function buildLlmsFull(order: readonly string[], markdown: ReadonlyMap<string, string>): string {
  return order.map((href) => `${markdown.get(href)!.trim()}\n\nSource: ${site.url}${href}`).join('\n\n---\n\n') + '\n';
}
