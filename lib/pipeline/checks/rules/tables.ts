import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Table } from 'mdast';
import { rule } from '../rule';

/**
 * Every column of a table has a header: a screen reader announces it with each cell, and an empty header cell is an
 * accessibility error (axe `empty-table-header`). A comparison table names its first column too ("Aspect").
 */
export const tableHeaderRule = rule({
  id: 'table-header',
  description: 'every table column has a header',
  scope: 'page',
  check(doc, _site, report) {
    visit(doc.analysis.tree, 'table', (table: Table) => {
      const header = table.children[0];
      if (!header) return;
      const empty = header.children.findIndex((cell) => !toString(cell).trim());
      if (empty < 0) return;
      report({
        file: doc.file,
        line: doc.bodyLine + (table.position?.start.line ?? 1),
        message: `table column ${empty + 1} has no header; give every column a header a screen reader can announce`,
      });
    });
  },
});
