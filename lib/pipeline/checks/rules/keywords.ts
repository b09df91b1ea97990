import { pageKind, TYPED_KEYS } from '../../../model/schema';
import { rule } from '../rule';

/**
 * Every guide, landing and SQL command page lists `keywords`, the words readers type for it that
 * its title does not hold (issue 28). Pages with a typed block (functions, system tables, API operations, releases,
 * bulletins) are found by their names, so for them the field stays optional.
 */
export const keywordsRule = rule({
  id: 'keywords',
  description: 'guide, landing and SQL command pages list the words readers type for them',
  scope: 'page',
  check(doc, site, report) {
    if (!site.keywordRules) return;
    const fm = doc.frontmatter;
    if (fm.unlisted || fm.keywords?.length || TYPED_KEYS.some((k) => fm[k] !== undefined)) return;
    const kind = pageKind(doc.id, doc.frontmatter);
    if (!doc.isLanding && kind !== 'guide' && kind !== 'sql-command') return;
    report({
      file: doc.file,
      line: 1,
      message: `frontmatter field "keywords" is required on ${doc.isLanding ? 'a landing' : `a ${kind}`} page: list what readers type for it (other systems' names, error text, the task in plain words)`,
    });
  },
});
