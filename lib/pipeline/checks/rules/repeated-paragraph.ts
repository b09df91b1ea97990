import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

const DUPLICATE_PARAGRAPH_WORDS = 20;

/** Rule `repeated-paragraph`: a paragraph of 20 words or more appears on one page only. */
export function checkRepeatedParagraphs(docs: readonly CheckedDoc[], issues: Issue[]) {
  const paragraphs = new Map<string, CheckedDoc>();
  for (const doc of docs) {
    for (const p of doc.analysis.paragraphs) {
      if (p.text.split(' ').length < DUPLICATE_PARAGRAPH_WORDS) continue;
      const first = paragraphs.get(p.text);
      if (first && first !== doc)
        issues.push({
          file: doc.file,
          line: p.line,
          rule: 'repeated-paragraph',
          message: `paragraph repeated from ${first.file}; write it for this page or link to that one`,
        });
      else paragraphs.set(p.text, doc);
    }
  }
}
