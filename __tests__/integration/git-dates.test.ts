import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitDates, parseGitLog, platformRepoUrl } from '@/lib/pipeline/git-dates';

/** Runs git in `cwd` as a fixed test user, with `date` as the author and committer date when given. */
const git = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 't@example.com',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });

describe('parseGitLog', () => {
  it('keeps the newest date per path, in UTC, whatever order the commits come in', () => {
    const out = [
      '\u0001aaa 2024-01-02T10:00:00+02:00',
      '',
      'content/a.mdx',
      'content/b.mdx',
      '\u0001bbb 2024-03-01T23:30:00-05:00',
      '',
      'content/a.mdx',
      '',
    ].join('\n');
    expect(Object.fromEntries(parseGitLog(out))).toEqual({ 'content/a.mdx': '2024-03-02T04:30:00Z', 'content/b.mdx': '2024-01-02T08:00:00Z' });
  });

  it('dates nothing by a shallow boundary commit, nor by a commit older than it', () => {
    const out = [
      '\u0001new 2024-05-01T00:00:00Z',
      '',
      'content/a.mdx',
      // A commit of a merged branch, inside the window but older than the boundary of the other branch.
      '\u0001side 2024-02-01T00:00:00Z',
      '',
      'content/b.mdx',
      '\u0001edge 2024-03-01T00:00:00Z',
      '',
      'content/a.mdx',
      'content/b.mdx',
      'content/c.mdx',
    ].join('\n');
    expect(Object.fromEntries(parseGitLog(out, new Set(['edge'])))).toEqual({ 'content/a.mdx': '2024-05-01T00:00:00Z' });
  });
});

describe('platformRepoUrl', () => {
  it('builds the clone URL of the repository a Vercel build names', () => {
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'dremio', VERCEL_GIT_REPO_SLUG: 'docs' })).toBe(
      'https://github.com/dremio/docs.git',
    );
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'gitlab', VERCEL_GIT_REPO_OWNER: 'group/sub', VERCEL_GIT_REPO_SLUG: 'docs' })).toBe(
      'https://gitlab.com/group/sub/docs.git',
    );
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'bitbucket', VERCEL_GIT_REPO_OWNER: 'team', VERCEL_GIT_REPO_SLUG: 'docs.site' })).toBe(
      'https://bitbucket.org/team/docs.site.git',
    );
  });

  it('gives nothing for a missing, unknown or odd value', () => {
    expect(platformRepoUrl({})).toBeUndefined();
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'dremio' })).toBeUndefined();
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'svn', VERCEL_GIT_REPO_OWNER: 'dremio', VERCEL_GIT_REPO_SLUG: 'docs' })).toBeUndefined();
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: '..', VERCEL_GIT_REPO_SLUG: 'docs' })).toBeUndefined();
    expect(platformRepoUrl({ VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'a b', VERCEL_GIT_REPO_SLUG: 'docs' })).toBeUndefined();
  });
});

/** A repository whose history is made in the test, with fixed author and committer dates. */
describe('gitDates on a real repository', () => {
  const root = mkdtempSync(join(tmpdir(), 'git-dates-'));
  const repo = join(root, 'repo');
  const write = (file: string, text: string) => {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  };
  const commit = (message: string, date: string) => {
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', message], date);
  };
  /** A `git clone --depth` of the test repository, as a platform's builder makes it. */
  let clones = 0;
  const shallowClone = (depth: number) => {
    const clone = join(root, `clone-${++clones}`);
    git(root, ['clone', '-q', '--depth', String(depth), `file://${repo}`, clone]);
    expect(git(clone, ['rev-parse', '--is-shallow-repository']).trim()).toBe('true');
    return clone;
  };
  const isShallow = (clone: string) => git(clone, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  /** What a build on the full history gives: the reference every other case must match or leave out. */
  let full: Record<string, string>;
  /** The date of the oldest commit a depth-3 clone holds: no file may get it. */
  const BOUNDARY = '2025-03-15T10:00:00Z';
  // No platform repository in the environment the function reads, whatever the machine running the tests has.
  const env = {};

  beforeAll(() => {
    mkdirSync(repo);
    git(repo, ['init', '-q', '-b', 'main']);
    write('site/content/guide.mdx', 'one');
    write('site/content/ref/table.mdx', 'one');
    write('site/content/ünïcode.mdx', 'one');
    write('site/content/old.mdx', 'one');
    write('site/README.md', 'readme');
    commit('first', '2025-01-10T12:00:00Z');
    write('site/content/guide.mdx', 'two');
    commit('edit the guide', '2025-02-20T08:15:00+01:00');
    write('site/README.md', 'not a page');
    commit('readme only', '2025-03-01T00:00:00Z');
    write('site/content/old.mdx', 'two');
    commit('edit old', BOUNDARY);
    git(repo, ['mv', 'site/content/ref/table.mdx', 'site/content/ref/renamed.mdx']);
    commit('rename', '2025-04-05T09:00:00Z');
    write('site/content/guide.mdx', 'three');
    commit('edit the guide again', '2025-05-01T00:00:00-04:00');
    full = Object.fromEntries(gitDates(join(repo, 'site'), 'content', { env }).dates!);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dates every file under the folder by its last commit, relative to the site folder', () => {
    expect(full).toEqual({
      'content/guide.mdx': '2025-05-01T04:00:00Z',
      'content/old.mdx': BOUNDARY,
      // A rename is the last change to the file under its new name (and the old name is dated by its removal).
      'content/ref/renamed.mdx': '2025-04-05T09:00:00Z',
      'content/ref/table.mdx': '2025-04-05T09:00:00Z',
      'content/ünïcode.mdx': '2025-01-10T12:00:00Z',
    });
  });

  it('deepens a shallow clone from its origin and then dates every file as the full history does', () => {
    const clone = shallowClone(3);
    const result = gitDates(join(clone, 'site'), 'content', { env });
    expect(result.partial).toBeUndefined();
    expect(result.deepened).toMatch(/^origin \(file:\/\//);
    expect(Object.fromEntries(result.dates!)).toEqual(full);
    expect(isShallow(clone)).toBe(false);
  });

  it('with no remote, deepens from the repository it is given (the platform names it) and dates every file', () => {
    const clone = shallowClone(3);
    git(clone, ['remote', 'remove', 'origin']);
    const result = gitDates(join(clone, 'site'), 'content', { env, remote: `file://${repo}` });
    expect(result.partial).toBeUndefined();
    expect(Object.fromEntries(result.dates!)).toEqual(full);
  });

  /** The files a depth-3 clone can date on its own: those changed after its boundary commit. */
  const windowDates = () => Object.fromEntries(Object.entries(full).filter(([, date]) => date > BOUNDARY));

  it('with no remote and no platform repository, dates only the files changed inside the window, and says why', () => {
    const clone = shallowClone(3);
    git(clone, ['remote', 'remove', 'origin']);
    const result = gitDates(join(clone, 'site'), 'content', { env });
    expect(result.partial).toMatch(/no remote named origin/);
    const dates = Object.fromEntries(result.dates!);
    // Every date given is the true one; the boundary's files (old.mdx, changed by the boundary commit itself, and
    // those older than it) are left undated rather than given the clone's date.
    expect(dates).toEqual(windowDates());
    expect(Object.keys(dates).sort()).toEqual(['content/guide.mdx', 'content/ref/renamed.mdx', 'content/ref/table.mdx']);
    expect(Object.values(dates)).not.toContain(BOUNDARY);
    expect(readFileSync(join(clone, '.git/shallow'), 'utf8').trim()).toMatch(/^[0-9a-f]{40}$/);
  });

  it('with an unreachable origin, gives up and dates only what the window shows', () => {
    const clone = shallowClone(3);
    git(clone, ['remote', 'set-url', 'origin', 'http://127.0.0.1:9/nowhere.git']);
    const result = gitDates(join(clone, 'site'), 'content', { env, fetchTimeoutMs: 10_000 });
    expect(result.partial).toMatch(/git fetch from origin \(http:\/\/127\.0\.0\.1:9\/nowhere\.git\) failed/);
    expect(Object.fromEntries(result.dates!)).toEqual(windowDates());
    expect(isShallow(clone)).toBe(true);
  });

  it('with an unreachable platform repository, dates only what the window shows', () => {
    const clone = shallowClone(2);
    git(clone, ['remote', 'remove', 'origin']);
    const result = gitDates(join(clone, 'site'), 'content', { env, remote: `file://${root}/no-such-repo` });
    expect(result.partial).toMatch(/failed/);
    // Depth 2: the rename is the boundary; only the guide's last edit lies inside the window.
    expect(Object.fromEntries(result.dates!)).toEqual({ 'content/guide.mdx': full['content/guide.mdx'] });
  });

  it('gives no dates, and the reason, outside a repository', () => {
    const plain = join(root, 'no-git', 'site');
    mkdirSync(join(plain, 'content'), { recursive: true });
    writeFileSync(join(plain, 'content', 'guide.mdx'), 'one');
    expect(gitDates(plain, 'content')).toEqual({ dates: null, reason: 'not a git repository' });
  });
});

describe('gitDates across a merge', () => {
  const root = mkdtempSync(join(tmpdir(), 'git-dates-merge-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dates a file by the merge that resolved a conflict in it, and a file merged cleanly by its own commit', () => {
    const put = (file: string, text: string, message: string, date: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
      git(root, ['add', '-A']);
      git(root, ['commit', '-q', '-m', message], date);
    };
    git(root, ['init', '-q', '-b', 'main']);
    put('content/select.mdx', 'one\n', 'first', '2025-01-01T00:00:00Z');
    git(root, ['checkout', '-q', '-b', 'branch']);
    put('content/select.mdx', 'branch\n', 'branch edit', '2025-02-01T00:00:00Z');
    put('content/clean.mdx', 'clean\n', 'branch only', '2025-02-02T00:00:00Z');
    git(root, ['checkout', '-q', 'main']);
    put('content/select.mdx', 'main\n', 'main edit', '2025-03-01T00:00:00Z');
    // The merge stops on the conflict in select.mdx; the resolution keeps both lines and is committed later.
    expect(() => git(root, ['merge', '-q', 'branch'])).toThrow();
    writeFileSync(join(root, 'content/select.mdx'), 'main\nbranch\n');
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '--no-edit'], '2025-04-01T00:00:00Z');
    expect(Object.fromEntries(gitDates(root, 'content', { env: {} }).dates!)).toEqual({
      'content/clean.mdx': '2025-02-02T00:00:00Z',
      'content/select.mdx': '2025-04-01T00:00:00Z',
    });
  });
});
