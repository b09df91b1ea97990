import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashSource, inlineScripts } from './csp';
import { useBrowser } from './use-browser';

/**
 * What a scanner, a broken client or a mistyped URL sends, against the production server (`next start`): every
 * answer is below 500, and the server still serves a page afterwards.
 *
 * Requests go over a raw socket: fetch and node:http normalise or refuse much of this (dot segments, malformed
 * escapes, control bytes, odd methods), so the bytes below are exactly the bytes the server receives.
 */
const base = new URL(inject('baseUrl'));
const getBrowser = useBrowser();

/** A request: method, target and headers, or `head`, the whole head as sent; `end` closes the sending side after it. */
type Raw = { method?: string; target?: string; headers?: Record<string, string>; body?: Buffer | string; version?: string; head?: string; end?: boolean };

/** Sends one request and resolves with the status code of the answer (0 when the server closed without one). */
function send({ method = 'GET', target = '/', headers = {}, body, version = 'HTTP/1.1', head, end = false }: Raw): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 30 s to ${(head ?? `${method} ${target}`).slice(0, 80)}`));
    }, 30_000);
    const finish = () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve(status ? Number(status[1]) : 0);
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    // A server may answer (413) and close while a huge body is still being written.
    socket.on('error', () => finish());
    socket.on('connect', () => {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
      const lines =
        head ??
        [
          `${method} ${target} ${version}`,
          `Host: ${base.host}`,
          'Connection: close',
          ...(payload && !('Transfer-Encoding' in headers) ? [`Content-Length: ${payload.length}`] : []),
          ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        ].join('\r\n');
      socket.write(Buffer.from(`${lines}\r\n\r\n`, 'latin1'));
      if (payload) socket.write(payload);
      if (end) socket.end();
    });
  });
}

/** Malformed, overlong and truncated percent-encodings, in each kind of route. */
const MALFORMED = [
  '/current/%',
  '/current/admin/%zz',
  '/current/a%2',
  '/current/admin.md%',
  '/current/%zz.md',
  '/current/admin/index.md%2',
  '/%',
  '/%zz',
  '/current/admin/%',
  '/current/search%',
  '/current/search/%zz',
  '/current/docs.json%',
  '/current/version.json%zz',
  '/openapi.json%',
  '/mcp%',
  '/mcp/%zz',
  '/md/current/admin.md%',
  '/md/%',
  '/md/current/%zz.md',
  '/sitemap.xml%',
  '/robots.txt%zz',
  '/llms.txt%',
  '/llms-full.txt%2',
  '/search/meta.json%',
  '/search/%zz',
  '/_next/static/%',
  '/_next/static/chunks/%zz.js',
  '/_next/image?url=%',
  '/current/%C0%AE',
  '/current/%C0%AE%C0%AE/package.json',
  '/current/%E0%80%AF',
  '/current/%E0%80%AE%E0%80%AE%E0%80%AF',
  '/current/%C0%AF',
  '/current/%ff',
  '/current/%fe%ff',
  '/current/%ED%A0%80',
  '/current/%F4%90%80%80',
  '/current/%u002e%u002e/',
  '/current/%%32%65',
  '/current/admin/?q=%',
  '/current/search?q=%zz',
  '/current/docs.json?%=%',
  '/current/?a=%E0%80%AF&b=%',
  '/mcp?x=%',
  '/dev/content-events%',
  '/dev/content-events?x=%zz',
];

/** NUL and control bytes, encoded and raw. */
const CONTROL = [
  '/current/%00',
  '/current/admin%00.md',
  '/current/a%00b',
  '/current/%0d%0aSet-Cookie:%20x=1',
  '/current/%1b[31m',
  '/current/%7f',
  '/current/%0a',
  '/md/current/admin.md%00',
  '/current/\u0000',
  '/current/a\u0001b',
  '/current/\u007f',
  '/current/\u001b',
  '/current/a\tb',
  '/current/\u00e9',
  '/current/\u00ff\u00fe',
];

/** Dot segments in every encoding, aiming at files outside the site. */
const DOTS = [
  '/current/../package.json',
  '/current/../../etc/passwd',
  '/current/%2e%2e/package.json',
  '/current/%2E%2E%2Fpackage.json',
  '/current/.%2e/package.json',
  '/current/%2e./package.json',
  '/current/%252e%252e/package.json',
  '/current/%25252e%25252e/package.json',
  '/current/..%2fpackage.json',
  '/current/..%5cpackage.json',
  '/current/..%5c..%5cpackage.json',
  '/current/..\\package.json',
  '/current\\..\\package.json',
  '/current/%5c..%5cpackage.json',
  '/current/./admin/',
  '/current/%2e/admin/',
  '/current/admin/..',
  '/current/admin/..;/',
  '//etc/passwd',
  '//current//admin/',
  '/md/../package.json',
  '/md/current/..%2f..%2fpackage.json',
  '/md/current/%2e%2e/%2e%2e/package.json.md',
  '/_next/static/..%2f..%2fpackage.json',
  '/_next/static/../../package.json',
  '/search/..%2f..%2fpackage.json',
  '/current/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/current/..%c0%afpackage.json',
  '/current/..%u2215package.json',
];

/** Very long paths and query strings (the server's limit on the request line, and the proxy's on URLs). */
const LONG = [
  `/current/${'a'.repeat(3000)}`,
  `/current/${'a'.repeat(20000)}`,
  `/current/${'x/'.repeat(1500)}`,
  `/current/${'%zz'.repeat(900)}`,
  `/current/admin/?q=${'b'.repeat(3000)}`,
  `/current/admin/?q=${'b'.repeat(70000)}`,
  `/current/search?${'a=1&'.repeat(2000)}`,
  `/current/${'%2e%2e/'.repeat(300)}package.json`,
  `/mcp?${'c'.repeat(5000)}`,
];

const PAGES = [
  '/current/',
  '/current/admin/',
  '/current/mcp-server',
  '/current/admin.md',
  '/current/mcp-server.md',
  '/llms.txt',
  '/search/meta.json',
  '/icon.svg',
];

const cases: { name: string; request: Raw }[] = [
  ...[...MALFORMED, ...CONTROL, ...DOTS, ...LONG].flatMap((target) =>
    ['GET', 'HEAD'].map((method) => ({
      name: `${method} ${JSON.stringify(target.slice(0, 70))}${target.length > 70 ? `… (${target.length} chars)` : ''}`,
      request: { method, target },
    })),
  ),
  // Odd methods.
  ...['TRACE', 'PROPFIND', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'FOO', 'get', 'head', 'post'].flatMap((method) =>
    ['/current/', '/current/%', '/current/admin.md', '/openapi.json', '/search/meta.json', '/llms.txt'].map((target) => ({
      name: `${method} ${target}`,
      request: { method, target },
    })),
  ),
  { name: 'CONNECT to a host', request: { method: 'CONNECT', target: 'example.com:443' } },
  { name: 'CONNECT to the server itself', request: { method: 'CONNECT', target: base.host } },
  { name: 'OPTIONS *', request: { method: 'OPTIONS', target: '*' } },
  { name: 'GET *', request: { target: '*' } },
  { name: 'GET with an absolute URL as target', request: { target: `http://${base.host}/current/%zz` } },
  { name: 'GET with another host in the target', request: { target: 'http://example.com/current/' } },
  { name: 'HTTP/1.0 without Host', request: { head: 'GET /current/% HTTP/1.0' } },
  { name: 'a malformed Host', request: { head: 'GET /current/ HTTP/1.1\r\nHost: a%zz b\r\nConnection: close' } },
  { name: 'an empty Host', request: { head: 'GET /current/admin/ HTTP/1.1\r\nHost:\r\nConnection: close' } },
  { name: 'a request line with no version', request: { head: 'GET /current/' } },
  { name: 'HTTP/9.9', request: { target: '/current/', version: 'HTTP/9.9' } },
  // Broken Accept, Range, If-None-Match and Accept-Encoding headers, on pages, Markdown and static files.
  ...PAGES.flatMap((target) =>
    (<Record<string, string>[]>[
      { Accept: 'text/markdown;q=abc, */*;q=' },
      { Accept: 'text/markdown, %zz/%' },
      { Accept: ';;;,,,/' },
      { Accept: 'text/markdown;q=1', 'Accept-Encoding': 'br;q=abc, gzip;q=' },
      { Range: 'bytes=abc' },
      { Range: 'bytes=999999999-' },
      { Range: 'bytes=5-1' },
      { Range: 'bytes=-0' },
      { Range: `bytes=${'0-1,'.repeat(500)}0-1` },
      { Range: 'lines=1-2' },
      { 'If-None-Match': '"' },
      { 'If-None-Match': 'W/' },
      { 'If-None-Match': `"${'x'.repeat(8000)}"` },
      { 'If-None-Match': '*', 'If-Modified-Since': 'yesterday' },
      { 'If-Range': 'garbage', Range: 'bytes=0-10' },
      // Preconditions Next's file server failed on with a 500.
      { 'If-Match': '"x"' },
      { 'If-Match': '*' },
      { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      { 'If-Unmodified-Since': 'garbage' },
      { 'If-Match': '"x"', 'If-None-Match': '"y"', 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      { 'Accept-Encoding': '*;q=0, identity;q=0' },
      { 'Accept-Encoding': 'gzip;q=NaN, %zz' },
      { 'Accept-Encoding': 'x'.repeat(8000) },
    ]).map((headers) => ({ name: `GET ${target} with ${JSON.stringify(headers).slice(0, 80)}`, request: { target, headers } })),
  ),
  { name: 'Markdown by Accept on a malformed path', request: { target: '/current/%zz', headers: { Accept: 'text/markdown' } } },
  { name: 'Markdown by Accept on a traversal', request: { target: '/current/%2e%2e/package', headers: { Accept: 'text/markdown' } } },
  {
    name: 'the /md route asked directly with Accept: text/markdown',
    request: { target: '/md/current/%2e%2e/%2e%2e/package.json', headers: { Accept: 'text/markdown' } },
  },
  {
    name: 'the /md route with a malformed path and Accept: text/markdown',
    request: { target: '/md/current/admin%zz.md', headers: { Accept: 'text/markdown' } },
  },
];

/** The MCP endpoint: broken JSON, huge bodies, wrong content types, unknown methods, other verbs. */
const MCP_ACCEPT = 'application/json, text/event-stream';
const rpc = (body: string | Buffer, headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: MCP_ACCEPT }): Raw => ({
  method: 'POST',
  target: '/mcp',
  headers,
  body,
});
const mcpCases: { name: string; request: Raw }[] = [
  ...[
    '{',
    '[',
    '',
    'null',
    '"text"',
    '42',
    '[]',
    '{"jsonrpc":"2.0"}',
    '{"jsonrpc":"1.0","id":1,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":{},"method":"tools/list"}',
    '\u0000\u0001',
    '{"a":'.repeat(5000),
  ].map((body) => ({ name: `broken JSON ${JSON.stringify(body.slice(0, 40))}`, request: rpc(body) })),
  { name: 'invalid UTF-8', request: rpc(Buffer.from([0x7b, 0xff, 0xfe, 0xc0, 0xae, 0x7d])) },
  { name: 'an unknown JSON-RPC method', request: rpc('{"jsonrpc":"2.0","id":1,"method":"no/such/method","params":{}}') },
  { name: 'tools/call of an unknown tool', request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope","arguments":{}}}') },
  {
    name: 'tools/call with wrong arguments',
    request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":{"$gt":1}}}}'),
  },
  { name: 'a notification of an unknown method', request: rpc('{"jsonrpc":"2.0","method":"no/such/notification"}') },
  { name: 'a batch of 2000 requests', request: rpc(JSON.stringify(Array.from({ length: 2000 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'ping' })))) },
  { name: 'a 4 MB body with its length', request: rpc(Buffer.alloc(4 * 2 ** 20, 'a')) },
  { name: 'a 4 MB JSON string with its length', request: rpc(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":"${'y'.repeat(4 * 2 ** 20)}"}}`) },
  {
    name: 'a 4 MB chunked body with no length',
    request: {
      method: 'POST',
      target: '/mcp',
      headers: { 'Content-Type': 'application/json', Accept: MCP_ACCEPT, 'Transfer-Encoding': 'chunked' },
      body: `${(4 * 2 ** 20).toString(16)}\r\n${'z'.repeat(4 * 2 ** 20)}\r\n0\r\n\r\n`,
    },
  },
  {
    name: 'a Content-Length that is not a number',
    request: { head: `POST /mcp HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: abc` },
  },
  // The client then closes its side: the server must not wait for the rest forever, nor fail.
  {
    name: 'a Content-Length larger than the body',
    request: {
      head: `POST /mcp HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: ${MCP_ACCEPT}\r\nContent-Length: 10\r\n\r\n{"a"`,
      end: true,
    },
  },
  ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-9', '%zz', ''].map((type) => ({
    name: `Content-Type ${JSON.stringify(type)}`,
    request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { 'Content-Type': type, Accept: MCP_ACCEPT }),
  })),
  { name: 'no Content-Type', request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { Accept: MCP_ACCEPT }) },
  {
    name: 'Accept: text/html only',
    request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { 'Content-Type': 'application/json', Accept: 'text/html' }),
  },
  { name: 'no Accept', request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { 'Content-Type': 'application/json' }) },
  {
    name: 'a bogus session id',
    request: rpc('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { 'Content-Type': 'application/json', Accept: MCP_ACCEPT, 'Mcp-Session-Id': '%zz\u0001' }),
  },
  { name: 'GET /mcp', request: { target: '/mcp' } },
  { name: 'GET /mcp for an event stream', request: { target: '/mcp', headers: { Accept: 'text/event-stream' } } },
  { name: 'HEAD /mcp', request: { method: 'HEAD', target: '/mcp' } },
  { name: 'DELETE /mcp', request: { method: 'DELETE', target: '/mcp' } },
  { name: 'DELETE /mcp with a session id', request: { method: 'DELETE', target: '/mcp', headers: { 'Mcp-Session-Id': 'abc' } } },
  { name: 'PUT /mcp', request: { method: 'PUT', target: '/mcp', headers: { 'Content-Type': 'application/json' }, body: '{}' } },
  { name: 'OPTIONS /mcp', request: { method: 'OPTIONS', target: '/mcp' } },
];

const answers: { name: string; status: number }[] = [];
/** Requests of the asset tests, which find their target at run time. */
let extra = 0;
afterAll(() => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  console.log(
    `hostile input: ${answers.length} requests, ${answers.filter((a) => a.status >= 500).length} answered 5xx; statuses ${JSON.stringify(Object.fromEntries([...counts].sort((a, b) => a[0] - b[0])))}`,
  );
});

describe('hostile input never gets a server error', () => {
  // The server is up and has loaded the app (instrumentation.ts runs then), as after any first request.
  beforeAll(async () => {
    expect((await fetch(new URL('/current/', base))).status).toBe(200);
  });

  it.each([...cases, ...mcpCases.map((c) => ({ ...c, name: `POST-ish /mcp: ${c.name}` }))])('$name', async ({ name, request }) => {
    const status = await send(request);
    answers.push({ name, status });
    // 0: the server's HTTP parser closed the connection on a request it cannot parse, without an answer.
    expect(status === 0 || (status >= 100 && status < 500), `${name} answered ${status}`).toBe(true);
  });

  it('serves a build asset whole whatever its Range header says', async () => {
    const html = await (await fetch(new URL('/current/', base))).text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
    for (const range of ['bytes=abc', 'bytes=99999999-', 'bytes=5-1', 'bytes=0-10', `bytes=${'0-1,'.repeat(300)}0-1`]) {
      const status = await send({ target: asset, headers: { Range: range } });
      answers.push({ name: `GET ${asset} with Range ${range.slice(0, 20)}`, status });
      expect(status, range).toBe(200);
    }
  });

  it('serves a build asset whatever its preconditions say, and answers other methods on it with 405', async () => {
    const html = await (await fetch(new URL('/current/', base))).text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
    const preconditions: Record<string, string>[] = [
      { 'If-Match': '"x"' },
      { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      { 'If-Match': '*', 'If-Unmodified-Since': 'x' },
    ];
    for (const headers of preconditions) {
      const status = await send({ target: asset, headers });
      answers.push({ name: `GET ${asset} with ${JSON.stringify(headers)}`, status });
      expect([200, 412], JSON.stringify(headers)).toContain(status);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const status = await send({ method, target: asset, headers: { 'Content-Type': 'text/plain' }, body: 'x' });
      answers.push({ name: `${method} ${asset}`, status });
      expect(status, method).toBe(405);
    }
    extra += preconditions.length + 6;
  });

  it('answers malformed percent-encoding with 400 (or 404), never 500', async () => {
    for (const target of ['/current/%', '/current/admin/%zz', '/current/a%2', '/current/admin.md%']) {
      for (const method of ['GET', 'HEAD']) expect([400, 404], `${method} ${target}`).toContain(await send({ method, target }));
    }
  });

  it('tells a reader in Chromium why a malformed or overlong address is refused (390 px)', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      for (const [path, status, title] of [
        ['/current/admin/%zz', 400, 'This address is malformed'],
        [`/current/search?q=${'a'.repeat(2100)}`, 414, 'This address is too long'],
      ] as const) {
        const res = await page.goto(new URL(path, base).href);
        expect(res?.status(), path.slice(0, 40)).toBe(status);
        expect(await page.locator('h1').textContent()).toBe(title);
        await page.getByRole('link', { name: 'Go to the documentation home' }).click();
        await page.waitForURL(new URL('/current/', base).href);
      }
    } finally {
      await context.close();
    }
  });

  it('still serves a page after the whole batch', async () => {
    // Every request of the batch above (the cases, five asset ranges and the other asset requests) has been answered.
    expect(answers.length).toBe(cases.length + mcpCases.length + 5 + extra);
    const res = await fetch(new URL('/current/', base));
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<h1[^>]*>/);
  });
});

/** An answer read to its end: status, headers (names in lower case), body, and whether the server closed the socket. */
type Answer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/** A chunked body's data. */
function unchunk(raw: string): string {
  let body = '';
  for (let at = 0; ;) {
    const eol = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, eol), 16);
    if (!(size > 0)) return body;
    body += raw.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

/**
 * Sends `head` (and `body`) as it is and reads until the server closes the socket or `wait` ms pass: a server that
 * answers and closes gives `closed: true`.
 */
function converse(head: string, { body = '', wait = 10_000 }: { body?: string; wait?: number } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [line = '', ...fields] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const field of fields) {
        const colon = field.indexOf(':');
        const name = field.slice(0, colon).toLowerCase();
        headers[name] = headers[name] ? `${headers[name]}, ${field.slice(colon + 1).trim()}` : field.slice(colon + 1).trim();
      }
      const raw = rest.join('\r\n\r\n');
      const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(line)?.[1] ?? 0), headers, body, closed });
    };
    const timer = setTimeout(() => finish(false), wait);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(`${head}\r\n\r\n${body}`));
  });
}

/** A request head with the server's Host and, unless `keepOpen`, `Connection: close`. */
const headOf = (line: string, headers: Record<string, string> = {}) =>
  [line, `Host: ${base.host}`, ...Object.entries({ Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`)].join('\r\n');

const expectSecurityHeaders = (answer: Answer, what: string) => {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
};

describe('no request holds a socket the server does not answer', () => {
  const websocket = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };

  it.each(['/', '/no-such-page', '/current/admin/', '/_next/foo', '/_next/webpack-hmr', '/_next/static/chunks/x.js', '/_next/image', '/mcp'])(
    'answers a WebSocket upgrade to %s with 400 and closes the socket',
    async (target) => {
      const answer = await converse(headOf(`GET ${target} HTTP/1.1`, websocket));
      expect(answer.status).toBe(400);
      expect(answer.closed).toBe(true);
      expectSecurityHeaders(answer, target);
    },
  );

  it('answers an h2c upgrade with 400 and closes the socket', async () => {
    const answer = await converse(
      headOf('GET /current/admin/ HTTP/1.1', { Connection: 'Upgrade, HTTP2-Settings', Upgrade: 'h2c', 'HTTP2-Settings': 'AAMAAABkAAQAoAAAAAIAAAAA' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.closed).toBe(true);
  });

  it.each(['text/event-stream', 'application/json, text/event-stream', '*/*'])('answers GET /mcp (Accept: %s) with 405 and ends the answer', async (accept) => {
    const answer = await converse(headOf('GET /mcp HTTP/1.1', { Accept: accept }));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toMatch(/\bPOST\b/);
    expect(answer.closed).toBe(true);
  });
});

describe('redirects stay on the site', () => {
  it.each([
    'http://evil.example/current/admin',
    'http://evil.example/current/admin?tab=1',
    'https://evil.example/current/ADMIN/',
    'http://evil.example/',
    'http://evil.example',
    'http://evil.example/current/developer/mcp-server',
    `http://evil.example:${base.port}/current`,
  ])('redirects the absolute-form target %s to a path of this site', async (target) => {
    const answer = await converse(headOf(`GET ${target} HTTP/1.1`));
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.location).toMatch(/^\/(?!\/)/);
  });

  it('redirects a request with another Host to a path, not to that host', async () => {
    const answer = await converse(['GET /current/admin HTTP/1.1', 'Host: evil.example', 'Connection: close'].join('\r\n'));
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/current/admin/');
  });
});

describe('every answer carries the security headers', () => {
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  it.each([
    ['GET /', 307],
    ['GET /current/developer/mcp-server', 308],
    [`GET /_next/data/${buildId}/index.json`, 307],
    ['GET /_next/data/x/y.json', 404],
    [`GET /_next/data/${buildId}/current/no-such-page.json`, 404],
    ['GET /_next/image?url=/icon.svg&w=64&q=75', 404],
    ['GET /_next/image', 404],
    ['GET /_next/static/no-such-file.js', 404],
    ['GET /current/no-such-page', 404],
    ['GET /no-such-file.md', 404],
    ['GET /mcp', 405],
    ['TRACE /current/', 405],
    ['OPTIONS *', 400],
    ['GET /current/%zz', 400],
  ])('%s (%s)', async (line, status) => {
    const answer = await converse(headOf(`${line} HTTP/1.1`));
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, line);
  });
});

describe('the image optimizer is off', () => {
  it.each(['/icon.svg', '/current/admin.md', `http://${base.host}/icon.svg`, 'http://169.254.169.254/latest/meta-data/'])(
    'answers /_next/image for %s with 404, and fetches nothing',
    async (url) => {
      const answer = await converse(headOf(`GET /_next/image?url=${encodeURIComponent(url)}&w=64&q=75 HTTP/1.1`, { Accept: 'image/webp,*/*' }));
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/^image\//);
    },
  );
});

describe('a page and its Markdown share a URL', () => {
  it.each(['/current/admin/', '/current/mcp-server', '/current/reference/sql/sql-functions/functions/DATE_TRUNC'])(
    'sends Vary: Accept with the HTML of %s, which a shared cache keeps',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const html = await converse(headOf(`${method} ${path} HTTP/1.1`, { Accept: 'text/html' }));
        expect(html.headers['content-type']).toContain('text/html');
        expect(html.headers.vary, `${method} ${path}`).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
      }
      const markdown = await converse(headOf(`GET ${path} HTTP/1.1`, { Accept: 'text/markdown' }));
      expect(markdown.headers['content-type']).toContain('text/markdown');
      expect(markdown.headers.vary).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
    },
  );
});

describe('a forged draft-mode cookie', () => {
  it('changes nothing: the page gets its own hash-only policy, which allows every inline script it has', async () => {
    const plain = await converse(headOf('GET /current/get-started/ HTTP/1.1'));
    const forged = await converse(headOf('GET /current/get-started/ HTTP/1.1', { Cookie: '__prerender_bypass=forged' }));
    expect(forged.status).toBe(200);
    expect(forged.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    const scripts = inlineScripts(forged.body)
      .map((script) => script.body)
      .filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(forged.headers['content-security-policy']).toContain(hashSource(script));
  });
});

describe('MCP answers stay small', () => {
  /** The page with the longest Markdown, as a path get_page accepts (`/current/….md`). */
  const longest = (() => {
    const files: { path: string; size: number }[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.md')) files.push({ path, size: statSync(path).size });
      }
    };
    walk('public/current');
    return files.sort((a, b) => b.size - a.size)[0]!.path.slice('public'.length);
  })();
  const read = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_page', arguments: { page: longest } } });
  const post = (message: unknown) => {
    const body = JSON.stringify(message);
    return converse(
      headOf('POST /mcp HTTP/1.1', { 'Content-Type': 'application/json', Accept: MCP_ACCEPT, 'Content-Length': String(Buffer.byteLength(body)) }),
      { body },
    );
  };

  it('answers one read of the longest page', async () => {
    const answer = await post(read(1));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"result"');
  });

  it('refuses a batch of more than 10 messages, without reading a page', async () => {
    const answer = await post(Array.from({ length: 100 }, (_, id) => read(id)));
    expect(answer.status).toBe(400);
    expect(answer.body.length).toBeLessThan(1024);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: expect.stringMatching(/10/) } });
  });

  it('refuses an answer over 256 KiB, however it was asked for', async () => {
    const answer = await post(Array.from({ length: 10 }, (_, id) => read(id)));
    expect(answer.status).toBe(413);
    expect(answer.body.length).toBeLessThan(1024);
    // A batch within both limits is answered.
    const pings = await post(Array.from({ length: 10 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'ping' })));
    expect(pings.status).toBe(200);
  });
});
