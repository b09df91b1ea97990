import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENTLAYER_DIR } from '@/lib/collection/paths.mjs';

const project = resolve(__dirname, '../..');
const tsx = join(project, 'node_modules/tsx/dist/cli.mjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const WORDS = 'lakehouse coordinator executor reflection catalog iceberg parquet bucket partition snapshot query engine planner'.split(' ');
/** Unique prose for a page, long enough for the length rules (no paragraph repeats across pages). */
const prose = (seed: string) =>
  Array.from(
    { length: 6 },
    (_, p) => Array.from({ length: 50 }, (_, i) => `${WORDS[(i * 7 + p + seed.length) % WORDS.length]}${seed.replace(/\W/g, '')}${p}${i}`).join(' ') + '.',
  ).join('\n\n');

const page = (id: string, title: string, body: string, extra = '') =>
  `---\nid: ${id}\ntitle: ${title}\ndescription: The ${title} page of the fixture site, with a description long enough to pass.\nsidebar: softwareSidebar\nkeywords: [fixture ${title.toLowerCase()} page]\n${extra}---\n\n${body}\n`;

function fixture(change: (files: Map<string, string>) => void = () => undefined): string {
  const files = new Map<string, string>([
    ['content/index.mdx', page('index', 'Home', `${prose('home')}\n\nSee [setup](/current/guide/setup#install).`)],
    ['content/guide/index.mdx', page('guide/index', 'Guide', prose('guide'))],
    ['content/guide/setup.mdx', page('guide/setup', 'Setup', `## Install\n\n${prose('setup')}\n\n\`\`\`sql\nSELECT 1\n\`\`\``)],
    ['content/guide/tuning.mdx', page('guide/tuning', 'Tuning', `## Memory\n\n${prose('tuning')}`)],
  ]);
  change(files);
  const dir = mkdtempSync(join(tmpdir(), 'docs-fixture-'));
  dirs.push(dir);
  for (const [path, source] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const run = (dir: string, script: string, ...args: string[]) =>
  spawnSync(process.execPath, [tsx, join(project, 'scripts', script), ...args], { cwd: dir, encoding: 'utf8' });

describe('bad input fails check:content and the build, with the file and the reason, and builds nothing', () => {
  it('builds the valid fixture', () => {
    const dir = fixture();
    const check = run(dir, 'check/check-content.ts');
    expect(check.stderr + check.stdout).toContain('check:content passed');
    const build = run(dir, 'build/build-content.ts');
    expect(build.status).toBe(0);
    expect(existsSync(join(dir, 'generated/routes.json'))).toBe(true);
    expect(existsSync(join(dir, 'public/current/guide/setup.md'))).toBe(true);
  }, 60_000);

  const cases: [string, (f: Map<string, string>) => void, string][] = [
    [
      'missing title',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('title: Tuning\n', '')),
      'content/guide/tuning.mdx [title]: is required',
    ],
    [
      'a guide page without keywords',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('keywords: [fixture tuning page]\n', '')),
      'content/guide/tuning.mdx:1: frontmatter field "keywords" is required on a guide page',
    ],
    [
      'empty title',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('title: Tuning', 'title: ""')),
      'content/guide/tuning.mdx [title]: must not be empty',
    ],
    [
      'id that does not match the path',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('id: guide/tuning', 'id: guide/tune')),
      'content/guide/tuning.mdx [id]: "guide/tune" does not match the file\'s path',
    ],
    [
      'duplicate id',
      (f) =>
        f.set(
          'content/guide/Tuning.mdx',
          f
            .get('content/guide/tuning.mdx')!
            .replace('id: guide/tuning', 'id: guide/Tuning')
            .replace(/description: (.*)/, 'description: $1 Again.'),
        ),
      'content/guide/Tuning.mdx [id]: duplicate id "guide/Tuning": content/guide/tuning.mdx has "guide/tuning", which differs only in case',
    ],
    [
      'description too long',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace(/description: .*/, `description: ${'x'.repeat(170)}`)),
      'content/guide/tuning.mdx [description]: must be at most 160 characters',
    ],
    [
      'invalid YAML frontmatter',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('title: Tuning', 'title: [Tuning')),
      'content/guide/tuning.mdx:',
    ],
    [
      'MDX syntax error',
      (f) =>
        f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\nAn unclosed <Admonition type="note"> tag.')),
      'content/guide/tuning.mdx:11: MDX syntax error',
    ],
    [
      'unknown component',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\n<Callout>Hi</Callout>')),
      'content/guide/tuning.mdx:11: unknown component <Callout>',
    ],
    [
      'broken internal link',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\nSee [gone](/current/guide/gone).')),
      'content/guide/tuning.mdx:11: broken link "/current/guide/gone"',
    ],
    [
      'broken anchor',
      (f) =>
        f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\nSee [setup](/current/guide/setup#configure).')),
      'content/guide/tuning.mdx:11: broken anchor "/current/guide/setup#configure"',
    ],
    [
      'code block with no language',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\n```\nSELECT 1\n```')),
      'content/guide/tuning.mdx:11: code block has no language',
    ],
    [
      'code block with an unknown language',
      (f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\n```sequel\nSELECT 1\n```')),
      'content/guide/tuning.mdx:11: unknown code-block language "sequel"',
    ],
    [
      'page not reachable from the sidebar',
      (f) => f.set('content/orphans/lost.mdx', page('orphans/lost', 'Lost', prose('lost'))),
      'content/orphans/: folder has pages but neither an index.mdx nor a _category.json',
    ],
  ];

  /** check:content and the content step both fail with the message, and the build writes nothing. */
  const expectRejected = (dir: string, message: string) => {
    const check = run(dir, 'check/check-content.ts');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(message);
    const build = run(dir, 'build/build-content.ts');
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(message);
    expect(build.stderr).toContain('nothing was built');
    expect(existsSync(join(dir, 'generated'))).toBe(false);
    expect(existsSync(join(dir, 'public'))).toBe(false);
    return build;
  };

  it.each(cases)(
    '%s',
    (_, change, message) => {
      expectRejected(fixture(change), message);
    },
    60_000,
  );

  it('check:content --only keeps the issues of one rule or one path, named by id rather than by wording', () => {
    const dir = fixture((f) =>
      f.set(
        'content/guide/tuning.mdx',
        f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\nSee [gone](/current/guide/gone).\n\n```sequel\nSELECT 1\n```'),
      ),
    );
    const links = run(dir, 'check/check-content.ts', '--only', 'link');
    expect(links.status).toBe(1);
    expect(links.stderr).toContain('content/guide/tuning.mdx:11: broken link "/current/guide/gone": no page has that URL (link)');
    expect(links.stderr).not.toContain('sequel');
    const languages = run(dir, 'check/check-content.ts', '--only', 'code-language', '--only', 'content/guide');
    expect(languages.status).toBe(1);
    expect(languages.stderr).toContain('unknown code-block language "sequel"');
    expect(languages.stderr).toContain('(code-language)');
    expect(languages.stderr).not.toContain('broken link');
    const elsewhere = run(dir, 'check/check-content.ts', '--only', 'content/reference');
    expect(elsewhere.status).toBe(0);
    const unknown = run(dir, 'check/check-content.ts', '--only', 'links');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--only takes a path under content/ or a rule id');
  }, 60_000);

  it('a thesaurus entry that maps to a word no page uses fails check:content and the build, which builds nothing', () => {
    const dir = fixture();
    mkdirSync(join(dir, 'data'));
    writeFileSync(
      join(dir, 'data/search-thesaurus.json'),
      JSON.stringify({
        entries: [
          { terms: ['warm up'], means: ['tuning'] },
          { terms: ['speed'], means: ['turbo mode'] },
        ],
      }),
    );
    const build = expectRejected(dir, 'data/search-thesaurus.json [entries.1.means.0]: "turbo mode": no page uses "turbo", "mode"');
    expect(build.stderr).not.toContain('entries.0');
  }, 60_000);

  it.each(cases.slice(0, 4))(
    '%s: `npm run build` stops at the content step and builds nothing',
    (_, change, message) => {
      const dir = fixture(change);
      const build = spawnSync(process.execPath, [join(project, 'scripts/build/build.mjs')], { cwd: dir, encoding: 'utf8' });
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(message);
      expect(build.stderr).toContain('nothing was built');
      for (const output of ['generated', 'public', CONTENTLAYER_DIR, '.next']) expect(existsSync(join(dir, output))).toBe(false);
    },
    60_000,
  );
});
