import { toString } from 'mdast-util-to-string';
import type { Root, RootContent } from 'mdast';
import { codeWithoutMarks } from '../model/code-meta';
import { diagramText, isDiagramLanguage, parseDiagramMeta } from '../model/diagram-meta';
import { typedSearch } from '../kinds/registry';
import { headingId, setHeadingIds } from '../model/anchors';
import { parseMdx } from '../model/mdx-analysis';
import type { SearchInput } from '../model/page';
import { ERROR_PLACEHOLDER, pageKind } from '../model/schema';
import { breadcrumbs, type SidebarItem } from '../model/sidebar';
import { VARIABLE_PART, type SearchSource } from './types';

const CODE_TEXT_LIMIT = 300;

/**
 * Nodes whose children are blocks (list items, table cells, paragraphs of a block quote, the items of a component):
 * their texts are joined with a space. Joined as inline text, `| 9047 | \`coordinator.web.port\` |` would index
 * `9047coordinator.web.port`, and one list item's last word would run into the next item's first.
 */
const BLOCK_PARENTS = new Set(['list', 'listItem', 'table', 'tableRow', 'tableCell', 'blockquote', 'footnoteDefinition', 'mdxJsxFlowElement']);

function nodeText(node: RootContent): string {
  if (node.type === 'code' && isDiagramLanguage(node.lang)) {
    // A diagram's source is layout syntax; its title and description say what it shows.
    const meta = parseDiagramMeta(node.meta);
    return meta.ok ? diagramText(meta.value) : '';
  }
  if (node.type === 'code') return codeWithoutMarks(node.value).slice(0, CODE_TEXT_LIMIT);
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return '';
  if (node.type === 'break') return ' ';
  if ('children' in node) {
    const parts = (node.children as RootContent[]).map(nodeText);
    return BLOCK_PARENTS.has(node.type) ? parts.filter(Boolean).join(' ') : parts.join('');
  }
  return toString(node);
}

/**
 * Splits an MDX body into sections at its h2/h3 headings, with their anchors on the page: those the content step's
 * analysis set on the tree (lib/model/anchors.ts), set here when the body comes as text.
 */
export function bodySections(body: string | Root, pageTitle: string): SearchSource['sections'] {
  const tree = typeof body === 'string' ? parseMdx(body) : body;
  if (tree.children.some((node) => node.type === 'heading' && headingId(node) === undefined)) setHeadingIds(tree);
  const sections: SearchSource['sections'] = [{ anchor: '', heading: pageTitle, text: '' }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 3) {
      sections.push({ anchor: headingId(node)!, heading: toString(node).trim(), text: '' });
      continue;
    }
    const current = sections[sections.length - 1]!;
    current.text = `${current.text} ${nodeText(node)}`.trim();
  }
  return sections.filter((s) => s.text || s.anchor);
}

/** What search indexes for one page: its title, names, keywords, description and sections, typed data included. */
export function searchSource(doc: SearchInput, breadcrumb: string): SearchSource {
  const fm = doc.frontmatter;
  const sections = bodySections(doc.analysis.tree, fm.title);
  const typed = typedSearch(fm);
  sections.unshift(...typed.before);
  sections.push(...typed.after);
  const names = fm.sidebar_label && fm.sidebar_label !== fm.title ? [fm.sidebar_label, ...typed.names] : typed.names;
  return {
    title: fm.title,
    href: doc.href,
    breadcrumb,
    kind: pageKind(doc.id, fm),
    description: fm.description,
    names,
    keywords: fm.keywords ?? [],
    equivalents: [...new Set(typed.equivalents)],
    paths: [...new Set(typed.paths)],
    questions: fm.questions ?? [],
    errors: (fm.errors ?? []).map((e) => e.message.replace(ERROR_PLACEHOLDER, VARIABLE_PART).replace(/\s+/g, ' ').trim()),
    carriers: (fm.errors ?? []).flatMap((e, i) => (/\{message\}\W*$/.test(e.message) ? [i] : [])),
    sections,
  };
}

/** What search indexes for the whole site: every listed page, with its breadcrumb from the sidebar. */
export function searchSources(result: { docs: readonly SearchInput[]; sidebar: readonly SidebarItem[] }): SearchSource[] {
  return result.docs
    .filter((d) => !d.frontmatter.unlisted)
    .map((d) =>
      searchSource(
        d,
        breadcrumbs(result.sidebar, d.href)
          .slice(0, -1)
          .map((c) => c.label)
          .join(' › '),
      ),
    );
}
