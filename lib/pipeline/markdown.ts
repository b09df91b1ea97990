import type { BlockContent, Paragraph, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { curlExample } from '../kinds/api';
import { isDiagramLanguage, parseDiagramMeta } from '../mdx/diagram-meta';
import { formatSignature, type EquivalentRow } from '../kinds/functions';
import { parseMdx } from '../model/mdx-analysis';
import type { Frontmatter } from '../model/schema';
import { DIALECTS, FUNCTION_CATEGORIES, type Dialect } from '../model/schema';
import { site } from '../model/site';
import { releaseKinds } from '../kinds/typed';

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
    out.push(node.children ? ({ ...node, children: lowerJsx(node.children) } as Node) : node);
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

/** A table cell: pipes escaped, one line, and `<` outside code spans written as `&lt;` so it is never read as HTML. */
const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;')))
    .join('');
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code.trimEnd()}\n\`\`\``;

export interface MarkdownPage {
  title: string;
  description: string;
  href: string;
  frontmatter: Frontmatter;
  body: string | Root;
  /** Children of a landing page, or the functions of a catalogue page. */
  list?: { title: string; href: string; description: string }[];
  /** The SQL function equivalents page's table: other dialects' names for our functions, by dialect. */
  equivalents?: [Dialect, EquivalentRow[]][];
  /** The date of the last commit that changed the page's source (ISO 8601), when the build knew it. */
  lastUpdated?: string;
}

/** A page as clean Markdown: title, description, typed data as text and tables, the body, and its child list. */
export function pageToMarkdown(page: MarkdownPage): string {
  const fm = page.frontmatter;
  const parts: string[] = [`# ${fm.title}`, `> ${page.description}`];
  if (fm.keywords?.length) parts.push(`Keywords: ${fm.keywords.join(', ')}`);
  if (fm.unsupported) parts.push('> **Warning:** This release line is no longer supported. See the current release notes: /current/release-notes/');
  if (fm.function) {
    const f = fm.function;
    parts.push(`Categories: ${f.categories.map((c) => FUNCTION_CATEGORIES[c]).join(', ')}`, f.summary);
    if (f.equivalents.length)
      parts.push(f.equivalents.map((e) => `- Coming from ${DIALECTS[e.dialect]}: \`${e.name}\`${e.note ? ` (${e.note})` : ''}`).join('\n'));
    parts.push('## Syntax', f.signatures.map((s) => `- \`${formatSignature(f, s)}\``).join('\n'));
    if (f.parameters.length)
      parts.push(
        '## Parameters',
        table(
          ['Parameter', 'Types', 'Description'],
          f.parameters.map((p) => [`\`${p.name}\``, p.types.map((t) => `\`${t}\``).join(', '), p.description]),
        ),
      );
    parts.push('## Return value', f.returns);
  }
  if (fm.table) {
    parts.push(`\`${fm.table.name}\`. ${fm.table.access}`);
    if (fm.table.signature) parts.push('## Syntax', fence('sql', fm.table.signature));
    parts.push(
      '## Columns',
      table(
        ['Column', 'Type', 'Description'],
        fm.table.columns.map((c) => [`\`${c.name}\``, `\`${c.type}\``, c.description]),
      ),
    );
  }
  if (fm.bulletin) {
    const b = fm.bulletin;
    parts.push(
      '## Bulletin details',
      table(
        ['Field', 'Value'],
        [
          ['Bulletin', b.id],
          ['Published', b.date],
          ['Severity', b.severity],
          ['CVE', b.cves.join(', ') || 'None assigned'],
          ['Affected versions', b.affected.join('; ')],
          ['Fixed in', b.fixed.join('; ')],
        ],
      ),
    );
  }
  const body = mdxToMarkdown(page.body);
  if (body) parts.push(body);
  if (fm.function) {
    parts.push(
      '## Examples',
      ...fm.function.examples.map((e) => [e.description ?? '', fence('sql', e.sql), 'Result:', fence('text', e.result)].filter(Boolean).join('\n\n')),
    );
    if (fm.function.related.length) parts.push('## Related functions', fm.function.related.map((r) => `- ${r}`).join('\n'));
  }
  for (const op of fm.api?.operations ?? []) {
    const lines = [`## ${op.summary}`, `\`${op.method} ${op.path}\``, op.description];
    if (op.privileges) lines.push(`Privileges: ${op.privileges}`);
    if (op.deprecated) lines.push(`> **Deprecated:** ${op.deprecated}`);
    for (const [label, params] of [
      ['Path parameters', op.pathParams],
      ['Query parameters', op.queryParams],
      ['Request body', op.body],
    ] as const) {
      if (params.length)
        lines.push(
          `**${label}**`,
          table(
            ['Name', 'Type', 'Required', 'Description'],
            params.map((p) => [`\`${p.name}\``, `\`${p.type}\``, p.required ? 'Yes' : 'No', p.description]),
          ),
        );
    }
    lines.push('**Example request**', fence('bash', curlExample(op)));
    if (op.responseExample) lines.push('**Example response**', fence(/^\s*[{[]/.test(op.responseExample) ? 'json' : 'text', op.responseExample));
    lines.push('**Status codes**', op.responses.map((r) => `- \`${r.status}\` ${r.description}`).join('\n'));
    parts.push(lines.join('\n\n'));
  }
  for (const m of fm.api?.models ?? []) {
    parts.push(
      `## ${m.name}`,
      ...(m.description ? [m.description] : []),
      table(
        ['Field', 'Type', 'Description'],
        m.fields.map((f) => [`\`${f.name}\``, `\`${f.type}\``, f.description]),
      ),
    );
  }
  for (const r of fm.releases ?? []) {
    const lines = [`## ${r.version}`, `Released ${r.date}${r.edition ? ` · ${r.edition}` : ''}`];
    if (r.summary) lines.push(r.summary);
    for (const [kind, label] of releaseKinds) if (r[kind].length) lines.push(`### ${label}`, r[kind].map((i) => `- ${i}`).join('\n'));
    parts.push(lines.join('\n\n'));
  }
  if (fm.dependencies)
    parts.push(
      '## Third-party components',
      table(
        ['Component', 'Version', 'License'],
        fm.dependencies.map((d) => [d.name, d.version, d.license]),
      ),
    );
  for (const [dialect, rows] of page.equivalents ?? []) {
    parts.push(
      `## ${DIALECTS[dialect]}`,
      table(
        [DIALECTS[dialect], 'Dremio', 'Difference'],
        rows.map((r) => [`\`${r.name}\``, `[\`${r.function}\`](${site.url}${r.href})`, r.note ?? '']),
      ),
    );
  }
  if (page.list?.length) parts.push('## In this section', page.list.map((c) => `- [${c.title}](${site.url}${c.href}): ${c.description}`).join('\n'));
  if (page.lastUpdated) parts.push(`Last updated: ${page.lastUpdated.slice(0, 10)}`);
  return `${parts.join('\n\n')}\n`;
}

export { markdownHref } from '../model/canonical';
