import { inlineText as md } from '../model/inline-markdown';
import type { TableData } from '../model/schema';
import { fence, h, mdTable, present, wordsOf, type PageKindModule } from './kind';

/** The headings a table page has before its body, with their fixed anchors: named here only. */
export const TABLE_HEADINGS = { syntax: h(2, 'Syntax', 'syntax'), columns: h(2, 'Columns', 'columns') };
const H = TABLE_HEADINGS;

/** A system table, information schema view or table function (`table:`): who may read it, its syntax and its columns, above the body. */
export const tableKind: PageKindModule<TableData> = {
  id: 'table',
  of: (fm) => fm.table,
  headings: (t) => ({ before: [...(t.signature ? [H.syntax] : []), H.columns], after: [] }),
  texts: (t) => [['table.access', t.access], ...t.columns.map((c, i) => [`table.columns.${i}.description`, c.description] as const)],
  claims: (t) => ({ prose: [['table.access', t.access]], code: [] }),
  code: (t) => (t.signature ? [{ code: t.signature, lang: 'sql' }] : []),
  words: (t) => wordsOf([...present(tableKind.texts(t)).map(([, text]) => text), ...t.columns.map((c) => c.name)]),
  markdown: (t) => {
    const before = [`\`${t.name}\`. ${t.access}`];
    if (t.signature) before.push(`## ${H.syntax.text}`, fence('sql', t.signature));
    before.push(
      `## ${H.columns.text}`,
      mdTable(
        ['Column', 'Type', 'Description'],
        t.columns.map((c) => [`\`${c.name}\``, `\`${c.type}\``, c.description]),
      ),
    );
    return { before, after: [] };
  },
  search: (t) => ({
    names: [t.name],
    before: [{ anchor: H.columns.id, heading: H.columns.text, text: [md(t.access), ...t.columns.map((c) => `${c.name} ${md(c.description)}`)].join(' ') }],
  }),
};
