import type { Heading } from '../model/mdx-analysis';
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
      before: [
        h(2, 'Syntax', 'syntax'),
        ...(fm.function.parameters.length ? [h(2, 'Parameters', 'parameters')] : []),
        h(2, 'Return value', 'return-value'),
      ],
      after: [h(2, 'Examples', 'examples'), ...(fm.function.related.length ? [h(2, 'Related functions', 'related-functions')] : [])],
    };
  }
  if (fm.table) {
    return { before: [...(fm.table.signature ? [h(2, 'Syntax', 'syntax')] : []), h(2, 'Columns', 'columns')], after: [] };
  }
  if (fm.api) {
    return {
      before: [],
      after: [...fm.api.operations.map((op) => h(2, op.summary, op.id)), ...fm.api.models.map((m) => h(2, m.name, `model-${m.id}`))],
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

/** Words of prose a typed block adds to its page. */
export function typedWords(fm: Frontmatter): number {
  const texts: string[] = [];
  if (fm.function) {
    const f = fm.function;
    texts.push(f.summary, f.returns, ...f.parameters.map((p) => p.description), ...f.examples.map((e) => e.description ?? ''));
  }
  if (fm.table) texts.push(fm.table.access, ...fm.table.columns.map((c) => `${c.name} ${c.description}`));
  if (fm.api) {
    for (const op of fm.api.operations) {
      texts.push(op.summary, op.description, op.privileges ?? '', ...[...op.pathParams, ...op.queryParams, ...op.body].map((p) => p.description), ...op.responses.map((r) => r.description));
    }
    for (const m of fm.api.models) texts.push(m.description ?? '', ...m.fields.map((f) => f.description));
  }
  if (fm.releases) for (const r of fm.releases) texts.push(r.summary ?? '', ...r.new, ...r.changes, ...r.fixed, ...r.known);
  if (fm.bulletin) texts.push(...fm.bulletin.affected, ...fm.bulletin.fixed);
  if (fm.dependencies) texts.push(...fm.dependencies.map((d) => `${d.name} ${d.license}`));
  return texts.reduce((n, t) => n + countWords(t), 0);
}
