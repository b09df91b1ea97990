import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

/** Rule `placeholder`: no page is published with placeholder words in it. */
export function checkPlaceholders(doc: CheckedDoc, issues: Issue[]) {
  const placeholder = doc.body.match(PLACEHOLDER);
  if (!placeholder) return;
  const line = doc.bodyLine + doc.body.slice(0, placeholder.index).split('\n').length;
  issues.push({ file: doc.file, line, rule: 'placeholder', message: `placeholder text "${placeholder[0]}"; a page is done only when it teaches` });
}
