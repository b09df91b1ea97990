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
  `---\nid: ${id}\ntitle: ${title}\ndescription: The ${title} page of the fixture site, with a description long enough to pass.\nsidebar: softwareSidebar\nkeywords: [fixture ${title.toLowerCase()} page]\nquestions: ['What is the ${title} page for?', 'Who reads the ${title} page?', 'Where does the ${title} page lead?']\n${extra}---\n\n${body}\n`;

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
/**
 * `check:content` of a fixture's whole current set. A fixture has no frozen versions: the ones this repository's
 * versions file lists (a release day adds one) have their folders here, not in the fixture, so they are left out.
 */
const checkContent = (dir: string) => run(dir, 'check/check-content.ts', '--current-only');

/**
 * What only a subprocess can show: the exit codes of `check:content`, the content step and `npm run build`, the
 * message on stderr, and that a failed build writes nothing. Every content rule's cases (file, line, reason, rule id)
 * are in __tests__/unit/content-check.test.ts, in process; one bad page stands for all of them here.
 */
describe('bad input fails check:content and the build, with the file and the reason, and builds nothing', () => {
  it('builds the valid fixture', () => {
    const dir = fixture();
    const check = checkContent(dir);
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('check:content passed');
    const build = run(dir, 'build/build-content.ts');
    expect(build.status).toBe(0);
    expect(existsSync(join(dir, 'generated/routes.json'))).toBe(true);
    expect(existsSync(join(dir, 'public/current/guide/setup.md'))).toBe(true);
  });

  const brokenLink = (f: Map<string, string>) =>
    f.set(
      'content/guide/tuning.mdx',
      f.get('content/guide/tuning.mdx')!.replace('## Memory', '## Memory\n\nSee [gone](/current/guide/gone).\n\n```sequel\nSELECT 1\n```'),
    );

  /** check:content and the content step both fail with the message, and the build writes nothing. */
  const expectRejected = (dir: string, message: string) => {
    const check = checkContent(dir);
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

  it('a page with a content error', () => {
    expectRejected(fixture(brokenLink), 'content/guide/tuning.mdx:12: broken link "/current/guide/gone"');
  });

  it('check:content --only exits 1 with the issues of the rule it names, and 2 on an argument that is neither a rule nor a path', () => {
    const dir = fixture(brokenLink);
    const links = run(dir, 'check/check-content.ts', '--only', 'link');
    expect(links.status).toBe(1);
    expect(links.stderr).toContain('content/guide/tuning.mdx:12: broken link "/current/guide/gone": no page has that URL (link)');
    expect(links.stderr).not.toContain('sequel');
    const unknown = run(dir, 'check/check-content.ts', '--only', 'links');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--only takes a path under content/ or a rule id');
  });

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
  });

  it('`npm run build` stops at the content step and builds nothing', () => {
    const dir = fixture((f) => f.set('content/guide/tuning.mdx', f.get('content/guide/tuning.mdx')!.replace('title: Tuning\n', '')));
    const build = spawnSync(process.execPath, [join(project, 'scripts/build/build.mjs')], { cwd: dir, encoding: 'utf8' });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('content/guide/tuning.mdx [title]: is required');
    expect(build.stderr).toContain('nothing was built');
    for (const output of ['generated', 'public', CONTENTLAYER_DIR, '.next']) expect(existsSync(join(dir, output))).toBe(false);
  });
});
