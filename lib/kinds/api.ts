import type { ApiOperation } from '../model/schema';

/** The placeholder host of every example request; the "your cluster" control replaces it in the reader's browser. */
export const API_HOST = 'https://dremio.example.com:9047';

/** The language an example response is highlighted as: JSON when it reads as a JSON object or array, plain text otherwise. */
export const responseLanguage = (example: string): 'json' | 'text' => (/^\s*[{[]/.test(example) ? 'json' : 'text');

type RequestInput = Pick<ApiOperation, 'method' | 'path' | 'requestExample'>;

/** One example request, the single source of its curl, Python and JavaScript forms. */
export interface ApiRequest {
  method: ApiOperation['method'];
  url: string;
  /** The body as written in the frontmatter: JSON (parsed, when it parses) or a form-encoded string. */
  body?: { type: 'json'; text: string; value?: unknown } | { type: 'form'; text: string };
}

export function apiRequest(op: RequestInput): ApiRequest {
  const text = op.requestExample?.trim();
  const request: ApiRequest = { method: op.method, url: `${API_HOST}${op.path}` };
  if (!text) return request;
  if (!/^[{[]/.test(text)) return { ...request, body: { type: 'form', text } };
  try {
    return { ...request, body: { type: 'json', text, value: JSON.parse(text) as unknown } };
  } catch {
    return { ...request, body: { type: 'json', text } };
  }
}

const contentType = (body: NonNullable<ApiRequest['body']>) => (body.type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded');

/** An example `curl` call for an operation, built from its method, path and request example. */
export function curlExample(op: RequestInput): string {
  const { method, url, body } = apiRequest(op);
  const lines = [`curl -X ${method} '${url}'`, `  -H "Authorization: Bearer $DREMIO_TOKEN"`];
  if (body) {
    lines.push(`  -H 'Content-Type: ${contentType(body)}'`);
    lines.push(`  -d '${body.text.replace(/'/g, `'\\''`)}'`);
  }
  return lines.join(' \\\n');
}

/** A JSON value as a Python literal (`true` → `True`, `null` → `None`), indented by four spaces a level. */
function pythonLiteral(value: unknown, depth: number): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => pad + pythonLiteral(v, depth + 1)).join(',\n')},\n${end}]` : '[]';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, depth + 1)}`).join(',\n')},\n${end}}` : '{}';
  }
  // Strings and numbers: a JSON literal is a valid Python literal.
  return JSON.stringify(value);
}

/** The same request with Python's `requests`; the token comes from the environment, as in the curl call. */
export function pythonExample(op: RequestInput): string {
  const { method, url, body } = apiRequest(op);
  const headers = [
    `"Authorization": f"Bearer {token}"`,
    ...(body && (body.type === 'form' || body.value === undefined) ? [`"Content-Type": "${contentType(body)}"`] : []),
  ];
  const args = [JSON.stringify(url), `headers={${headers.join(', ')}}`];
  if (body?.type === 'json' && body.value !== undefined) args.push(`json=${pythonLiteral(body.value, 1)}`);
  else if (body) args.push(`data=${JSON.stringify(body.text)}`);
  return [
    'import os',
    '',
    'import requests',
    '',
    'token = os.environ["DREMIO_TOKEN"]',
    `response = requests.${method.toLowerCase()}(`,
    ...args.map((a) => `    ${a},`),
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** The same request with `fetch` (Node 18 or later, or a browser); the token comes from the environment. */
export function javascriptExample(op: RequestInput): string {
  const { method, url, body } = apiRequest(op);
  const headers = ['    Authorization: `Bearer ${token}`,', ...(body ? [`    'Content-Type': '${contentType(body)}',`] : [])];
  const init = [...(method === 'GET' ? [] : [`  method: '${method}',`]), '  headers: {', ...headers, '  },'];
  if (body?.type === 'json' && body.value !== undefined) init.push(`  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')}),`);
  else if (body) init.push(`  body: ${jsString(body.text)},`);
  return [
    'const token = process.env.DREMIO_TOKEN;',
    `const response = await fetch(${jsString(url)}, {`,
    ...init,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/**
 * The example request in each language, in tab order: the tab label, the highlighting language, the sample, and
 * where the sample reads the token (which the "your cluster" control replaces with the reader's own, as a literal).
 */
export const API_SAMPLES = [
  { label: 'curl', lang: 'bash', sample: curlExample, token: '$DREMIO_TOKEN' },
  { label: 'Python', lang: 'python', sample: pythonExample, token: 'os.environ["DREMIO_TOKEN"]' },
  { label: 'JavaScript', lang: 'javascript', sample: javascriptExample, token: 'process.env.DREMIO_TOKEN' },
] as const;
