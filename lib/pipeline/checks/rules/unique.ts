import { rule } from '../rule';

/**
 * A page's id equals its path (checked while loading, load.ts) and no two ids differ only in case: ids equal paths,
 * so two pages can share an id only by case; URLs are matched without case, and a macOS or Windows checkout cannot
 * hold both files.
 */
export const idRule = rule({
  id: 'id',
  description: "a page's id equals its path, and no two ids differ only in case",
  scope: 'site',
  check(docs, _site, report) {
    const byId = new Map<string, (typeof docs)[number]>();
    for (const doc of docs) {
      const key = doc.id.toLowerCase();
      const twin = byId.get(key);
      if (twin) report({ file: doc.file, field: 'id', message: `duplicate id "${doc.id}": ${twin.file} has "${twin.id}", which differs only in case` });
      byId.set(key, doc);
    }
  },
});

/** No two pages share a description, ignoring case. */
export const uniqueDescriptionRule = rule({
  id: 'unique-description',
  description: 'descriptions are unique across the site',
  scope: 'site',
  check(docs, _site, report) {
    const byDescription = new Map<string, (typeof docs)[number]>();
    for (const doc of docs) {
      const d = doc.frontmatter.description.toLowerCase();
      const same = byDescription.get(d);
      if (same) report({ file: doc.file, field: 'description', message: `same description as ${same.file}; descriptions must be unique` });
      byDescription.set(d, doc);
    }
  },
});

/**
 * No two pages list the same reader question, ignoring case: a question claims its page answers it, and search ranks
 * the page that lists it; the same words on two pages would rank neither.
 */
export const uniqueQuestionRule = rule({
  id: 'unique-question',
  description: 'reader questions are unique across the site',
  scope: 'site',
  check(docs, _site, report) {
    const byQuestion = new Map<string, (typeof docs)[number]>();
    for (const doc of docs)
      (doc.frontmatter.questions ?? []).forEach((question, i) => {
        const key = question.toLowerCase();
        const same = byQuestion.get(key);
        if (same && same !== doc)
          report({ file: doc.file, field: `questions.${i}`, message: `"${question}" is also a question of ${same.file}; a question belongs to one page` });
        else byQuestion.set(key, doc);
      });
  },
});
