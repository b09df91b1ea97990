import { rule } from '../rule';

/** The title is the only h1, levels go down one at a time, and every heading has its own anchor. */
export const headingsRule = rule({
  id: 'headings',
  description: 'no # heading, no skipped level, no two headings with one anchor',
  scope: 'page',
  check(doc, _site, report) {
    const { file, analysis } = doc;
    let previousDepth = 1;
    for (const heading of analysis.headings) {
      if (heading.depth === 1) report({ file, line: heading.line, message: 'a "#" heading is not allowed: the title is the page\'s h1; start at "##"' });
      else if (heading.depth > previousDepth + 1) {
        report({ file, line: heading.line, message: `heading "${heading.text}" skips a level (h${previousDepth} to h${heading.depth})` });
      }
      previousDepth = heading.depth;
    }
    const seen = new Map<string, number>();
    for (const h of doc.headings) seen.set(h.id, (seen.get(h.id) ?? 0) + 1);
    for (const [id, n] of seen) {
      if (n > 1 && !/-\d+$/.test(id)) report({ file, message: `${n} headings share the anchor "#${id}"; make the heading texts unique` });
    }
  },
});
