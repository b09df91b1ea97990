import { rule, type CheckedDoc } from '../rule';

/**
 * Calls `repeat` for each key a page shares, ignoring case, with a page before it, with that page: the site-wide
 * uniqueness every rule below checks. A key repeated within one page is the schema's to report, not this.
 */
function eachShared(
  docs: readonly CheckedDoc[],
  keys: (doc: CheckedDoc) => readonly string[],
  repeat: (doc: CheckedDoc, earlier: CheckedDoc, key: string, i: number) => void,
) {
  const byKey = new Map<string, CheckedDoc>();
  for (const doc of docs)
    keys(doc).forEach((key, i) => {
      const k = key.toLowerCase();
      const earlier = byKey.get(k);
      if (earlier && earlier !== doc) repeat(doc, earlier, key, i);
      byKey.set(k, doc);
    });
}

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
    eachShared(
      docs,
      (doc) => [doc.id],
      (doc, twin) => report({ file: doc.file, field: 'id', message: `duplicate id "${doc.id}": ${twin.file} has "${twin.id}", which differs only in case` }),
    );
  },
});

/** No two pages share a description, ignoring case. */
export const uniqueDescriptionRule = rule({
  id: 'unique-description',
  description: 'descriptions are unique across the site',
  scope: 'site',
  check(docs, _site, report) {
    eachShared(
      docs,
      (doc) => [doc.frontmatter.description],
      (doc, same) => report({ file: doc.file, field: 'description', message: `same description as ${same.file}; descriptions must be unique` }),
    );
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
    eachShared(
      docs,
      (doc) => doc.frontmatter.questions ?? [],
      (doc, same, question, i) =>
        report({
          file: doc.file,
          field: `questions.${i}`,
          message: `"${question}" is also a question of ${same.file}; a question belongs to one page`,
        }),
    );
  },
});
