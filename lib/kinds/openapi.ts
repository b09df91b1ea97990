import { API_SAMPLES } from './api';
import { site } from '../model/site';
import type { ApiData, ApiOperation } from '../model/schema';

export interface ApiPageInput {
  href: string;
  title: string;
  description: string;
  api: ApiData;
}

type Param = ApiOperation['pathParams'][number];

/** Maps the types authors write ("String", "Integer", "Array of String", "Object") to JSON Schema. */
export function jsonSchemaType(type: string): Record<string, unknown> {
  const t = type.trim().toLowerCase();
  if (t.startsWith('array') || t.startsWith('list') || t.endsWith('[]')) return { type: 'array' };
  if (/^(int|integer|long|number \(integer\))/.test(t)) return { type: 'integer' };
  if (/^(number|double|float|decimal)/.test(t)) return { type: 'number' };
  if (/^bool/.test(t)) return { type: 'boolean' };
  if (/^(object|map|json)/.test(t)) return { type: 'object' };
  return { type: 'string' };
}

const parameter = (where: 'path' | 'query') => (p: Param) => ({
  name: p.name,
  in: where,
  required: where === 'path' ? true : p.required,
  description: p.description,
  schema: jsonSchemaType(p.type),
});

const parseExample = (text?: string) => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The whole REST API as an OpenAPI 3.1 document, generated from the typed frontmatter of the API pages:
 * the same data the reference pages render, so the two never disagree.
 */
export function buildOpenApi(pages: readonly ApiPageInput[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string; description: string; externalDocs: { url: string } }[] = [];
  for (const page of pages) {
    if (!page.api.operations.length) continue;
    tags.push({ name: page.title, description: page.description, externalDocs: { url: `${site.url}${page.href}` } });
    for (const op of page.api.operations) {
      // Several documented operations share one method and path (the catalog's polymorphic POST, for
      // example); OpenAPI allows one per pair, so later ones are folded into the first's description.
      const pathItem = (paths[op.path] ??= {});
      const method = op.method.toLowerCase();
      const existing = pathItem[method] as { description: string } | undefined;
      if (existing) {
        existing.description += `\n\nAlso: ${op.summary}. ${op.description}`;
        continue;
      }
      const body = parseExample(op.requestExample);
      pathItem[method] = {
        operationId: `${page.href.replace(/^\/current\/reference\/api\/?/, '').replace(/[^A-Za-z0-9]+/g, '_')}_${op.id}`.replace(/^_+/, ''),
        summary: op.summary,
        description: [op.description, op.privileges && `Privileges: ${op.privileges}`, op.omittedFields && `Fields left out: ${op.omittedFields}`]
          .filter(Boolean)
          .join('\n\n'),
        tags: [page.title],
        ...(op.deprecated ? { deprecated: true } : {}),
        externalDocs: { url: `${site.url}${page.href}#${op.id}` },
        // The example request in each language, as on the page; `lang` is Redoc's name of each (curl, Python, JavaScript).
        'x-codeSamples': API_SAMPLES.map(({ label, sample }) => ({ lang: label, label, source: sample(op) })),
        parameters: [...op.pathParams.map(parameter('path')), ...op.queryParams.map(parameter('query'))],
        ...(op.body.length || body !== undefined
          ? {
              requestBody: {
                required: op.body.some((b) => b.required),
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: Object.fromEntries(op.body.map((b) => [b.name, { ...jsonSchemaType(b.type), description: b.description }])),
                      required: op.body.filter((b) => b.required).map((b) => b.name),
                    },
                    ...(body !== undefined ? { example: body } : {}),
                  },
                },
              },
            }
          : {}),
        responses: Object.fromEntries(
          op.responses.map((r) => [
            String(r.status),
            {
              description: r.description,
              ...(r.status < 300 && op.responseExample ? { content: { 'application/json': { example: parseExample(op.responseExample) } } } : {}),
            },
          ]),
        ),
      };
    }
  }
  // Paths with template segments must declare every segment as a path parameter.
  for (const [path, item] of Object.entries(paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    for (const op of Object.values(item) as { parameters: { name: string; in: string }[] }[]) {
      for (const name of names) {
        if (!op.parameters.some((p) => p.in === 'path' && p.name === name)) {
          op.parameters.push({ name, in: 'path', required: true, description: `The ${name} of the object.`, schema: { type: 'string' } } as never);
        }
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dremio REST API',
      version: site.version.label,
      description: `The REST API of Dremio ${site.version.label} (software edition). Generated from the API reference of the Dremio documentation.`,
    },
    servers: [{ url: '{hostname}', description: 'Your Dremio coordinator.', variables: { hostname: { default: 'https://dremio.example.com:9047' } } }],
    security: [{ bearerAuth: [] }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal access token or an OAuth access token.' } } },
    tags,
    paths,
  };
}
