import type { ApiOperation } from '../model/schema';

export const API_HOST = 'https://dremio.example.com:9047';

/** The language an example response is highlighted as: JSON when it reads as a JSON object or array, plain text otherwise. */
export const responseLanguage = (example: string): 'json' | 'text' => (/^\s*[{[]/.test(example) ? 'json' : 'text');

/** An example `curl` call for an operation, built from its method, path and request example. */
export function curlExample(op: Pick<ApiOperation, 'method' | 'path' | 'requestExample'>): string {
  const lines = [`curl -X ${op.method} '${API_HOST}${op.path}'`, `  -H "Authorization: Bearer $DREMIO_TOKEN"`];
  const body = op.requestExample?.trim();
  if (body) {
    const isJson = /^[{[]/.test(body);
    lines.push(`  -H 'Content-Type: ${isJson ? 'application/json' : 'application/x-www-form-urlencoded'}'`);
    lines.push(`  -d '${body.replace(/'/g, `'\\''`)}'`);
  }
  return lines.join(' \\\n');
}
