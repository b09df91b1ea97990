import { describe, expect, it } from 'vitest';
import { feedAlternates, feedHref, feedOfPage } from '@/lib/model/feeds';
import { feedItems, renderFeed, type FeedPage } from '@/lib/kinds/feeds';
import { site } from '@/lib/model/site';

const release = (version: string, date: string, fixed = ['A fix.']) => ({ version, date, new: [], changes: [], fixed, known: [] });
const pages: FeedPage[] = [
  {
    id: 'release-notes/version-260-release',
    href: '/current/release-notes/version-260-release',
    title: '26.x Release Notes',
    description: 'Every 26.x release.',
    releases: [release('26.1.0', '2025-11-01'), release('26.0.10', '2026-01-01', ['Queries with `<` & "quotes" work.']), release('26.0.0', '2025-04-01')],
  },
  {
    id: 'release-notes/arrow-flight-sql-jdbc',
    href: '/current/release-notes/arrow-flight-sql-jdbc',
    title: 'Arrow Flight SQL JDBC Release Notes',
    description: 'd',
    releases: [release('19.0.0', '2026-03-01')],
  },
  {
    id: 'release-notes/arrow-flight-sql-odbc',
    href: '/current/release-notes/arrow-flight-sql-odbc',
    title: 'Arrow Flight SQL ODBC Release Notes',
    description: 'd',
    releases: [release('0.9.7', '2025-08-01')],
  },
  {
    id: 'release-notes/jdbc',
    href: '/current/release-notes/jdbc',
    title: 'Legacy Dremio JDBC Release Notes',
    description: 'd',
    releases: [release('17.0.0', '2021-06-01')],
  },
  {
    id: 'reference/bulletins/2024-01-09-01',
    href: '/current/reference/bulletins/2024-01-09-01',
    title: '2024-01-09-01: A flaw',
    description: 'A flaw.',
    bulletin: { id: '2024-01-09-01', date: '2024-01-09', severity: 'High', cves: ['CVE-2024-1'], affected: ['24.0'], fixed: ['24.1'] },
  },
];

describe('feeds', () => {
  it('lists each release newest first by date, with an absolute link to its anchor', () => {
    const items = feedItems('releases', pages);
    expect(items.map((i) => i.title)).toEqual(['Dremio 26.0.10', 'Dremio 26.1.0', 'Dremio 26.0.0']);
    expect(items[0]!.link).toBe(`${site.url}/current/release-notes/version-260-release#26-0-10`);
    expect(items[0]!.date.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(items[0]!.content).toContain('<li>Queries with &lt; &amp; &quot;quotes&quot; work.</li>');
  });

  it("dates a month-dated release by the month, in its text and at the month's first day as its timestamp", () => {
    const monthly: FeedPage = { ...pages[0]!, releases: [{ ...release('26.1.7', '2026-05'), fixed: [], known: ['A known issue.'] }] };
    const [item] = feedItems('releases', [monthly, ...pages.slice(1)]);
    expect(item!.date.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(item!.description).toBe('Dremio 26.1.7, released May 2026.');
  });

  it('names each driver by its page and lists every bulletin', () => {
    expect(feedItems('drivers', pages).map((i) => i.title)).toEqual([
      'Arrow Flight SQL JDBC 19.0.0',
      'Arrow Flight SQL ODBC 0.9.7',
      'Legacy Dremio JDBC 17.0.0',
    ]);
    const [bulletin] = feedItems('security', pages);
    expect(bulletin).toMatchObject({ title: '2024-01-09-01: A flaw', link: `${site.url}/current/reference/bulletins/2024-01-09-01` });
    expect(bulletin!.content).toContain('CVE: CVE-2024-1');
  });

  it('writes RSS, Atom and JSON Feed with their own URLs and the newest date as the update time', () => {
    const rss = renderFeed('releases', 'rss.xml', pages);
    expect(rss).toContain(`<atom:link href="${site.url}/feeds/releases/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(rss).toContain('<lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>');
    expect(rss.match(/<item>/g)).toHaveLength(3);
    expect(renderFeed('security', 'atom.xml', pages)).toContain('<updated>2024-01-09T00:00:00.000Z</updated>');
    const json = JSON.parse(renderFeed('drivers', 'feed.json', pages)) as {
      feed_url: string;
      items: { url: string; date_published: string; date_modified: string }[];
    };
    expect(json.feed_url).toBe(`${site.url}/feeds/drivers/feed.json`);
    expect(json.items).toHaveLength(3);
    // Each item says when it was published, in every format (JSON Feed readers sort by date_published).
    expect(json.items.every((i) => i.date_published && i.date_published === i.date_modified)).toBe(true);
    expect(renderFeed('security', 'atom.xml', pages)).toContain('<published>2024-01-09T00:00:00.000Z</published>');
  });

  it('refuses to publish a feed whose page is missing', () => {
    expect(() =>
      feedItems(
        'drivers',
        pages.filter((p) => p.id !== 'release-notes/jdbc'),
      ),
    ).toThrow('feed "drivers": page release-notes/jdbc is missing or has no releases');
  });

  it('advertises the releases feed everywhere and a page its own feed', () => {
    expect(feedOfPage('release-notes/jdbc', '/current/release-notes/jdbc', false)).toBe('drivers');
    expect(feedOfPage('reference/bulletins/2024-01-09-01', '/current/reference/bulletins/2024-01-09-01', true)).toBe('security');
    expect(feedOfPage('admin/index', '/current/admin/', false)).toBeUndefined();
    expect(feedAlternates()['application/rss+xml']).toEqual([{ url: feedHref('releases'), title: 'Dremio 26.x releases (RSS)' }]);
    expect(
      feedAlternates({ id: 'reference/bulletins/index', href: '/current/reference/bulletins/', isBulletin: false })['application/atom+xml'].map((l) => l.url),
    ).toEqual(['/feeds/releases/atom.xml', '/feeds/security/atom.xml']);
  });
});
