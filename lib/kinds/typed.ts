import type { Heading } from '../model/mdx-analysis';
import { inlineText } from '../model/inline-markdown';
import { countWords } from '../model/words';
import { DIALECTS, type Frontmatter, type Release } from '../model/schema';

/** The stable anchor of a release: `26.1.7` → `26-1-7`. */
export const releaseAnchor = (version: string) => version.replace(/\./g, '-');

export const releaseKinds = [
  ['new', 'New features'],
  ['changes', 'Changes'],
  ['fixed', 'Fixed issues'],
  ['known', 'Known issues'],
] as const satisfies readonly (readonly [keyof Release, string])[];

/** The page whose body is the table of other SQL dialects' names for our functions, one section per dialect. */
export const EQUIVALENTS_PAGE = 'reference/sql/sql-functions/sql-function-equivalents';

const h = (depth: number, text: string, id: string): Heading => ({ depth, text, id });

/**
 * The headings a typed page's component renders around the author's body, in page order.
 * The components use these same ids, so the table of contents and the link check agree with the page.
 */
export function typedHeadings(fm: Frontmatter): { before: Heading[]; after: Heading[] } {
  if (fm.id === EQUIVALENTS_PAGE) return { before: [], after: Object.entries(DIALECTS).map(([id, name]) => h(2, name, id)) };
  if (fm.function) {
    return {
      before: [h(2, 'Syntax', 'syntax'), ...(fm.function.parameters.length ? [h(2, 'Parameters', 'parameters')] : []), h(2, 'Return value', 'return-value')],
      after: [h(2, 'Examples', 'examples'), ...(fm.function.related.length ? [h(2, 'Related functions', 'related-functions')] : [])],
    };
  }
  if (fm.table) {
    return { before: [...(fm.table.signature ? [h(2, 'Syntax', 'syntax')] : []), h(2, 'Columns', 'columns')], after: [] };
  }
  if (fm.api) {
    return {
      before: [],
      after: [...fm.api.operations.map((op) => h(2, inlineText(op.summary), op.id)), ...fm.api.models.map((m) => h(2, inlineText(m.name), `model-${m.id}`))],
    };
  }
  if (fm.releases) {
    return {
      before: [],
      after: fm.releases.flatMap((r) => [
        h(2, r.version, releaseAnchor(r.version)),
        ...releaseKinds.filter(([k]) => (r[k] as string[]).length).map(([k, label]) => h(3, label, `${releaseAnchor(r.version)}-${k}`)),
      ]),
    };
  }
  if (fm.bulletin) return { before: [h(2, 'Bulletin details', 'bulletin-details')], after: [] };
  if (fm.dependencies) return { before: [], after: [h(2, 'Third-party components', 'third-party-components')] };
  return { before: [], after: [] };
}

/**
 * Every prose text of a typed block that may carry inline Markdown (code spans, emphasis, links), with its
 * frontmatter field: what the page renders with InlineMarkdown and the content check validates.
 */
export function typedTexts(fm: Frontmatter): [field: string, text: string][] {
  const out: [string, string | undefined][] = [];
  if (fm.function) {
    const f = fm.function;
    out.push(['function.summary', f.summary], ['function.returns', f.returns]);
    f.parameters.forEach((p, i) => out.push([`function.parameters.${i}.description`, p.description]));
    f.examples.forEach((e, i) => out.push([`function.examples.${i}.description`, e.description]));
  }
  if (fm.table) {
    out.push(['table.access', fm.table.access]);
    fm.table.columns.forEach((c, i) => out.push([`table.columns.${i}.description`, c.description]));
  }
  fm.api?.operations.forEach((op, i) => {
    const at = `api.operations.${i}`;
    out.push([`${at}.summary`, op.summary], [`${at}.description`, op.description], [`${at}.privileges`, op.privileges], [`${at}.deprecated`, op.deprecated]);
    for (const key of ['pathParams', 'queryParams', 'body'] as const) op[key].forEach((p, j) => out.push([`${at}.${key}.${j}.description`, p.description]));
    op.responses.forEach((r, j) => out.push([`${at}.responses.${j}.description`, r.description]));
  });
  fm.api?.models.forEach((m, i) => {
    out.push([`api.models.${i}.name`, m.name], [`api.models.${i}.description`, m.description]);
    m.fields.forEach((f, j) => out.push([`api.models.${i}.fields.${j}.description`, f.description]));
  });
  fm.releases?.forEach((r, i) => {
    out.push([`releases.${i}.summary`, r.summary]);
    for (const [kind] of releaseKinds) r[kind].forEach((item, j) => out.push([`releases.${i}.${kind}.${j}`, item]));
  });
  return out.filter((e): e is [string, string] => Boolean(e[1]));
}

/** Words of prose a typed block adds to its page. */
export function typedWords(fm: Frontmatter): number {
  const texts = typedTexts(fm).map(([, text]) => text);
  if (fm.table) texts.push(...fm.table.columns.map((c) => c.name));
  if (fm.bulletin) texts.push(...fm.bulletin.affected, ...fm.bulletin.fixed);
  if (fm.dependencies) texts.push(...fm.dependencies.map((d) => `${d.name} ${d.license}`));
  return texts.reduce((n, t) => n + countWords(t), 0);
}
