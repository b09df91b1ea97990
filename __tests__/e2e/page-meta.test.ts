import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { formatLastUpdated } from '@/components/page-meta';
import { repoBranch, repoUrl } from '@/lib/model/site';
import { useBrowser } from './use-browser';

const base = inject('baseUrl');
const getBrowser = useBrowser();

/** One page of every kind, with its source file. */
const PAGES: [kind: string, path: string, source: string][] = [
  ['home', '/current/', 'content/index.mdx'],
  ['landing', '/current/admin/', 'content/admin/index.mdx'],
  ['guide', '/current/get-started/docker', 'content/get-started/docker.mdx'],
  ['SQL command', '/current/reference/sql/commands/SELECT-statements', 'content/reference/sql/commands/SELECT-statements.mdx'],
  ['SQL function', '/current/reference/sql/sql-functions/functions/DATE_TRUNC', 'content/reference/sql/sql-functions/functions/DATE_TRUNC.mdx'],
  ['system table', '/current/reference/sql/system-tables/jobs', 'content/reference/sql/system-tables/jobs.mdx'],
  ['API', '/current/reference/api/catalog/', 'content/reference/api/catalog/index.mdx'],
  ['release notes', '/current/release-notes/version-250-release', 'content/release-notes/version-250-release.mdx'],
];

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
/** Whether this checkout has the whole history; a shallow clone or a copy without .git has no dates. */
const fullHistory = (() => {
  try {
    return git(['rev-parse', '--is-shallow-repository']) === 'false';
  } catch {
    return false;
  }
})();
/** The newest committer date of a file, asked of git directly, in UTC: what the build should have written. */
const expectedDate = (source: string) => {
  const dates = git(['log', '--format=%cI', '--', source])
    .split('\n')
    .filter(Boolean)
    .map((d) => Date.parse(d));
  return new Date(Math.max(...dates)).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

describe('edit link and last-updated date on every kind of page, in Chromium', () => {
  it.each(PAGES)('%s (%s)', async (_, path, source) => {
    const page = await getBrowser().newPage();
    await page.goto(base + path);
    const edit = page.getByRole('link', { name: 'Edit this page' });
    expect(await edit.getAttribute('href')).toBe(`${repoUrl()}/edit/${repoBranch()}/${source}`);
    expect(await edit.isVisible()).toBe(true);
    const time = page.locator('main .page-meta time');
    if (fullHistory) {
      const date = expectedDate(source);
      expect(await time.getAttribute('datetime')).toBe(date);
      expect(await page.locator('main .page-meta-updated').textContent()).toBe(`Last updated on ${formatLastUpdated(date)}`);
    } else {
      // Without the history the build must not guess a date.
      expect(await time.count()).toBe(0);
    }
    await page.close();
  });
});

describe('the date in the machine-readable outputs', () => {
  const [, path, source] = PAGES[2]!;
  const id = source.replace(/^content\//, '').replace(/\.mdx$/, '');
  const date = fullHistory ? expectedDate(source) : null;

  it('docs.json lists the pages in id order, the same from one build to the next', async () => {
    const ids = ((await (await fetch(`${base}/current/docs.json`)).json()) as { id: string }[]).map((d) => d.id);
    expect(ids.length).toBeGreaterThan(600);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('docs.json carries lastUpdated for every page', async () => {
    const docs = (await (await fetch(`${base}/current/docs.json`)).json()) as { id: string; lastUpdated: string | null }[];
    expect(docs.find((d) => d.id === id)?.lastUpdated).toBe(date);
    expect(docs.every((d) => d.lastUpdated === null || !Number.isNaN(Date.parse(d.lastUpdated)))).toBe(true);
    if (fullHistory) expect(docs.filter((d) => d.lastUpdated === null)).toEqual([]);
  });

  it('the Markdown export ends with the date', async () => {
    const md = await (await fetch(`${base}${path}.md`)).text();
    if (date) expect(md.trimEnd().endsWith(`Last updated: ${date.slice(0, 10)}`)).toBe(true);
    else expect(md).not.toContain('Last updated:');
  });

  it('the sitemap gives it as lastmod', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const entry = xml.match(new RegExp(`<url>\\s*<loc>[^<]*${path}</loc>([\\s\\S]*?)</url>`))?.[1];
    expect(entry).toBeDefined();
    if (date) expect(entry).toContain(`<lastmod>${date}</lastmod>`);
    else expect(entry).not.toContain('<lastmod>');
  });
});

/** The frontmatter of a page's source. */
const frontmatter = (source: string) => matter(readFileSync(source, 'utf8')).data as { keywords?: string[]; function?: { equivalents?: { name: string }[] } };
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesUnder(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : [],
  );
/** A guide page (outside the reference and the release notes) that lists keywords, when the content has one. */
const guideWithKeywords = sourcesUnder('content').find((f) => !/^content\/(reference|release-notes)\//.test(f) && frontmatter(f).keywords);
const pathOf = (source: string) =>
  `/current/${source
    .replace(/^content\//, '')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '$1')}`;

describe("reader vocabulary: keywords and other dialects' names", () => {
  const pages = [
    'content/reference/sql/commands/create-pipe.mdx',
    'content/reference/index.mdx',
    'content/reference/sql/sql-functions/functions/TO_CHAR.mdx',
    ...(guideWithKeywords ? [guideWithKeywords] : []),
  ];
  it.each(pages)('%s prints its keywords, then its function\'s equivalent names, as <meta name="keywords">', async (source) => {
    const fm = frontmatter(source);
    // Each name once, whatever its case, as first written (MySQL's DATE_FORMAT after Spark's date_format).
    const names = [...(fm.keywords ?? []), ...(fm.function?.equivalents ?? []).map((e) => e.name)];
    const expected = names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i);
    expect(expected.length).toBeGreaterThan(0);
    const page = await getBrowser().newPage();
    await page.goto(base + pathOf(source));
    expect((await page.locator('meta[name="keywords"]').getAttribute('content'))?.split(',')).toEqual(expected);
    await page.close();
    const md = await (await fetch(`${base}${pathOf(source).replace(/\/$/, '/index')}.md`)).text();
    if (fm.keywords) expect(md).toContain(`\n\nKeywords: ${fm.keywords.join(', ')}\n\n`);
  });

  it('prints no keywords meta tag on a page without keywords or equivalents', async () => {
    // Release notes are typed pages found by their names; this one lists no keywords (system tables now do).
    const source = 'content/release-notes/jdbc.mdx';
    expect(frontmatter(source).keywords).toBeUndefined();
    const html = await (await fetch(base + pathOf(source))).text();
    expect(html).not.toContain('name="keywords"');
  });

  it("llms-full.txt carries the same Keywords line as the page's Markdown", async () => {
    const fm = frontmatter('content/reference/sql/commands/create-pipe.mdx');
    expect(await (await fetch(`${base}/llms-full.txt`)).text()).toContain(`Keywords: ${fm.keywords!.join(', ')}`);
  });
});
