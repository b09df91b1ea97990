import { pageKind, TYPED_KEYS } from '../../../model/schema';
import { rule, type CheckedDoc } from '../rule';

/** The kind of page a field is required on ('a landing', 'a guide', 'a sql-command'), or null when it is not. */
function taskPage(doc: CheckedDoc): string | null {
  if (doc.frontmatter.unlisted) return null;
  const kind = pageKind(doc.id, doc.frontmatter);
  return doc.isLanding ? 'a landing' : kind === 'guide' || kind === 'sql-command' ? `a ${kind}` : null;
}

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
    const fm = doc.frontmatter;
    if (!site.keywordRules || fm.keywords?.length || TYPED_KEYS.some((k) => fm[k] !== undefined)) return;
    const page = taskPage(doc);
    if (page)
      report({
        file: doc.file,
        line: 1,
        message: `frontmatter field "keywords" is required on ${page} page: list what readers type for it (other systems' names, error text, the task in plain words)`,
      });
  },
});

/**
 * Every guide, landing and SQL command page lists the `questions` readers ask that it answers (issue 40): search
 * matches them as phrases, so a page without them is found only by its own words.
 */
export const questionsRule = rule({
  id: 'questions',
  description: 'guide, landing and SQL command pages list the questions they answer, in readers’ words',
  scope: 'page',
  check(doc, site, report) {
    if (!site.keywordRules || doc.frontmatter.questions?.length) return;
    const page = taskPage(doc);
    if (page)
      report({
        file: doc.file,
        line: 1,
        message: `frontmatter field "questions" is required on ${page} page: list 3–8 questions readers ask that this page answers, each ending with "?"`,
      });
  },
});
