import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/** Rule `headings`: the title is the only h1, levels go down one at a time, and every heading has its own anchor. */
export function checkHeadings(doc: CheckedDoc, issues: Issue[]) {
  const { file, analysis } = doc;
  let previousDepth = 1;
  for (const heading of analysis.headings) {
    if (heading.depth === 1)
      issues.push({ file, line: heading.line, rule: 'headings', message: 'a "#" heading is not allowed: the title is the page\'s h1; start at "##"' });
    else if (heading.depth > previousDepth + 1) {
      issues.push({ file, line: heading.line, rule: 'headings', message: `heading "${heading.text}" skips a level (h${previousDepth} to h${heading.depth})` });
    }
    previousDepth = heading.depth;
  }
  const seen = new Map<string, number>();
  for (const h of doc.headings) seen.set(h.id, (seen.get(h.id) ?? 0) + 1);
  for (const [id, n] of seen) {
    if (n > 1 && !/-\d+$/.test(id)) issues.push({ file, rule: 'headings', message: `${n} headings share the anchor "#${id}"; make the heading texts unique` });
  }
}
