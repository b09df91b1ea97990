import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitDates, parseGitLog } from '@/lib/pipeline/git-dates';

describe('parseGitLog', () => {
  it('keeps the newest date per path, in UTC, whatever order the commits come in', () => {
    const out = ['\u00012024-01-02T10:00:00+02:00', '', 'content/a.mdx', 'content/b.mdx', '\u00012024-03-01T23:30:00-05:00', '', 'content/a.mdx', ''].join('\n');
    expect(Object.fromEntries(parseGitLog(out))).toEqual({ 'content/a.mdx': '2024-03-02T04:30:00Z', 'content/b.mdx': '2024-01-02T08:00:00Z' });
  });
});

/** A repository whose history is made in the test, with fixed author and committer dates. */
describe('gitDates on a real repository', () => {
  const root = mkdtempSync(join(tmpdir(), 'git-dates-'));
  const repo = join(root, 'repo');
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 't@example.com', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    });
  const write = (file: string, text: string) => {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  };
  const commit = (message: string, date: string) => {
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', message], date);
  };

  beforeAll(() => {
    mkdirSync(repo);
    git(repo, ['init', '-q', '-b', 'main']);
    write('site/content/guide.mdx', 'one');
    write('site/content/ref/table.mdx', 'one');
    write('site/content/ünïcode.mdx', 'one');
    write('site/README.md', 'readme');
    commit('first', '2025-01-10T12:00:00Z');
    write('site/content/guide.mdx', 'two');
    commit('edit the guide', '2025-02-20T08:15:00+01:00');
    write('site/README.md', 'not a page');
    commit('readme only', '2025-03-01T00:00:00Z');
    git(repo, ['mv', 'site/content/ref/table.mdx', 'site/content/ref/renamed.mdx']);
    commit('rename', '2025-04-05T09:00:00Z');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dates every file under the folder by its last commit, relative to the site folder', () => {
    const result = gitDates(join(repo, 'site'), 'content');
    expect(result.reason).toBeUndefined();
    expect(Object.fromEntries(result.dates!)).toEqual({
      'content/guide.mdx': '2025-02-20T07:15:00Z',
      // A rename is the last change to the file under its new name.
      'content/ref/renamed.mdx': '2025-04-05T09:00:00Z',
      'content/ref/table.mdx': '2025-01-10T12:00:00Z',
      'content/ünïcode.mdx': '2025-01-10T12:00:00Z',
    });
  });

  it('gives no dates, and the reason, in a shallow clone', () => {
    const clone = join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    const result = gitDates(join(clone, 'site'), 'content');
    expect(result).toEqual({ dates: null, reason: 'shallow clone: the history is incomplete' });
  });

  it('gives no dates, and the reason, outside a repository', () => {
    const plain = join(root, 'no-git', 'site');
    mkdirSync(join(plain, 'content'), { recursive: true });
    writeFileSync(join(plain, 'content', 'guide.mdx'), 'one');
    expect(gitDates(plain, 'content')).toEqual({ dates: null, reason: 'not a git repository' });
  });
});
