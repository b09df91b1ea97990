import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/** What the typed rule needs to know of the whole site. */
export interface TypedIndex {
  functionNames: ReadonlySet<string>;
  modelIds: ReadonlySet<string>;
}

export function indexTyped(docs: readonly CheckedDoc[]): TypedIndex {
  return {
    functionNames: new Set(docs.flatMap((d) => (d.frontmatter.function ? d.frontmatter.function.name.split(/,\s*/).concat(d.frontmatter.function.name) : []))),
    modelIds: new Set(docs.flatMap((d) => d.frontmatter.api?.models.map((m) => m.id) ?? [])),
  };
}

/** Rule `typed`: typed frontmatter agrees with itself and the site (related functions exist, operation ids and models, JSON examples, releases once). */
export function checkTyped(doc: CheckedDoc, { functionNames, modelIds }: TypedIndex, issues: Issue[]) {
  const fm = doc.frontmatter;
  const push = (field: string, message: string) => issues.push({ file: doc.file, field, rule: 'typed', message });
  fm.function?.related.forEach((name, i) => {
    if (!functionNames.has(name)) push(`function.related.${i}`, `"${name}" is not a documented function`);
  });
  if (fm.api) {
    const ids = new Set<string>();
    fm.api.operations.forEach((op, i) => {
      if (ids.has(op.id)) push(`api.operations.${i}.id`, `duplicate operation id "${op.id}"`);
      ids.add(op.id);
      if (op.model && !modelIds.has(op.model)) push(`api.operations.${i}.model`, `unknown model "${op.model}"`);
      for (const [key, value] of [
        ['requestExample', op.requestExample],
        ['responseExample', op.responseExample],
      ] as const) {
        if (value && /^\s*[{[]/.test(value)) {
          try {
            JSON.parse(value);
          } catch (error) {
            push(`api.operations.${i}.${key}`, `is not valid JSON: ${(error as Error).message}`);
          }
        }
      }
    });
  }
  if (fm.releases) {
    const seen = new Set<string>();
    fm.releases.forEach((r, i) => {
      if (seen.has(r.version)) push(`releases.${i}.version`, `release ${r.version} is listed twice`);
      seen.add(r.version);
    });
  }
}
