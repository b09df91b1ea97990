import { describe, expect, it } from 'vitest';
import { DEFAULT_REPO_URL, editUrl, repoUrl } from '@/lib/model/site';

describe('edit links', () => {
  it('point at the source file on the default repository and branch', () => {
    expect(editUrl('content/admin/index.mdx', {})).toBe(`${DEFAULT_REPO_URL}/edit/main/content/admin/index.mdx`);
  });

  it('follow REPO_URL and REPO_BRANCH, and escape each path segment', () => {
    const env = { REPO_URL: 'https://github.com/example/docs-fork.git/', REPO_BRANCH: 'release/26.1' };
    expect(editUrl('content/reference/sql/commands/SELECT statements.mdx', env)).toBe(
      'https://github.com/example/docs-fork/edit/release/26.1/content/reference/sql/commands/SELECT%20statements.mdx',
    );
  });

  it('default to the repository a Vercel deployment was built from, unless REPO_URL is set', () => {
    const vercel = { VERCEL_GIT_PROVIDER: 'github', VERCEL_GIT_REPO_OWNER: 'someone', VERCEL_GIT_REPO_SLUG: 'dremio-docs' };
    expect(repoUrl(vercel)).toBe('https://github.com/someone/dremio-docs');
    expect(repoUrl({ ...vercel, REPO_URL: 'https://github.com/dremio/other' })).toBe('https://github.com/dremio/other');
    expect(repoUrl({ ...vercel, VERCEL_GIT_PROVIDER: 'gitlab' })).toBe(DEFAULT_REPO_URL);
  });
});
