import { rule, type CheckedDoc } from '../rule';

const DUPLICATE_PARAGRAPH_WORDS = 20;

/** A paragraph of 20 words or more appears on one page only. */
export const repeatedParagraphRule = rule({
  id: 'repeated-paragraph',
  description: 'no paragraph is repeated from another page',
  scope: 'site',
  check(docs, _site, report) {
    const paragraphs = new Map<string, CheckedDoc>();
    for (const doc of docs) {
      for (const p of doc.analysis.paragraphs) {
        if (p.text.split(' ').length < DUPLICATE_PARAGRAPH_WORDS) continue;
        const first = paragraphs.get(p.text);
        if (first && first !== doc)
          report({
            file: doc.file,
            line: p.line,
            message: `paragraph repeated from ${first.file}; write it for this page or link to that one`,
          });
        else paragraphs.set(p.text, doc);
      }
    }
  },
});
