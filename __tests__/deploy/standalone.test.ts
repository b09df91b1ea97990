import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../repo-copy';
import { freePort, startServer } from './serve';

/**
 * A container or plain-Node host gets only `.next/standalone` plus the static assets (`.next/static`, `public`).
 * Build it as such a host would (`npm run build:standalone`, in a clean copy of the repository: a plain
 * `npm run build` writes no standalone output), copy exactly that into an empty folder, far from the project,
 * and serve it: whatever the server reads at run time must have travelled with the traced output.
 */
let project: string;
let dir: string;
let server: ChildProcess | undefined;
let base: string;

beforeAll(async () => {
  project = copyRepository('docs-standalone-build-');
  const build = spawnSync('npm', ['run', 'build:standalone'], { cwd: project, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`npm run build:standalone failed (exit ${build.status}):\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  const output = join(project, '.next/standalone');
  if (!existsSync(join(output, 'server.js'))) throw new Error('npm run build:standalone wrote no .next/standalone/server.js');
  dir = mkdtempSync(join(tmpdir(), 'docs-standalone-'));
  cpSync(output, dir, { recursive: true });
  cpSync(join(project, '.next/static'), join(dir, '.next/static'), { recursive: true });
  cpSync(join(project, 'public'), join(dir, 'public'), { recursive: true });
  const port = await freePort();
  server = await startServer(process.execPath, ['server.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (project) rmSync(project, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });

describe('the standalone output alone', () => {
  it('holds no project source beside the server', () => {
    for (const file of ['content', 'app', 'proxy.ts', 'lib']) expect(existsSync(join(dir, file))).toBe(false);
  });

  it.each(['/current/', '/current/admin/', '/current/reference/sql/sql-functions/functions/DATE_TRUNC', '/current/search'])('serves %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(await res.text()).toMatch(/<h1[^>]*>/);
  });

  it('redirects to canonical URLs and answers unknown pages with 404', async () => {
    const res = await get('/current/admin?tab=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/current/admin/?tab=1');
    expect((await get('/current/no-such-page')).status).toBe(404);
  });

  it('serves the Markdown, by .md and by Accept', async () => {
    const md = await get('/current/mcp-server.md');
    expect(md.headers.get('content-type')).toContain('text/markdown');
    const text = await md.text();
    const negotiated = await get('/current/mcp-server', { headers: { Accept: 'text/markdown' } });
    expect(negotiated.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await negotiated.text()).toBe(text);
  });

  it.each([
    ['/openapi.json', 'application/json', '"openapi"'],
    ['/llms.txt', 'text/plain', '/current/mcp-server.md'],
    ['/current/docs.json', 'application/json', '"softwareSidebar"'],
    ['/sitemap.xml', 'xml', '<loc>'],
  ])('serves %s', async (path, type, needle) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(await res.text()).toContain(needle);
  });

  it('answers a WebSocket upgrade with 400 and closes the socket, and keeps redirects on the site', async () => {
    const exchange = (head: string) =>
      new Promise<{ text: string; closed: boolean }>((resolve) => {
        const { port, hostname } = new URL(base);
        const socket = connect(Number(port), hostname);
        let text = '';
        const timer = setTimeout(() => (socket.destroy(), resolve({ text, closed: false })), 10_000);
        socket.on('data', (d) => (text += d));
        socket.on('close', () => (clearTimeout(timer), resolve({ text, closed: true })));
        socket.on('connect', () => socket.write(`${head}\r\n\r\n`));
      });
    const upgrade = await exchange(
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    );
    expect(upgrade.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(upgrade.closed).toBe(true);
    const redirect = await exchange('GET http://evil.example/current/admin HTTP/1.1\r\nHost: localhost\r\nConnection: close');
    expect(redirect.text).toMatch(/^HTTP\/1\.1 308 /);
    expect(redirect.text).toMatch(/\r\nlocation: \/current\/admin\/\r\n/i);
  });

  it('answers the docs MCP endpoint: search and a page as Markdown', async () => {
    const client = new Client({ name: 'standalone-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
    try {
      const found = await client.callTool({ name: 'search_docs', arguments: { query: 'date_trunc', limit: 3 } });
      expect((found.structuredContent as { results: { url: string }[] }).results[0]?.url).toMatch(/DATE_TRUNC$/);
      const page = await client.callTool({ name: 'get_page', arguments: { page: '/current/admin/' } });
      expect(page.isError).toBeFalsy();
      expect((page.content as { text: string }[])[0]!.text.startsWith('# ')).toBe(true);
    } finally {
      await client.close();
    }
  });
});
