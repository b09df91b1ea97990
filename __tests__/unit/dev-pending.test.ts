import { describe, expect, it } from 'vitest';
import { contentPendingResponse, needsSiteData, pendingSiteData, PENDING_RETRY_SECONDS } from '@/lib/runtime/dev-pending';
import { SITE_DATA_FILES, versionFiles } from '@/lib/runtime/runtime-data';
import { COLLECTION_INDEX } from '@/lib/collection/paths.mjs';
import { describePlacedIssue, issuePlace } from '@/lib/model/issue-place';

describe('the dev server while the first content build runs', () => {
  it('waits for every site data file, and for nothing once all are written', () => {
    expect(pendingSiteData(() => false)).toEqual(Object.values(SITE_DATA_FILES));
    // The content step writes its files within seconds; contentlayer's collection comes last.
    expect(pendingSiteData((file) => file !== SITE_DATA_FILES.docs)).toEqual([COLLECTION_INDEX]);
    expect(pendingSiteData(() => true)).toEqual([]);
  });

  it("waits for a frozen version's data on that version's pages only", () => {
    const frozen = versionFiles('26.x').site;
    const exists = (file: string) => file !== frozen;
    expect(pendingSiteData(exists, '26.x')).toEqual([frozen]);
    expect(pendingSiteData(exists)).toEqual([]);
    expect(pendingSiteData(() => true, '26.x')).toEqual([]);
  });

  it('holds back pages and data routes, not Next assets nor the dev event route', () => {
    for (const path of ['/current/', '/current/admin/', '/current/docs.json', '/mcp', '/sitemap.xml']) expect(needsSiteData(path), path).toBe(true);
    for (const path of ['/_next/static/chunks/main.js', '/dev/content-events', '/__nextjs_original-stack-frames'])
      expect(needsSiteData(path), path).toBe(false);
  });

  it('answers a browser with a page that refreshes by itself, 503 with Retry-After', async () => {
    const res = contentPendingResponse([COLLECTION_INDEX], 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(PENDING_RETRY_SECONDS));
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain(`<meta http-equiv="refresh" content="${PENDING_RETRY_SECONDS}">`);
    expect(html).toMatch(/<h1>Building the content…<\/h1>/);
    expect(html).toContain(`<code>${COLLECTION_INDEX}</code>`);
    expect(html).not.toContain('<script');
  });

  it('answers anything else in plain text', async () => {
    const res = contentPendingResponse(['generated/headings.json'], 'application/json');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain('generated/headings.json');
  });
});

describe("the dev server when the frozen step failed before it made the version's pages", () => {
  const errors = [
    { file: 'versions/26.x/content/acceleration/index.mdx', line: 12, rule: 'mdx', message: 'MDX syntax error: Expected a closing tag for `<Admonition>`' },
    { file: 'versions/versions.json', rule: 'versions', message: 'label "26.x" is listed twice' },
  ];

  it('names each error with its file, line and rule, escaped, and still refreshes by itself', async () => {
    const res = contentPendingResponse([versionFiles('26.x').site], 'text/html', errors);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toMatch(/<h1>The frozen version could not be built<\/h1>/);
    expect(html).toContain(
      '<code>versions/26.x/content/acceleration/index.mdx:12: MDX syntax error: Expected a closing tag for `&#60;Admonition&#62;` (mdx)</code>',
    );
    expect(html).toContain('<code>versions/versions.json: label &#34;26.x&#34; is listed twice (versions)</code>');
    expect(html).toContain(`<meta http-equiv="refresh" content="${PENDING_RETRY_SECONDS}">`);
    expect(html).not.toContain('Building the content');
    expect(html).not.toContain('<script');
  });

  it('names them in plain text for anything but a browser', async () => {
    const text = await contentPendingResponse([versionFiles('26.x').site], null, errors).text();
    expect(text).toBe(
      'The frozen version could not be built:\nversions/26.x/content/acceleration/index.mdx:12: MDX syntax error: Expected a closing tag for `<Admonition>` (mdx)\n' +
        'versions/versions.json: label "26.x" is listed twice (versions)\n',
    );
  });
});

describe("an error's place, written one way by the check, the waiting page and the overlay", () => {
  it('is the file, then the line and the field when known', () => {
    expect(issuePlace({ file: 'content/admin/index.mdx', line: 3, field: 'title' })).toBe('content/admin/index.mdx:3 [title]');
    expect(issuePlace({ file: 'content/admin/index.mdx', field: 'questions[2]' })).toBe('content/admin/index.mdx [questions[2]]');
    expect(issuePlace({ file: 'versions/versions.json' })).toBe('versions/versions.json');
    expect(describePlacedIssue({ file: 'content/a.mdx', line: 7, message: 'Broken link' })).toBe('content/a.mdx:7: Broken link');
    expect(describePlacedIssue({ file: 'content/a.mdx', line: 7, message: 'Broken link', rule: 'link' })).toBe('content/a.mdx:7: Broken link (link)');
  });
});
