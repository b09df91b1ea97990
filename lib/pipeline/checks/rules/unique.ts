import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/** Rules `id` (across pages) and `unique-description`: no two pages share an id, ignoring case, or a description. */
export function checkUnique(docs: readonly CheckedDoc[], issues: Issue[]) {
  const byId = new Map<string, CheckedDoc>();
  const byDescription = new Map<string, CheckedDoc>();
  for (const doc of docs) {
    // Ids equal paths, so two pages can share an id only by case: URLs are matched without case, and a macOS or
    // Windows checkout cannot hold both files.
    const key = doc.id.toLowerCase();
    const twin = byId.get(key);
    if (twin)
      issues.push({ file: doc.file, field: 'id', rule: 'id', message: `duplicate id "${doc.id}": ${twin.file} has "${twin.id}", which differs only in case` });
    byId.set(key, doc);
    const d = doc.frontmatter.description.toLowerCase();
    const same = byDescription.get(d);
    if (same)
      issues.push({
        file: doc.file,
        field: 'description',
        rule: 'unique-description',
        message: `same description as ${same.file}; descriptions must be unique`,
      });
    byDescription.set(d, doc);
  }
}
