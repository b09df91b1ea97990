import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabsInlineScript } from '@/lib/http/inline-scripts';
import { nextLabel, versions as repository } from '@/lib/model/versions';
import { axeViolations } from '../e2e/axe';
import { hashSource, inlineScripts } from '../e2e/csp';
import { launchBrowser } from '../e2e/browser';
import { copyRepository } from '../repo-copy';
import { processesIn } from './processes';
import { freePort, startServer } from './serve';

/**
 * Release day, end to end: in a temporary copy of the repository, `npm run version:cut` of current's label (after its
 * refusals), current relabelled the next release with one page changed, one removed and one added, `npm run build`,
 * and then under plain `next start` both versions' pages, Markdown, metadata, switcher, banner, search and MCP; last,
 * `vercel build` of the same copy. The labels come from the repository's versions file, so that the test holds after
 * a real release day too: before the first one it cuts 26.x and relabels current 27.x.
 */
/** The release frozen here: current's label in the versions file. */
const CUT = repository.current.label;
/** The release current becomes: the next one that no version of the file has. */
const NEXT = nextLabel(CUT, [CUT, ...repository.frozen.map((f) => f.label), ...repository.archived.map((a) => a.label)])!;
/** CUT as it is written in a regular expression. */
const CUT_RE = CUT.replace(/\./g, '\\.');
const CHANGED = 'content/admin/index.mdx';
const CHANGED_SENTENCE = `This sentence was written after ${CUT} was cut.`;
const REMOVED = 'content/data-sources/databases/apache-druid.mdx';
const ADDED = 'content/admin/release-day-notes.mdx';
const VERCEL_CLI = 'vercel@59.25.4';

let dir: string;
let base: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
const refusals: { name: string; status: number | null; output: string; unchanged: boolean }[] = [];
/** `npm run check:content` right after the cut, before current has its new label. */
let uncut: { status: number | null; output: string };
/** The date of the copy's first commit: the pages' last change before the cut. */
const FIRST_COMMIT = '2026-01-02T03:04:05Z';
const git = (...args: string[]) => gitWith({}, ...args);
const gitWith = (env: Record<string, string>, ...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.email=docs@example.com', '-c', 'user.name=Docs test', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
const cut = (label: string) => {
  const r = spawnSync('npm', ['run', '--silent', 'version:cut', '--', label], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
};
const versionsFile = () => readFileSync(join(dir, 'versions/versions.json'), 'utf8');
/** A refused cut must leave the versions file and the versions folder as they were. */
function refused(name: string, label: string) {
  const before = versionsFile();
  const frozenBefore = git('status', '--porcelain', '--', 'versions');
  const r = cut(label);
  refusals.push({ name, ...r, unchanged: versionsFile() === before && git('status', '--porcelain', '--', 'versions') === frozenBefore });
}

const ADDED_PAGE = `---
id: admin/release-day-notes
title: Release Day Notes
description: What changed for administrators in the release after ${CUT}, written after the ${CUT} documentation was frozen.
keywords:
  - release day
questions:
  - "What changed for administrators after ${CUT}?"
  - "Where are the release day notes for administrators?"
  - "Is there a page that only the version after ${CUT} has?"
sidebar: softwareSidebar
sidebar_position: 99
---

This page exists only in the current documentation. It was added after the ${CUT} set was frozen, so the frozen version
has no page at this path, and the version switcher must send a reader of this page to the nearest landing page of the
older release instead of to a page that does not exist there. The words on this page are ordinary prose that the
content check accepts: a title, a description of the right length, keywords and a body long enough for a guide page.

## What to check

Read the administration landing page of each release and compare the list of pages it shows. The older release lists
the pages it had on the day it was cut, and the current release lists this page as well. Search in each release finds
the pages of that release only, and the assistant tools read either release when asked for it by its label.
`;

beforeAll(async () => {
  dir = copyRepository('docs-versions-');
  git('init', '-q');
  git('add', '-A');
  gitWith({ GIT_COMMITTER_DATE: FIRST_COMMIT, GIT_AUTHOR_DATE: FIRST_COMMIT }, 'commit', '-qm', 'the site as it is');

  // Refusals first, each leaving everything as it was.
  refused('malformed label', 'banana');
  writeFileSync(join(dir, CHANGED), `${readFileSync(join(dir, CHANGED), 'utf8')}\nUncommitted.\n`);
  refused('uncommitted content', CUT);
  git('checkout', '--', CHANGED);
  const broken = 'content/admin/automated-backups.mdx';
  writeFileSync(join(dir, broken), readFileSync(join(dir, broken), 'utf8').replace(/^title: .*$/m, 'title: ""'));
  git('commit', '-qam', 'a page without a title');
  refused('failing content check', CUT);
  git('revert', '--no-edit', 'HEAD');

  const made = cut(CUT);
  if (made.status !== 0) throw new Error(`version:cut failed:\n${made.output}`);
  // Until current has the next label, the versions file names two versions alike: the check says so.
  const check = spawnSync('npm', ['run', '--silent', 'check:content'], { cwd: dir, encoding: 'utf8' });
  uncut = { status: check.status, output: `${check.stdout}\n${check.stderr}` };
  // Current moves on: relabelled, one page changed, one removed, one added.
  const versions = JSON.parse(versionsFile());
  versions.current.label = NEXT;
  writeFileSync(join(dir, 'versions/versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  writeFileSync(join(dir, CHANGED), `${readFileSync(join(dir, CHANGED), 'utf8').trimEnd()}\n\n${CHANGED_SENTENCE}\n`);
  unlinkSync(join(dir, REMOVED));
  writeFileSync(join(dir, ADDED), ADDED_PAGE);
  git('add', '-A');
  git('commit', '-qm', `cut ${CUT}; current is ${NEXT}`);
  refused('existing label', CUT);

  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  const port = await freePort();
  server = await startServer(join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port)], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } });
  base = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
}, 1_500_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
const text = async (path: string, init?: RequestInit) => {
  const res = await get(path, init);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('version:cut', () => {
  it('refuses a malformed label, uncommitted content, a failing check and a taken label, and changes nothing then', () => {
    expect(refusals.map((r) => r.name)).toEqual(['malformed label', 'uncommitted content', 'failing content check', 'existing label']);
    for (const r of refusals) {
      expect(r.status, r.name).not.toBe(0);
      expect(r.output, r.name).toContain('version:cut refused');
      expect(r.unchanged, r.name).toBe(true);
    }
    expect(refusals[1]!.output).toContain('uncommitted changes');
    expect(refusals[3]!.output).toContain('already exists');
  });

  it('froze every page and the typed data, and listed the version with its default policies', () => {
    expect(existsSync(join(dir, `versions/${CUT}`, REMOVED))).toBe(true);
    expect(existsSync(join(dir, `versions/${CUT}/data/privileges.json`))).toBe(true);
    expect(existsSync(join(dir, `versions/${CUT}`, ADDED))).toBe(false);
    expect(readFileSync(join(dir, `versions/${CUT}`, CHANGED), 'utf8')).not.toContain(CHANGED_SENTENCE);
    // The new version first, then those the file listed already; the archived ones (25.x among them) as they were.
    expect(JSON.parse(versionsFile())).toEqual({
      current: { label: NEXT },
      frozen: [{ label: CUT, route: `/${CUT}`, banner: 'unmaintained', noIndex: true, canonical: 'current', renames: {} }, ...repository.frozen],
      archived: repository.archived,
    });
    expect(repository.archived).toContainEqual({ label: '25.x', url: 'https://docs.dremio.com/25.x/' });
  });

  it('leaves a versions file that check:content refuses, naming the field and the fix, until current has the next label', () => {
    expect(uncut.status, uncut.output).toBe(1);
    expect(uncut.output).toContain(
      `versions/versions.json: "current.label" is "${CUT}", the label of a frozen version: it must differ from every frozen label; ` +
        `set it to the next release, such as ${NEXT} (AUTHORING.md, "Release day")`,
    );
  });
});

describe('two versions under next start', () => {
  it('serves each version its own pages', async () => {
    expect(await text('/current/admin/')).toContain(CHANGED_SENTENCE);
    expect(await text(`/${CUT}/admin/`)).not.toContain(CHANGED_SENTENCE);
    expect((await get('/current/data-sources/databases/apache-druid')).status).toBe(404);
    expect(await text(`/${CUT}/data-sources/databases/apache-druid`)).toContain('Apache Druid');
    expect(await text('/current/admin/release-day-notes')).toContain('Release Day Notes');
    expect((await get(`/${CUT}/admin/release-day-notes`)).status).toBe(404);
    // Current's own label stands for current, until the next cut makes it a frozen version's.
    expect((await get(`/${NEXT}/admin/`)).status).toBe(307);
    expect((await get(`/${NEXT}/admin/`)).headers.get('location')).toBe('/current/admin/');
  });

  it("answers an unknown path under a version's label with the whole static 404 page, not a shell only scripts fill", async () => {
    for (const path of [`/${CUT}/admin/release-day-notes`, `/${CUT}/no/such/page`, `/${CUT}/data-sources/databases/apache-drood`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toMatch(/<main id="content" class="not-found"[^>]*><h1>Page not found<\/h1>/);
      // The sections are there for a reader without scripts.
      expect(html, path).toContain('href="/current/admin/"');
    }
  });

  it('redirects the other spellings within a version', async () => {
    for (const [from, to] of [
      [`/${CUT}`, `/${CUT}/`],
      [`/${CUT.toUpperCase()}/ADMIN/`, `/${CUT}/admin/`],
      [`/${CUT}/admin`, `/${CUT}/admin/`],
      [`/${CUT}/data-sources/databases/Apache-Druid`, `/${CUT}/data-sources/databases/apache-druid`],
    ]) {
      const res = await get(from!);
      expect(res.status, from).toBe(308);
      expect(new URL(res.headers.get('location')!, base).pathname, from).toBe(to);
    }
  });

  it('serves each version as Markdown, by .md and by Accept', async () => {
    const frozen = await text(`/${CUT}/admin/index.md`);
    expect(frozen).toContain('# Administration');
    expect(frozen).not.toContain(CHANGED_SENTENCE);
    // Links into the site are written whole, to the frozen version's own pages.
    expect(frozen).not.toContain('/current/');
    expect(frozen).toContain(`](https://docs.dremio.com/${CUT}/`);
    expect(frozen).toContain(`Source: https://docs.dremio.com/${CUT}/admin/`);
    expect(await text('/current/admin/index.md')).toContain(CHANGED_SENTENCE);
    const negotiated = await get(`/${CUT}/data-sources/databases/apache-druid`, { headers: { Accept: 'text/markdown' } });
    expect(negotiated.headers.get('content-type')).toContain('text/markdown');
    expect(await negotiated.text()).toContain('# Apache Druid');
  });

  it('serves docs.json, version.json, llms.txt and a sitemap per version', async () => {
    const current = JSON.parse(await text('/current/docs.json')) as { id: string }[];
    const frozen = JSON.parse(await text(`/${CUT}/docs.json`)) as { id: string; lastUpdated: string | null }[];
    expect(current.map((d) => d.id)).toContain('admin/release-day-notes');
    expect(current.map((d) => d.id)).not.toContain('data-sources/databases/apache-druid');
    expect(frozen.map((d) => d.id)).toContain('data-sources/databases/apache-druid');
    expect(frozen.map((d) => d.id)).not.toContain('admin/release-day-notes');
    // "Last updated" of a frozen page is its own last change: the commit of the cut.
    expect(frozen.find((d) => d.id === 'admin/index')?.lastUpdated).toMatch(/^\d{4}-/);

    expect(JSON.parse(await text('/current/version.json'))).toMatchObject({ version: 'current', label: NEXT, banner: null, noIndex: false, isLast: true });
    const meta = JSON.parse(await text(`/${CUT}/version.json`));
    expect(meta).toMatchObject({
      pluginId: 'default',
      version: CUT,
      label: CUT,
      banner: 'unmaintained',
      badge: true,
      noIndex: true,
      className: `docs-version-${CUT}`,
      isLast: false,
    });
    expect(JSON.stringify(meta.docsSidebars.softwareSidebar)).toContain(`/${CUT}/data-sources/databases/apache-druid`);

    // llms.txt is an index of the version's own section lists.
    const llms = await text(`/${CUT}/llms.txt`);
    expect(llms).toContain(`/${CUT}/llms/admin.txt`);
    // Every link to a section list is the frozen version's own.
    expect(llms.match(/\/llms\/admin\.txt/g)?.length).toBe(llms.match(new RegExp(`/${CUT_RE}/llms/admin\\.txt`, 'g'))?.length);
    const section = await text(`/${CUT}/llms/admin.txt`);
    expect(section).toContain(`/${CUT}/admin/`);
    // Its heading names the frozen release, not the current one.
    expect(section.split('\n')[0]).toBe(`# Administration (Dremio Documentation, Dremio ${CUT})`);
    expect((await text('/llms/admin.txt')).split('\n')[0]).toBe(`# Administration (Dremio Documentation, Dremio ${NEXT})`);
    // The summary names each version's own release; the OpenAPI line, which links current's description, current's.
    expect(llms).toContain(`> Documentation for Dremio ${CUT}, the self-managed`);
    const currentLlms = await text('/llms.txt');
    expect(currentLlms).toContain(`> Documentation for Dremio ${NEXT}, the self-managed`);
    for (const index of [llms, currentLlms]) expect(index).toContain(`every operation of the Dremio ${NEXT} REST API`);
    const openapi = (await (await get('/openapi.json')).json()) as { info: { version: string; description: string } };
    expect(openapi.info.version).toBe(NEXT);
    expect(openapi.info.description).toContain(`Dremio ${NEXT} (software edition)`);
    // Each home page's title names its release; current's description names current's.
    expect(await text('/current/')).toContain(`<title>Dremio ${NEXT} Documentation</title>`);
    expect(await text(`/${CUT}/`)).toContain(`<title>Dremio ${CUT} Documentation</title>`);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain('/current/admin/release-day-notes');
    expect(sitemap).not.toContain(`/${CUT}/`);
    // The cut asks not to be indexed (its pages say noindex): its own sitemap is valid and offers none of them.
    const frozenSitemap = await text(`/${CUT}/sitemap.xml`);
    expect(frozenSitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(frozenSitemap).not.toContain('<loc>');
  });

  it('marks frozen pages noindex, with a canonical link to the same page in current where it exists', async () => {
    const head = (html: string) => ({
      robots: html.match(/<meta name="robots" content="([^"]*)"/)?.[1],
      canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    });
    expect(head(await text(`/${CUT}/admin/`))).toEqual({ robots: 'noindex, follow', canonical: 'https://docs.dremio.com/current/admin/' });
    expect(head(await text(`/${CUT}/data-sources/databases/apache-druid`))).toEqual({
      robots: 'noindex, follow',
      canonical: `https://docs.dremio.com/${CUT}/data-sources/databases/apache-druid`,
    });
    expect(head(await text('/current/admin/'))).toEqual({ robots: undefined, canonical: 'https://docs.dremio.com/current/admin/' });
  });

  it('shows the banner on frozen pages only, linking to the same page in current or its nearest landing', async () => {
    const banner = (html: string) => html.match(/<div class="version-banner[^"]*" role="note"[^>]*>([\s\S]*?)<\/div>/)?.[1];
    const same = banner(await text(`/${CUT}/admin/`));
    expect(same).toContain(CUT);
    expect(same).toContain('href="/current/admin/"');
    expect(banner(await text(`/${CUT}/data-sources/databases/apache-druid`))).toContain('href="/current/data-sources/databases/"');
    expect(banner(await text('/current/admin/'))).toBeUndefined();
  });

  it("allows every inline script of every frozen page by the page's own policy", async () => {
    const { hrefs } = JSON.parse(readFileSync(join(dir, `generated/versions/${CUT}/routes.json`), 'utf8')) as { hrefs: string[] };
    const blocked: string[] = [];
    let tabGroups = 0;
    for (let i = 0; i < hrefs.length; i += 4)
      await Promise.all(
        hrefs.slice(i, i + 4).map(async (href) => {
          const res = await get(href);
          expect(res.status, href).toBe(200);
          const policy = res.headers.get('content-security-policy') ?? '';
          const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
          for (const { attributes, body } of inlineScripts(await res.text())) {
            if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
            if (nonce && attributes.includes(`nonce="${nonce}"`)) continue;
            if (body === tabsInlineScript) tabGroups++;
            if (!policy.includes(hashSource(body))) blocked.push(`${href}: ${body.slice(0, 80)}`);
          }
        }),
      );
    expect(tabGroups).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
  });

  for (const width of [390, 1024, 1440])
    for (const colorScheme of ['light', 'dark'] as const)
      it(`reads a frozen page in Chromium at ${width} px, ${colorScheme}: banner on screen, a remembered tab before the app's scripts, nothing blocked`, async () => {
        const context = await browser!.newContext({ viewport: { width, height: 900 }, colorScheme });
        const page = await context.newPage();
        const blocked: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/.test(m.text())) blocked.push(m.text());
        });
        try {
          const url = `${base}/${CUT}/deploy-dremio/configuring-kubernetes`;
          await page.goto(url, { waitUntil: 'networkidle' });
          const banner = await page.locator('.version-banner').boundingBox();
          expect(banner && banner.x >= 0 && banner.x + banner.width <= width).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
          await page.locator('.tabs [role="tab"]', { hasText: 'Google Cloud Storage' }).first().click();
          // The remembered tab comes from the inline script: it holds with the app's scripts blocked.
          await page.route('**/_next/static/chunks/**', (route) => route.abort());
          await page.reload({ waitUntil: 'load' });
          expect(await page.locator('.tabs [role="tab"][aria-selected="true"]').first().textContent()).toBe('Google Cloud Storage');
          expect(blocked).toEqual([]);
        } finally {
          await context.close();
        }
      });

  it("serves each diagram's own SVG file of a frozen page under the version", async () => {
    const svgLinks = (html: string) => [...new Set([...html.matchAll(/href="([^"]*\/diagrams\/[0-9a-f]{16}\.svg)"/g)].map((m) => m[1]!))];
    const hrefs = svgLinks(await text(`/${CUT}/what-is-dremio/architecture`));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href.startsWith(`/${CUT}/diagrams/`), href).toBe(true);
      const res = await get(href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toContain('image/svg+xml');
      expect(await res.text(), href).toContain('<svg');
    }
    // Made from the same sources with the same engines, current's files have the same names.
    expect(svgLinks(await text('/current/what-is-dremio/architecture'))).toEqual(hrefs.map((href) => href.replace(`/${CUT}/`, '/')));
  });

  it("keeps a frozen page's own links in its version: function categories, its llms.txt and its MCP page", async () => {
    const frozen = await text(`/${CUT}/reference/sql/sql-functions/functions/ABS`);
    expect(frozen).toContain(`href="/${CUT}/reference/sql/sql-functions/MATH"`);
    expect(frozen).toContain(`href="/${CUT}/llms.txt"`);
    expect(frozen).toContain(`href="/${CUT}/mcp-server#connect-an-assistant-to-this-documentation"`);
    expect(frozen).not.toMatch(/href="\/current\/(reference\/sql\/sql-functions\/MATH|mcp-server)/);
    const current = await text('/current/reference/sql/sql-functions/functions/ABS');
    expect(current).toContain('href="/current/reference/sql/sql-functions/MATH"');
    expect(current).toContain('href="/llms.txt"');
    expect(current).toContain('href="/current/mcp-server#connect-an-assistant-to-this-documentation"');
  });

  it('dates a frozen page by its last change before the cut, not by the cut that copied it', async () => {
    const dated = async (path: string) => (await text(path)).match(/<time[^>]*date[tT]ime="([^"]+)"/)?.[1];
    // The landing was last changed by the first commit; the cut copied it, and the same commit changed current's.
    expect(await dated(`/${CUT}/admin/`)).toBe(FIRST_COMMIT);
    const cutDate = await dated('/current/admin/');
    expect(cutDate! > FIRST_COMMIT).toBe(true);
    // A page changed after the first commit (a title removed, then put back) keeps the date of that last change.
    const backups = await dated(`/${CUT}/admin/automated-backups`);
    expect(backups! > FIRST_COMMIT && backups! <= cutDate!).toBe(true);
    const records = JSON.parse(await text(`/${CUT}/docs.json`)) as { id: string; lastUpdated: string | null }[];
    expect(records.find((d) => d.id === 'admin/index')?.lastUpdated).toBe(FIRST_COMMIT);
  });

  it("names a page's own version in its footer, and links that version's help and release notes", async () => {
    const footer = (html: string) => html.match(/<footer class="footer">([\s\S]*?)<\/footer>/)?.[1]?.replaceAll('<!-- -->', '');
    const frozen = footer(await text(`/${CUT}/admin/`));
    expect(frozen).toContain(`Dremio ${CUT} documentation.`);
    expect(frozen).toContain(`href="/${CUT}/help-support/"`);
    expect(frozen).toContain(`href="/${CUT}/release-notes/"`);
    const current = footer(await text('/current/admin/'));
    expect(current).toContain(`Dremio ${NEXT} documentation.`);
    expect(current).toContain('href="/current/release-notes/"');
  });

  it('points edit links of frozen pages at the frozen files', async () => {
    expect(await text(`/${CUT}/admin/`)).toContain(`/edit/main/versions/${CUT}/content/admin/index.mdx`);
  });

  for (const width of [390, 1440]) {
    it(`switches versions in Chromium at ${width} px: same page, nearest landing, the archive`, async () => {
      const page = await browser!.newPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(`${base}/${CUT}/admin/`);
        const button = page.locator('.version-button');
        expect(await button.textContent()).toContain(CUT);
        // Keyboard: the button opens the menu, Escape closes it and leaves focus on the button.
        await button.focus();
        await page.keyboard.press('Enter');
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        const items = page.locator('#version-menu a');
        expect(await items.allTextContents()).toEqual([
          `${NEXT} (current)`,
          CUT,
          ...repository.frozen.map((f) => f.label),
          ...repository.archived.map((a) => `${a.label} (archived)`),
        ]);
        expect(await page.locator('#version-menu a[aria-current="true"]').textContent()).toBe(CUT);
        expect(await page.locator('#version-menu a', { hasText: '25.x' }).getAttribute('href')).toBe('https://docs.dremio.com/25.x/');
        await page.keyboard.press('Escape');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('version-button');
        // The same page in current.
        await button.click();
        await Promise.all([page.waitForURL(`${base}/current/admin/`), page.locator('#version-menu a', { hasText: NEXT }).click()]);
        // A section's anchor comes along.
        await page.goto(`${base}/${CUT}/admin/#where-to-start`);
        await page.locator('.version-button').click();
        await Promise.all([page.waitForURL(`${base}/current/admin/#where-to-start`), page.locator('#version-menu a', { hasText: NEXT }).click()]);
        // A page current does not have: its nearest landing there.
        await page.goto(`${base}/${CUT}/data-sources/databases/apache-druid`);
        await page.locator('.version-button').click();
        await Promise.all([page.waitForURL(`${base}/current/data-sources/databases/`), page.locator('#version-menu a', { hasText: NEXT }).click()]);
        // A page only current has: the nearest landing of the frozen version.
        await page.goto(`${base}/current/admin/release-day-notes`);
        await page.locator('.version-button').click();
        await Promise.all([page.waitForURL(`${base}/${CUT}/admin/`), page.locator('#version-menu a', { hasText: new RegExp(`^${CUT_RE}$`) }).click()]);
        expect(await page.locator('.version-banner').isVisible()).toBe(true);
      } finally {
        await page.close();
      }
    });
  }

  it('searches the version being read, and another on request', async () => {
    const page = await browser!.newPage({ viewport: { width: 1440, height: 900 } });
    const results = async () => {
      const options = page.locator('[role="listbox"] [role="option"]');
      await options.first().waitFor();
      return options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    };
    try {
      await page.goto(`${base}/${CUT}/admin/`);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('apache druid');
      const frozen = await results();
      expect(frozen[0]).toMatch(new RegExp(`^/${CUT_RE}/data-sources/databases/apache-druid`));
      expect(frozen.every((href) => href.startsWith(`/${CUT}/`))).toBe(true);
      // The visible choice of version: current has no Druid page.
      await page.locator('.search-version select').selectOption({ label: `Dremio ${NEXT} (current)` });
      await page.waitForFunction(() => [...document.querySelectorAll('[role="option"]')].every((a) => a.getAttribute('href')?.startsWith('/current/')));
      expect((await results()).some((href) => href.includes('apache-druid'))).toBe(false);

      await page.goto(`${base}/current/admin/`);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('release day notes');
      const current = await results();
      expect(current[0]).toMatch(/^\/current\/admin\/release-day-notes/);
      expect(current.every((href) => href.startsWith('/current/'))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("serves a frozen version's search page: its canonical spelling, HTML to every Accept, a 400 for a bad address", async () => {
    const html = await text(`/${CUT}/search?q=apache%20druid`);
    expect(html).toContain(`<h1>Search the Dremio ${CUT} documentation</h1>`);
    expect(html).toContain(`action="/${CUT}/search"`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${CUT_RE}/search"`));
    // Current's page names current's label, not the frozen one.
    expect(await text('/current/search')).toContain(`Search the Dremio ${NEXT} documentation: guides`);
    for (const from of [`/${CUT}/search/`, `/${CUT.toUpperCase()}/Search`]) {
      const res = await get(from);
      expect(res.status, from).toBe(308);
      expect(new URL(res.headers.get('location')!, base).pathname, from).toBe(`/${CUT}/search`);
    }
    const negotiated = await get(`/${CUT}/search`, { headers: { Accept: 'text/markdown' } });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get('content-type')).toContain('text/html');
    expect((await get(`/${CUT}/search%`)).status).toBe(400);
    expect((await get(`/${CUT}/search?q=%zz`)).status).toBe(200);
    expect((await get(`/${CUT}/search.md`)).status).toBe(404);
  });

  for (const width of [390, 1024, 1440])
    for (const colorScheme of ['light', 'dark'] as const)
      it(`shows a frozen version's own results on its search page in Chromium at ${width} px, ${colorScheme}`, async () => {
        const context = await browser!.newContext({ viewport: { width, height: 900 }, colorScheme });
        const page = await context.newPage();
        try {
          await page.goto(`${base}/${CUT}/search?q=apache%20druid`);
          await page.locator('.search-page-results li').first().waitFor();
          const hrefs = await page.locator('.search-page-results a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          expect(hrefs[0]).toMatch(new RegExp(`^/${CUT_RE}/data-sources/databases/apache-druid`));
          expect(hrefs.every((href) => href.startsWith(`/${CUT}/`))).toBe(true);
          expect(await page.locator('.version-button').textContent()).toContain(CUT);
          // Without scripts the navbar's search button leads here too.
          expect(await page.locator('.search-trigger').getAttribute('href')).toBe(`/${CUT}/search`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });

  it("goes from a frozen page's search dialog to its search page and on to current's, by keyboard (390 px, dark)", async () => {
    const context = await browser!.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      // The first interaction after a full load: Ctrl+K and the words, at once.
      await page.goto(`${base}/${CUT}/admin/`);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('apache druid');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      const all = page.locator('.search-footer a');
      expect(await all.getAttribute('href')).toBe(`/${CUT}/search?q=apache%20druid`);
      await all.focus();
      await Promise.all([page.waitForURL(`${base}/${CUT}/search?q=apache%20druid`), page.keyboard.press('Enter')]);
      await page.locator('.search-page-results li').first().waitFor();
      expect(await page.locator('.search-page-results a').first().getAttribute('href')).toMatch(new RegExp(`^/${CUT_RE}/data-sources/databases/apache-druid`));
      // New words in the page's box search the same version.
      await page.locator('#search-page-q').fill('kubernetes helm');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}/${CUT}/search?q=kubernetes+helm`);
      await page.locator('.search-status', { hasText: 'for “kubernetes helm”' }).waitFor();
      expect(
        (await page.locator('.search-page-results a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).every((h) =>
          h.startsWith(`/${CUT}/`),
        ),
      ).toBe(true);
      // The version menu carries the words to current's search page.
      const button = page.locator('.version-button');
      await button.focus();
      await page.keyboard.press('Enter');
      const toCurrent = page.locator('#version-menu a', { hasText: NEXT });
      await toCurrent.focus();
      await Promise.all([page.waitForURL(`${base}/current/search?q=kubernetes+helm`), page.keyboard.press('Enter')]);
      await page.locator('.search-page-results li').first().waitFor();
      expect(
        (await page.locator('.search-page-results a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).every((h) =>
          h.startsWith('/current/'),
        ),
      ).toBe(true);
      // A query the version cannot answer: Enter with no result chosen opens the version's search page.
      await page.goto(`${base}/${CUT}/admin/`);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('xqzv wkpj');
      await page.locator('[role="dialog"]', { hasText: 'No results' }).waitFor();
      await Promise.all([page.waitForURL(`${base}/${CUT}/search?q=xqzv%20wkpj`), page.keyboard.press('Enter')]);
      await page.locator('.search-empty', { hasText: 'No results' }).waitFor();
      // Its sections to browse instead are the version's.
      const sections = await page.locator('.search-empty a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.every((href) => href.startsWith(`/${CUT}/`))).toBe(true);
      // The function finder's "Search all pages" link stays in the version.
      await page.goto(`${base}/${CUT}/reference/sql/sql-functions/ALL_FUNCTIONS`);
      await page.locator('#fn-query').fill('date_tr');
      expect(await page.getByRole('link', { name: /Search all pages for/ }).getAttribute('href')).toBe(`/${CUT}/search?q=date_tr`);
    } finally {
      await context.close();
    }
  });

  it("suggests the version's own pages on its 404 page", async () => {
    const page = await browser!.newPage({ viewport: { width: 1440, height: 900 } });
    // The static 404 page is the same for every address: it must hydrate without a mismatch (React error #418).
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      const res = await page.goto(`${base}/${CUT}/data-sources/databases/apache-drood`);
      expect(res?.status()).toBe(404);
      const first = page.locator('.did-you-mean a').first();
      await first.waitFor();
      expect(await first.getAttribute('href')).toBe(`/${CUT}/data-sources/databases/apache-druid`);
      // The way back to the version's home, beside the section links into current.
      expect(await page.locator('.not-found-version a').getAttribute('href')).toBe(`/${CUT}/`);
      expect(await page.locator('.not-found-version').textContent()).toContain(`Dremio ${CUT} documentation`);
      // Its search box searches that version.
      expect(await page.locator('form.not-found-search').getAttribute('action')).toBe(`/${CUT}/search`);
      // Once hydrated, the version menu, the search button and the footer are the version's.
      expect(await page.locator('.version-button').textContent()).toContain(CUT);
      expect(await page.locator('.search-trigger').getAttribute('href')).toBe(`/${CUT}/search`);
      expect(await page.locator('footer.footer').textContent()).toContain(`Dremio ${CUT} documentation`);
      expect(await page.locator('footer.footer a').first().getAttribute('href')).toBe(`/${CUT}/help-support/`);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      // Its home link and section cards lead into the version: a section through the switch, to its landing there.
      expect(await page.getByRole('link', { name: 'Go to the documentation home' }).getAttribute('href')).toBe(`/${CUT}/`);
      await Promise.all([page.waitForURL(`${base}/${CUT}/admin/`), page.locator('.card-list a', { hasText: 'Administration' }).click()]);
    } finally {
      await page.close();
    }
  });

  it("stores a reader's vote and failed search on a frozen page under its version, and that version's report lists them", async () => {
    const context = await browser!.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/${CUT}/admin/`);
      await page.waitForFunction(() => (window as { __searchReady?: boolean }).__searchReady === true, null, { timeout: 45_000 });
      await page.getByRole('button', { name: 'No' }).click();
      await page.locator('.page-feedback-details input[type="checkbox"]').first().check();
      await page.locator('.page-feedback-details textarea').fill('A vote sent from the frozen admin page.');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.locator('.page-feedback-status', { hasText: 'Thank you' }).waitFor();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('qqzzxx vqwk');
      await page.locator('[role="dialog"]', { hasText: 'No results' }).waitFor();
      await page.keyboard.press('Escape');
      // And one on the version's search page.
      await page.goto(`${base}/${CUT}/search?q=${encodeURIComponent('zzwq kvxj')}`);
      await page.locator('.search-empty', { hasText: 'No results' }).waitFor();
      // Leaving the page sends the searches it holds.
      await page.goto(`${base}/${CUT}/`);
    } finally {
      await context.close();
    }
    const report = (version: string) =>
      spawnSync('npx', ['tsx', 'scripts/insights/insights.ts', '--version', version, '--csv'], { cwd: dir, encoding: 'utf8' }).stdout;
    await expect.poll(() => report(CUT), { timeout: 20_000 }).toContain('no-results,qqzzxx vqwk,1');
    await expect.poll(() => report(CUT), { timeout: 20_000 }).toContain('no-results,zzwq kvxj,1');
    const frozen = report(CUT);
    expect(frozen).toMatch(new RegExp(`^page,/${CUT_RE}/admin/,\\d+,\\d+,[1-9]\\d*,.*A vote sent from the frozen admin page\\.`, 'm'));
    const current = report('current');
    expect(current).not.toContain(`/${CUT}/admin/`);
    expect(current).not.toContain('qqzzxx');
    expect(current).not.toContain('zzwq');
  });

  it('answers MCP search_docs and get_page for a version', async () => {
    const client = new Client({ name: 'versions-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
    try {
      const search = async (version?: string) => {
        const res = await client.callTool({ name: 'search_docs', arguments: { query: 'apache druid', limit: 3, ...(version ? { version } : {}) } });
        return (res.structuredContent as { results: { url: string }[] }).results.map((r) => r.url);
      };
      expect((await search(CUT))[0]).toMatch(new RegExp(`/${CUT_RE}/data-sources/databases/apache-druid`));
      expect((await search()).some((url) => url.includes('apache-druid'))).toBe(false);
      const read = async (args: Record<string, string>) => {
        const res = await client.callTool({ name: 'get_page', arguments: args });
        return { error: Boolean(res.isError), text: (res.content as { text: string }[])[0]!.text };
      };
      expect((await read({ page: 'admin/index', version: CUT })).text).not.toContain(CHANGED_SENTENCE);
      expect((await read({ page: 'admin/index' })).text).toContain(CHANGED_SENTENCE);
      expect((await read({ page: `/${CUT}/data-sources/databases/apache-druid`, version: CUT })).text).toContain('# Apache Druid');
      expect((await read({ page: 'data-sources/databases/apache-druid' })).error).toBe(true);
      const unknown = await read({ page: 'admin/index', version: '24.x' });
      expect(unknown).toEqual({ error: true, text: expect.stringContaining('Unknown version "24.x"') });
    } finally {
      await client.close();
    }
  });
});

describe('vercel build of the cut copy', () => {
  it("succeeds and gives the functions the frozen version's files", () => {
    server?.kill();
    server = undefined;
    mkdirSync(join(dir, '.vercel'), { recursive: true });
    writeFileSync(join(dir, '.vercel/project.json'), JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs' } }));
    const env = { ...process.env, CI: '1', VERCEL_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1' };
    const run = spawnSync('npx', ['-y', VERCEL_CLI, 'build', '--yes'], { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const log = `${run.stdout}\n${run.stderr}`;
    expect(run.status, log.slice(-4000)).toBe(0);
    expect(log).toContain(`Frozen version ${CUT}: 700 pages from cache`);
    const files = (fn: string) =>
      Object.keys(JSON.parse(readFileSync(join(dir, '.vercel/output/functions', fn, '.vc-config.json'), 'utf8')).filePathMap as Record<string, string>);
    expect(files('_middleware.func')).toContain(`generated/versions/${CUT}/routes.json`);
    expect(files('mcp.func')).toEqual(expect.arrayContaining([`generated/versions/${CUT}/search-body.json`, `public/${CUT}/admin/index.md`]));
  }, 900_000);
});

describe("a content error in a frozen version's pages", () => {
  it('fails the frozen step with the file, line and reason; a build keeps nothing of it, the dev loop keeps the last good pages and gets the errors', () => {
    const page = `versions/${CUT}/content/acceleration/index.mdx`;
    const site = join(dir, `generated/versions/${CUT}/site.json`);
    const status = 'generated/dev-frozen-status.json';
    const source = readFileSync(join(dir, page), 'utf8');
    const line = source.split('\n').indexOf('## Where to start') + 3;
    const step = (env: Record<string, string> = {}) => {
      const r = spawnSync('npx', ['tsx', 'scripts/build/build-versions.ts'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
      return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
    };
    const devStep = () => step({ DOCS_DEV_FROZEN_STATUS: status });
    const errors = () =>
      (JSON.parse(readFileSync(join(dir, status), 'utf8')) as { errors: { file: string; line?: number; rule: string; message: string }[] }).errors;
    expect(existsSync(site)).toBe(true);
    try {
      writeFileSync(join(dir, page), source.replace('## Where to start', '## Where to start\n\n<Admonition type="note">never closed'));
      const dev = devStep();
      expect(dev.status, dev.output).toBe(1);
      expect(dev.output).toContain(`${page}:${line}: MDX syntax error`);
      expect(dev.output).toContain(`version ${CUT}: the content check failed; nothing was built`);
      // The page's own error first; the rest follow from it (its folder has no index, links to it are broken).
      expect(errors()[0]).toEqual(expect.objectContaining({ file: page, line, rule: 'mdx', message: expect.stringContaining('MDX syntax error') }));
      expect(existsSync(site)).toBe(true);

      const build = step();
      expect(build.status, build.output).toBe(1);
      expect(build.output).toContain(`${page}:${line}: MDX syntax error`);
      expect(existsSync(join(dir, 'generated/versions'))).toBe(false);
    } finally {
      writeFileSync(join(dir, page), source);
    }
    const fixed = devStep();
    expect(fixed.status, fixed.output).toBe(0);
    expect(errors()).toEqual([]);
    expect(existsSync(site)).toBe(true);
  }, 300_000);
});

describe('a build whose compile fails while a frozen version is being made', () => {
  it('fails with the compile error and leaves no step of the build running', () => {
    server?.kill();
    server = undefined;
    // Without its cached output and compiled pages the frozen version takes half a minute to make; the compile fails
    // long before that.
    for (const cache of ['versions', 'version-work']) rmSync(join(dir, '.next/cache/docs', cache), { recursive: true, force: true });
    const layout = join(dir, 'app/layout.tsx');
    writeFileSync(layout, `${readFileSync(layout, 'utf8')}\nexport const broken = ;\n`);
    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // At once: a step still running now would go on writing .next/cache and collide with the next build.
    const left = processesIn(dir);
    const log = `${run.stdout}\n${run.stderr}`;
    expect(run.status, log.slice(-4000)).not.toBe(0);
    expect(log).toContain('app/layout.tsx');
    expect(left).toEqual([]);
  }, 900_000);
});
