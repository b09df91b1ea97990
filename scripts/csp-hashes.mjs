// After `next build`: hash every inline script of every prerendered page, so the server can send a
// Content-Security-Policy that allows exactly those scripts and no others.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = '.next/server/app';
const map = {};
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      const hashes = new Set();
      for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(m[1] ?? '') || !m[2]) continue;
        hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
      }
      map[`/${relative(root, path).replace(/\.html$/, '').split('\\').join('/')}`] = [...hashes];
    }
  }
};
walk(root);
mkdirSync('generated', { recursive: true });
writeFileSync('generated/csp.json', JSON.stringify(map));
console.log(`CSP hashes for ${Object.keys(map).length} prerendered pages.`);
