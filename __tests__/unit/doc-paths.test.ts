import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { versions } from '@/lib/model/versions';

/**
 * Every repository path the docs and the code comments name exists: README.md, ARCHITECTURE.md, AUTHORING.md,
 * bench/README.md, every folder's README and every comment of the code. A path is a run of characters that starts
 * with one of the repository's top folders (`lib/`, `app/`, `__tests__/`, `content/`, …), backticked or not. A
 * module path without its extension (`lib/runtime/catalog`) counts as its file. What cannot exist is skipped by the
 * rules of SKIPPED below, each for one form, and nothing else is.
 */

const TOP = [
  'lib',
  'app',
  'components',
  'scripts',
  '__tests__',
  'content',
  'data',
  'eslint',
  'bench',
  'versions',
  'public',
  'generated',
  '.next',
  '.contentlayer',
  '.ci',
  '.github',
];
const PATH = new RegExp(String.raw`(?<![\w@./-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[^\s\`'"(),;:]*)`, 'g');

/** The current label and every frozen one: `versions/<label>/` is what `npm run version:cut` makes for it. */
const labels = [versions.current.label, ...versions.frozen.map((v) => v.label)];

const SKIPPED: { form: string; example: string; test: (path: string) => boolean }[] = [
  { form: 'a placeholder', example: 'content/<path>.mdx', test: (p) => /<[^>]+>/.test(p) },
  { form: 'a glob', example: 'content/reference/api/**.mdx', test: (p) => p.includes('*') },
  { form: 'an elided path', example: 'versions/26.x/content/…', test: (p) => p.includes('…') },
  {
    form: 'what the build, the server or the bench writes (ignored by git)',
    example: 'generated/site.json',
    test: (p) => /^(public|generated|\.next|\.contentlayer|bench\/results)\//.test(p),
  },
  {
    form: "a version's folder, made by npm run version:cut",
    example: 'versions/26.x/content/',
    test: (p) => labels.some((l) => p === `versions/${l}` || p.startsWith(`versions/${l}/`)),
  },
];

const IGNORED_DIRS = new Set(['node_modules', '.next', '.contentlayer', '.git', 'generated', 'public', 'content', 'fixtures', 'results']);
function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name) && !(dir === '.' && entry.name === 'versions')) walk(path, keep, out);
    } else if (keep(entry.name)) out.push(path);
  }
  return out;
}

/** The paths a text names, trailing punctuation and an unbalanced closing bracket taken off. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => {
    let path = m[1]!.replace(/#.*$/, '');
    for (;;) {
      const trimmed = path.replace(/[.»›]+$/, '');
      const unbalanced = trimmed.endsWith(']') && trimmed.split('[').length < trimmed.split(']').length;
      const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
      if (next === path) return path;
      path = next;
    }
  });
}

/** The comments of a source file, by TypeScript's scanner: a `//` or `/*` inside a string is not one. */
function commentsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const out: string[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) if (!seen.has(r.pos) && seen.add(r.pos)) out.push(text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

const exists = (path: string) => ['', '.ts', '.tsx', '.mjs', '.js'].some((ext) => existsSync(join(process.cwd(), path + ext)));

const docs = ['README.md', 'ARCHITECTURE.md', 'AUTHORING.md', ...walk('.', (n) => n === 'README.md').filter((f) => f.includes('/'))];
const code = walk('.', (n) => /\.(ts|tsx|mts|mjs)$/.test(n) && !n.endsWith('.d.ts'));
const named = [
  ...docs.flatMap((file) => pathsIn(readFileSync(file, 'utf8')).map((path) => ({ file, path }))),
  ...code.flatMap((file) => commentsOf(file).flatMap((c) => pathsIn(c).map((path) => ({ file, path })))),
];

describe('paths named in docs and comments', () => {
  it('reads the docs, the folder READMEs and the comments of the code', () => {
    expect(docs).toEqual(expect.arrayContaining(['bench/README.md', 'lib/README.md', 'lib/runtime/README.md', 'app/README.md', 'components/README.md']));
    expect(code).toEqual(expect.arrayContaining(['proxy.ts', 'lib/runtime/files.mjs', 'components/doc-page.tsx', 'eslint/layers.mjs']));
    expect(named.length).toBeGreaterThan(500);
    // Folders named with brackets keep them; a comment's closing bracket does not join the path.
    expect(pathsIn('prerender every route of app/current/[[...slug]] (see app/frozen/[version]).')).toEqual([
      'app/current/[[...slug]]',
      'app/frozen/[version]',
    ]);
    // A URL's path is not a repository path, and a `//` inside a string is not a comment.
    expect(pathsIn('https://github.com/dremio/dremio-oss/tree/master/lib/x and ./lib/y')).toEqual([]);
    expect(commentsOf('eslint.config.mjs').some((c) => c.includes("'.next/**'"))).toBe(false);
  });

  it('skips each form of SKIPPED, and only that form', () => {
    for (const s of SKIPPED) expect(s.test(s.example), s.form).toBe(true);
    for (const real of ['lib/model/url-path.mjs', 'content/admin/index.mdx', 'versions/versions.json', 'app/current/[[...slug]]/page.tsx', 'bench/README.md']) {
      expect(
        SKIPPED.filter((s) => s.test(real)).map((s) => s.form),
        real,
      ).toEqual([]);
    }
    // Every rule is needed: the docs name something of each form.
    for (const s of SKIPPED)
      expect(
        named.some(({ path }) => s.test(path)),
        s.form,
      ).toBe(true);
  });

  it('names only paths that exist', () => {
    const missing = named.filter(({ path }) => !SKIPPED.some((s) => s.test(path)) && !exists(path)).map(({ file, path }) => `${file}: ${path}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
