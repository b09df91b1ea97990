import type { BlockContent, Paragraph, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { codeWithoutMarks, parseCodeMeta } from '../model/code-meta';
import { isDiagramLanguage, parseDiagramMeta } from '../model/diagram-meta';
import { typedMarkdown } from '../kinds/registry';
import { parseMdx } from '../model/mdx-analysis';
import type { MarkdownInput } from '../model/page';
import { site } from '../model/site';

type Node = RootContent & { children?: Node[]; name?: string | null; attributes?: { type: string; name: string; value: unknown }[] };

const attr = (node: Node, name: string) => {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
};

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' };

/**
 * Turns MDX components into plain Markdown: admonitions become blockquotes with their kind, tabs become
 * labelled parts. Builds new parent nodes and leaves the input tree as it was, since other build steps share it.
 */
function lowerJsx(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') continue;
    if (node.type === 'code' && isDiagramLanguage(node.lang)) {
      // A diagram: what it shows in words, then its source, which a reader or a model can read as text.
      const meta = parseDiagramMeta(node.meta);
      if (meta.ok) {
        const lead = { type: 'strong', children: [{ type: 'text', value: `Diagram: ${meta.value.title}.` }] };
        out.push({ type: 'paragraph', children: [lead, { type: 'text', value: ` ${meta.value.description}` }] } as Node);
      }
      out.push({ ...node, meta: null } as Node);
      continue;
    }
    if (node.type === 'code' && (node.meta || node.value.includes('[!code '))) {
      // Annotated code: the code as Copy gives it, and the file name it belongs in.
      const meta = parseCodeMeta(node.meta, node.value.split('\n').length);
      const title = meta.ok && meta.value.title ? `title="${meta.value.title}"` : null;
      out.push({ ...node, meta: title, value: codeWithoutMarks(node.value) } as Node);
      continue;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const children = lowerJsx(node.children ?? []);
      if (node.name === 'Enterprise') {
        out.push({ type: 'text', value: '(Enterprise)' } as Node);
      } else if (node.name === 'Admonition') {
        const label = attr(node, 'title') ?? ADMONITION_LABELS[attr(node, 'type') ?? 'note'] ?? 'Note';
        const blocks = children.some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'code')
          ? children
          : [{ type: 'paragraph', children } as Node];
        const first = blocks[0];
        const lead = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] } as Node;
        if (first?.type === 'paragraph') blocks[0] = { ...first, children: [lead, { type: 'text', value: ' ' }, ...(first as Paragraph).children] } as Node;
        else blocks.unshift({ type: 'paragraph', children: [lead] } as Node);
        out.push({ type: 'blockquote', children: blocks as BlockContent[] } as Node);
      } else if (node.name === 'Tab') {
        out.push(
          { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: attr(node, 'label') ?? 'Option' }] }] } as Node,
          ...children,
        );
      } else {
        out.push(...children);
      }
      continue;
    }
    // A link into the site is written whole (`https://docs.dremio.com/current/…`): the Markdown is copied into chats
    // and assistants, where an address without its site leads nowhere.
    const url =
      (node.type === 'link' || node.type === 'definition') && node.url.startsWith('/') && !node.url.startsWith('//') ? site.url + node.url : undefined;
    out.push(node.children ? ({ ...node, ...(url ? { url } : {}), children: lowerJsx(node.children) } as Node) : url ? ({ ...node, url } as Node) : node);
  }
  return out;
}

const stringifier = unified().use(remarkStringify, { bullet: '-', fences: true, rule: '-' }).use(remarkGfm);

/** An MDX body as Markdown, components lowered to their Markdown equivalents. */
export function mdxToMarkdown(body: string | Root): string {
  const tree = typeof body === 'string' ? parseMdx(body) : body;
  const root: Root = { type: 'root', children: lowerJsx(tree.children as Node[]) as Root['children'] };
  return String(stringifier.stringify(root)).trim();
}

/** A page to write as Markdown: what its view gives (`markdownInput`, lib/model/page.ts) and its body. */
export interface MarkdownPage extends MarkdownInput {
  body: string | Root;
}

/** A page as clean Markdown: title, description, its kind's data as text and tables (lib/kinds), the body, and its child list. */
export function pageToMarkdown(page: MarkdownPage): string {
  const fm = page.frontmatter;
  // The page's own address, so that a copy of it says where it came from (its version in the path).
  const parts: string[] = [`# ${fm.title}`, `> ${page.description}`, `Source: ${site.url}${page.href}`];
  if (fm.keywords?.length) parts.push(`Keywords: ${fm.keywords.join(', ')}`);
  if (fm.unsupported) parts.push(`> **Warning:** This release line is no longer supported. See the current release notes: ${site.url}/current/release-notes/`);
  const typed = typedMarkdown(fm, page);
  parts.push(...typed.before);
  const body = mdxToMarkdown(page.body);
  if (body) parts.push(body);
  parts.push(...typed.after);
  if (fm.questions?.length) parts.push(`Questions this page answers:\n\n${fm.questions.map((q) => `- ${q}`).join('\n')}`);
  if (fm.errors?.length) parts.push(`Error messages this page explains:\n\n${fm.errors.map((e) => `- \`${e.message}\``).join('\n')}`);
  if (page.list?.length) parts.push('## In this section', page.list.map((c) => `- [${c.title}](${site.url}${c.href}): ${c.description}`).join('\n'));
  if (page.lastUpdated) parts.push(`Last updated: ${page.lastUpdated.slice(0, 10)}`);
  return `${parts.join('\n\n')}\n`;
}

export { markdownHref } from '../model/canonical';
