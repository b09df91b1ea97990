import { inlineText as md } from '../model/inline-markdown';
import type { ApiData } from '../model/schema';
import { API_SAMPLES, responseLanguage } from './api';
import { fence, h, mdTable, present, wordsOf, type FieldText, type PageKindModule } from './kind';

/** The anchor of an object model's heading on an API page: `model-<id>`. */
export const modelAnchor = (id: string) => `model-${id}`;

/** A REST API page (`api:`): its operations, then its object models, after the body. */
export const apiKind: PageKindModule<ApiData> = {
  id: 'api',
  of: (fm) => fm.api,
  headings: (api) => ({
    before: [],
    after: [...api.operations.map((op) => h(2, md(op.summary), op.id)), ...api.models.map((m) => h(2, md(m.name), modelAnchor(m.id)))],
  }),
  texts: (api) => [
    ...api.operations.flatMap((op, i) => {
      const at = `api.operations.${i}`;
      return [
        [`${at}.summary`, op.summary] as const,
        [`${at}.description`, op.description] as const,
        [`${at}.privileges`, op.privileges] as const,
        [`${at}.omittedFields`, op.omittedFields] as const,
        [`${at}.deprecated`, op.deprecated] as const,
        ...(['pathParams', 'queryParams', 'body'] as const).flatMap((key) => op[key].map((p, j) => [`${at}.${key}.${j}.description`, p.description] as const)),
        ...op.responses.map((r, j) => [`${at}.responses.${j}.description`, r.description] as const),
      ];
    }),
    ...api.models.flatMap((m, i) => [
      [`api.models.${i}.name`, m.name] as const,
      [`api.models.${i}.description`, m.description] as const,
      ...m.fields.map((f, j) => [`api.models.${i}.fields.${j}.description`, f.description] as const),
    ]),
  ],
  claims: (api) => ({
    prose: api.operations.flatMap((op, i): FieldText[] => [
      ...(op.privileges ? [[`api.operations.${i}.privileges`, op.privileges] as FieldText] : []),
      ...(op.omittedFields ? [[`api.operations.${i}.omittedFields`, op.omittedFields] as FieldText] : []),
      [`api.operations.${i}.description`, op.description],
    ]),
    code: api.operations.flatMap((op, i) =>
      present([
        [`api.operations.${i}.requestExample`, op.requestExample],
        [`api.operations.${i}.responseExample`, op.responseExample],
      ]),
    ),
  }),
  code: (api) =>
    api.operations.flatMap((op) => [
      ...API_SAMPLES.map(({ sample, lang }) => ({ code: sample(op), lang })),
      ...(op.responseExample ? [{ code: op.responseExample, lang: responseLanguage(op.responseExample) }] : []),
    ]),
  words: (api) => wordsOf(present(apiKind.texts(api)).map(([, t]) => t)),
  markdown: (api) => {
    const after: string[] = [];
    for (const op of api.operations) {
      const lines = [`## ${op.summary}`, `\`${op.method} ${op.path}\``, op.description];
      if (op.privileges) lines.push(`Privileges: ${op.privileges}`);
      if (op.omittedFields) lines.push(`Fields left out: ${op.omittedFields}`);
      if (op.deprecated) lines.push(`> **Deprecated:** ${op.deprecated}`);
      for (const [label, params] of [
        ['Path parameters', op.pathParams],
        ['Query parameters', op.queryParams],
        ['Request body', op.body],
      ] as const) {
        if (params.length)
          lines.push(
            `**${label}**`,
            mdTable(
              ['Name', 'Type', 'Required', 'Description'],
              params.map((p) => [`\`${p.name}\``, `\`${p.type}\``, p.required ? 'Yes' : 'No', p.description]),
            ),
          );
      }
      lines.push('**Example request**', ...API_SAMPLES.map(({ label, lang, sample }) => `${label}:\n\n${fence(lang, sample(op))}`));
      if (op.responseExample) lines.push('**Example response**', fence(responseLanguage(op.responseExample), op.responseExample));
      lines.push('**Status codes**', op.responses.map((r) => `- \`${r.status}\` ${r.description}`).join('\n'));
      after.push(lines.join('\n\n'));
    }
    for (const m of api.models) {
      after.push(
        `## ${m.name}`,
        ...(m.description ? [m.description] : []),
        mdTable(
          ['Field', 'Type', 'Description'],
          m.fields.map((f) => [`\`${f.name}\``, `\`${f.type}\``, f.description]),
        ),
      );
    }
    return { before: [], after };
  },
  search: (api) => ({
    paths: api.operations.map((op) => op.path),
    after: [
      ...api.operations.map((op) => ({ anchor: op.id, heading: md(op.summary), text: `${op.method} ${op.path} ${md(op.description)}` })),
      ...api.models.map((model) => ({
        anchor: modelAnchor(model.id),
        heading: md(model.name),
        text: model.fields.map((f) => `${f.name} ${md(f.description)}`).join(' '),
      })),
    ],
  }),
};
