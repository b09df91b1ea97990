import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Root, RootContent } from 'mdast';
import type { CheckedDoc, CheckResult } from '../pipeline/checks/content-check';
import { diagramText, isDiagramLanguage, parseDiagramMeta } from '../mdx/diagram-meta';
import { functionNames, formatSignature } from '../kinds/functions';
import { inlineText as md } from '../model/inline-markdown';
import { parseMdx } from '../model/mdx-analysis';
import { pageKind } from '../model/schema';
import { breadcrumbs } from '../model/sidebar';
import { releaseAnchor } from '../kinds/typed';
import type { SearchSource } from './types';

const CODE_TEXT_LIMIT = 300;

function nodeText(node: RootContent): string {
  if (node.type === 'code' && isDiagramLanguage(node.lang)) {
    // A diagram's source is layout syntax; its title and description say what it shows.
    const meta = parseDiagramMeta(node.meta);
    return meta.ok ? diagramText(meta.value) : '';
  }
  if (node.type === 'code') return node.value.slice(0, CODE_TEXT_LIMIT);
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return '';
  return toString(node);
}

/** Splits an MDX body into sections at its h2/h3 headings, with the anchors rehype-slug gives them. */
export function bodySections(body: string | Root, pageTitle: string): SearchSource['sections'] {
  const slugger = new GithubSlugger();
  const sections: SearchSource['sections'] = [{ anchor: '', heading: pageTitle, text: '' }];
  for (const node of (typeof body === 'string' ? parseMdx(body) : body).children) {
    if (node.type === 'heading') {
      const heading = toString(node).trim();
      const anchor = slugger.slug(toString(node));
      if (node.depth <= 3) {
        sections.push({ anchor, heading, text: '' });
        continue;
      }
    }
    const current = sections[sections.length - 1]!;
    current.text = `${current.text} ${nodeText(node)}`.trim();
  }
  return sections.filter((s) => s.text || s.anchor);
}

/** What search indexes for one page: its title, names, keywords, description and sections, typed data included. */
export function searchSource(doc: CheckedDoc, breadcrumb: string): SearchSource {
  const fm = doc.frontmatter;
  const sections = bodySections(doc.analysis.tree, fm.title);
  const names: string[] = [];
  const equivalents: string[] = [];
  if (fm.sidebar_label && fm.sidebar_label !== fm.title) names.push(fm.sidebar_label);
  if (fm.function) {
    const f = fm.function;
    names.push(...functionNames(f.name));
    // Other dialects' names of the function (typed `equivalents`, read defensively: not every tree has the field).
    const typed = (f as { equivalents?: { name?: unknown }[] }).equivalents;
    for (const e of Array.isArray(typed) ? typed : []) if (typeof e?.name === 'string' && e.name.trim()) equivalents.push(e.name.trim());
    sections.unshift({
      anchor: 'syntax',
      heading: 'Syntax',
      text: [
        md(f.summary),
        ...f.signatures.map((s) => formatSignature(f, s)),
        ...f.parameters.map((p) => `${p.name}: ${md(p.description)}`),
        md(f.returns),
      ].join(' '),
    });
    sections.push({ anchor: 'examples', heading: 'Examples', text: f.examples.map((e) => `${md(e.description ?? '')} ${e.sql}`).join(' ') });
  }
  if (fm.table) {
    names.push(fm.table.name);
    sections.unshift({
      anchor: 'columns',
      heading: 'Columns',
      text: [md(fm.table.access), ...fm.table.columns.map((c) => `${c.name} ${md(c.description)}`)].join(' '),
    });
  }
  for (const op of fm.api?.operations ?? []) {
    sections.push({ anchor: op.id, heading: md(op.summary), text: `${op.method} ${op.path} ${md(op.description)}` });
  }
  for (const model of fm.api?.models ?? []) {
    sections.push({ anchor: `model-${model.id}`, heading: md(model.name), text: model.fields.map((f) => `${f.name} ${md(f.description)}`).join(' ') });
  }
  for (const r of fm.releases ?? []) {
    sections.push({
      anchor: releaseAnchor(r.version),
      heading: `Dremio ${r.version}`,
      text: [r.summary ?? '', ...r.new, ...r.changes, ...r.fixed, ...r.known].map(md).join(' '),
    });
  }
  return {
    title: fm.title,
    href: doc.href,
    breadcrumb,
    kind: pageKind(doc.id, fm),
    description: fm.description,
    names,
    keywords: fm.keywords ?? [],
    equivalents: [...new Set(equivalents)],
    sections,
  };
}

/** What search indexes for the whole site: every listed page, with its breadcrumb from the sidebar. */
export function searchSources(result: Pick<CheckResult, 'docs' | 'sidebar'>): SearchSource[] {
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
