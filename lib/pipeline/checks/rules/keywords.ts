import { pageKind, TYPED_KEYS } from '../../../model/schema';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/**
 * Rule `keywords`: every guide, landing and SQL command page lists `keywords`, the words readers type for it that
 * its title does not hold (issue 28). Pages with a typed block (functions, system tables, API operations, releases,
 * bulletins) are found by their names, so for them the field stays optional.
 */
export function checkKeywords(doc: CheckedDoc, issues: Issue[]) {
  const fm = doc.frontmatter;
  if (fm.unlisted || fm.keywords?.length || TYPED_KEYS.some((k) => fm[k] !== undefined)) return;
  const kind = pageKind(doc.id, doc.frontmatter);
  if (!doc.isLanding && kind !== 'guide' && kind !== 'sql-command') return;
  issues.push({
    file: doc.file,
    line: 1,
    rule: 'keywords',
    message: `frontmatter field "keywords" is required on ${doc.isLanding ? 'a landing' : `a ${kind}`} page: list what readers type for it (other systems' names, error text, the task in plain words)`,
  });
}
