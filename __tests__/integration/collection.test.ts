import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePage, MdxCompileError } from '@/lib/collection/compile';
import { collectionFields } from '@/lib/collection/fields';
import { COLLECTION_CACHE, COLLECTION_INDEX } from '@/lib/collection/paths.mjs';
import { hashSources } from '../../scripts/build/cache.mjs';
import { frontmatterSchema } from '@/lib/model/schema';

/**
 * The contract of the contentlayer adapter (lib/collection): contentlayer2 itself runs on a two-page fixture, and
 * the test fails if an upgrade changes what the adapter relies on — where the collection is written, the fields of a
 * compiled document the app reads, the compile call the dev loop shares with the build, the frontmatter export the
 * options remove, and the shape of its cache that the build's copy in .next/cache revalidates (scripts/build/cache.mjs).
 */
const project = resolve(__dirname, '../..');
const PAGES: Record<string, string> = {
  'content/index.mdx':
    '---\nid: index\ntitle: Home\ndescription: The home page of a fixture site for the contentlayer contract test.\nsidebar: softwareSidebar\n---\n\nWelcome.\n',
  'content/guide/setup.mdx': [
    '---',
    'id: guide/setup',
    'title: Set Up',
    'description: A guide page with a section and a code block for the contentlayer contract test.',
    'sidebar: softwareSidebar',
    'keywords:',
    '  - install',
    '---',
    '',
    'Run the query.',
    '',
    '## Install',
    '',
    '```sql',
    'SELECT 1',
    '```',
    '',
  ].join('\n'),
};

let dir = '';
let built: { status: number | null; stderr: string };
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'collection-contract-'));
  for (const [path, source] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  for (const file of ['contentlayer.config.ts', 'package.json', 'tsconfig.json']) copyFileSync(join(project, file), join(dir, file));
  for (const link of ['lib', 'node_modules', 'data']) symlinkSync(join(project, link), join(dir, link));
  // contentlayer takes its working directory from PWD, which the spawning shell set to the project: point it at the fixture.
  const run = spawnSync(join(project, 'node_modules/.bin/contentlayer2'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: dir, PWD: dir },
  });
  built = { status: run.status, stderr: `${run.stdout}\n${run.stderr}` };
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the contentlayer adapter', () => {
  it('declares every frontmatter key of the schema, typed from it', () => {
    const fields = collectionFields() as Record<string, { type: string; required?: boolean; of?: { type: string }; options?: string[] }>;
    expect(Object.keys(fields).sort()).toEqual(Object.keys(frontmatterSchema.shape).sort());
    expect(fields.id).toMatchObject({ type: 'string', required: true });
    expect(fields.sidebar).toMatchObject({ type: 'enum', options: ['softwareSidebar'], required: true });
    expect(fields.sidebar_position).toMatchObject({ type: 'number', required: false });
    expect(fields.unlisted).toMatchObject({ type: 'boolean', required: false, default: false });
    expect(fields.keywords).toMatchObject({ type: 'list', of: { type: 'string' } });
    expect(fields.api).toMatchObject({ type: 'json' });
  });

  it('finds contentlayer writing the collection where the adapter says, with the fields the app reads', () => {
    expect(built.status, built.stderr).toBe(0);
    const docs = JSON.parse(readFileSync(join(dir, COLLECTION_INDEX), 'utf8')) as {
      _raw: { sourceFilePath: string };
      body: { code: string };
      [key: string]: unknown;
    }[];
    expect(docs.map((d) => d._raw.sourceFilePath).sort()).toEqual(['guide/setup.mdx', 'index.mdx']);
    const setup = docs.find((d) => d._raw.sourceFilePath === 'guide/setup.mdx')!;
    expect(setup).toMatchObject({ id: 'guide/setup', title: 'Set Up', sidebar: 'softwareSidebar', keywords: ['install'], unlisted: false });
    expect(typeof setup.body.code).toBe('string');
  });

  it('keeps its cache where the adapter says, one item per page keyed by the modification time the build cache restamps', () => {
    expect(built.status, built.stderr).toBe(0);
    // scripts/build/cache.mjs reads `<COLLECTION_CACHE>/<version>/data-*.json`, keeps an item when its page's bytes are
    // unchanged and sets its `documentHash` to the file's current time, as `hashSources` writes it.
    const sources = hashSources(join(dir, 'content'));
    const items: Record<string, { documentHash: string; hasWarnings: boolean }> = {};
    for (const version of readdirSync(join(dir, COLLECTION_CACHE)))
      for (const name of readdirSync(join(dir, COLLECTION_CACHE, version)).filter((n) => /^data-.*\.json$/.test(n)))
        Object.assign(items, (JSON.parse(readFileSync(join(dir, COLLECTION_CACHE, version, name), 'utf8')) as { cacheItemsMap: typeof items }).cacheItemsMap);
    expect(Object.keys(items).sort()).toEqual(Object.keys(sources).sort());
    for (const [path, item] of Object.entries(items)) expect(item, path).toMatchObject({ documentHash: sources[path]!.mtime, hasWarnings: false });
  });

  it('compiles a page in the dev loop exactly as the build did, without the frontmatter export', async () => {
    const docs = JSON.parse(readFileSync(join(dir, COLLECTION_INDEX), 'utf8')) as { _raw: { sourceFilePath: string }; body: { code: string } }[];
    for (const [path, source] of Object.entries(PAGES)) {
      const fromBuild = docs.find((d) => `content/${d._raw.sourceFilePath}` === path)!.body.code;
      const code = await compilePage(source, path);
      expect(code).toBe(fromBuild);
      expect(code).not.toMatch(/\bfrontmatter\b/);
    }
    expect(await compilePage(PAGES['content/guide/setup.mdx']!, 'content/guide/setup.mdx')).toContain('doc-section');
  });

  it('reports an MDX error with its reason and line', async () => {
    const broken = '---\nid: a\n---\n\nText\n\n<Admonition>never closed\n';
    const error = await compilePage(broken, 'content/a.mdx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MdxCompileError);
    expect((error as MdxCompileError).reason).toMatch(/Admonition|closing|end of file/i);
    expect((error as MdxCompileError).line).toBeGreaterThan(0);
  });
});
