import { inlineText as md } from '../model/inline-markdown';
import { DIALECTS, FUNCTION_CATEGORIES, type FunctionData } from '../model/schema';
import { formatSignature, functionNames } from './functions';
import { fence, h, mdTable, present, wordsOf, type PageKindModule } from './kind';

/** The headings a function page has around its body, with their fixed anchors: named here only (headings, Markdown, search, renderer). */
export const FUNCTION_HEADINGS = {
  syntax: h(2, 'Syntax', 'syntax'),
  parameters: h(2, 'Parameters', 'parameters'),
  returns: h(2, 'Return value', 'return-value'),
  examples: h(2, 'Examples', 'examples'),
  related: h(2, 'Related functions', 'related-functions'),
};
const H = FUNCTION_HEADINGS;

/** A SQL function page (`function:`): summary, syntax, parameters and return value above the body; examples and related functions below. */
export const functionKind: PageKindModule<FunctionData> = {
  id: 'function',
  of: (fm) => fm.function,
  headings: (f) => ({
    before: [H.syntax, ...(f.parameters.length ? [H.parameters] : []), H.returns],
    after: [H.examples, ...(f.related.length ? [H.related] : [])],
  }),
  texts: (f) => [
    ['function.summary', f.summary],
    ['function.returns', f.returns],
    ...f.parameters.map((p, i) => [`function.parameters.${i}.description`, p.description] as const),
    ...f.examples.map((e, i) => [`function.examples.${i}.description`, e.description] as const),
  ],
  claims: () => ({ prose: [], code: [] }),
  code: (fn) => fn.examples.map((ex) => ({ code: ex.sql, lang: 'sql' })),
  words: (f) => wordsOf(present(functionKind.texts(f)).map(([, t]) => t)),
  markdown: (f) => {
    const before = [`Categories: ${f.categories.map((c) => FUNCTION_CATEGORIES[c]).join(', ')}`, f.summary];
    if (f.equivalents.length)
      before.push(f.equivalents.map((e) => `- Coming from ${DIALECTS[e.dialect]}: \`${e.name}\`${e.note ? ` (${e.note})` : ''}`).join('\n'));
    before.push(`## ${H.syntax.text}`, f.signatures.map((s) => `- \`${formatSignature(f, s)}\``).join('\n'));
    if (f.parameters.length)
      before.push(
        `## ${H.parameters.text}`,
        mdTable(
          ['Parameter', 'Types', 'Description'],
          f.parameters.map((p) => [`\`${p.name}\``, p.types.map((t) => `\`${t}\``).join(', '), p.description]),
        ),
      );
    before.push(`## ${H.returns.text}`, f.returns);
    const after = [
      `## ${H.examples.text}`,
      ...f.examples.map((e) => [e.description ?? '', fence('sql', e.sql), 'Result:', fence('text', e.result)].filter(Boolean).join('\n\n')),
    ];
    if (f.related.length) after.push(`## ${H.related.text}`, f.related.map((r) => `- ${r}`).join('\n'));
    return { before, after };
  },
  search: (f) => {
    // Other dialects' names of the function (typed `equivalents`, read defensively: not every tree has the field).
    const typed = (f as { equivalents?: { name?: unknown }[] }).equivalents;
    const equivalents: string[] = [];
    for (const e of Array.isArray(typed) ? typed : []) if (typeof e?.name === 'string' && e.name.trim()) equivalents.push(e.name.trim());
    return {
      names: functionNames(f.name),
      equivalents,
      before: [
        {
          anchor: H.syntax.id,
          heading: H.syntax.text,
          text: [
            md(f.summary),
            ...f.signatures.map((s) => formatSignature(f, s)),
            ...f.parameters.map((p) => `${p.name}: ${md(p.description)}`),
            md(f.returns),
          ].join(' '),
        },
      ],
      after: [{ anchor: H.examples.id, heading: H.examples.text, text: f.examples.map((e) => `${md(e.description ?? '')} ${e.sql}`).join(' ') }],
    };
  },
};
