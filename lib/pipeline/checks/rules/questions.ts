import { pageKind } from '../../../model/schema';
import { rule } from '../rule';

/**
 * Every guide, landing and SQL command page lists the `questions` readers ask that it answers (issue 40): search
 * matches them as phrases, so a page without them is found only by its own words.
 */
export const questionsRule = rule({
  id: 'questions',
  description: 'guide, landing and SQL command pages list the questions they answer, in readers’ words',
  scope: 'page',
  check(doc, site, report) {
    if (!site.keywordRules) return;
    const fm = doc.frontmatter;
    if (fm.unlisted || fm.questions?.length) return;
    const kind = pageKind(doc.id, fm);
    if (!doc.isLanding && kind !== 'guide' && kind !== 'sql-command') return;
    report({
      file: doc.file,
      line: 1,
      message: `frontmatter field "questions" is required on ${doc.isLanding ? 'a landing' : `a ${kind}`} page: list 3–8 questions readers ask that this page answers, each ending with "?"`,
    });
  },
});
