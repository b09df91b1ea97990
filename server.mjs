// Production server: Next's request handler behind the few rules Next cannot express per page.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';
import { canonicalLocation, markdownHref, wantsMarkdown } from './lib/canonical.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const { hrefs } = JSON.parse(readFileSync(new URL('./generated/routes.json', import.meta.url), 'utf8'));
const pages = new Set(hrefs);


const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const location = canonicalLocation(url.pathname, pages);
  if (location) {
    res.writeHead(308, { Location: location + url.search });
    res.end();
    return;
  }
  if (pages.has(url.pathname) && (req.method === 'GET' || req.method === 'HEAD') && wantsMarkdown(req.headers.accept)) {
    // The same Markdown as `<page>.md`, for agents that ask for it by content type.
    readFile(new URL(`./public${markdownHref(url.pathname)}`, import.meta.url)).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Length': body.length, Vary: 'Accept' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => handle(req, res),
    );
    return;
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`Dremio docs listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
