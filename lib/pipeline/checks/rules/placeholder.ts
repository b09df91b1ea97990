import { rule } from '../rule';

const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

/** No page is published with placeholder words in it. */
export const placeholderRule = rule({
  id: 'placeholder',
  description: 'no placeholder text',
  scope: 'page',
  check(doc, _site, report) {
    const placeholder = doc.body.match(PLACEHOLDER);
    if (!placeholder) return;
    const line = doc.bodyLine + doc.body.slice(0, placeholder.index).split('\n').length;
    report({ file: doc.file, line, message: `placeholder text "${placeholder[0]}"; a page is done only when it teaches` });
  },
});
