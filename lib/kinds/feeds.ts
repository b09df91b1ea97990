import { Feed, type Item } from 'feed';
import { dateStart, releaseAnchor, releaseDateText, releaseKinds } from './releases';
import { inlineText } from '../model/inline-markdown';
import type { BulletinData, Release } from '../model/schema';
import { site } from '../model/site';
import { FEED_FILES, FEEDS, feedHref, type FeedFormat, type FeedName, type FeedSpec } from '../model/feeds';

/** The `feed` package's writer of each format. */
const WRITERS: Record<FeedFormat, (f: Feed) => string> = { 'rss.xml': (f) => f.rss2(), 'atom.xml': (f) => f.atom1(), 'feed.json': (f) => f.json1() };

/**
 * The site's feeds (lib/model/feeds.ts) written by the `feed` package as RSS 2.0, Atom 1.0 and JSON Feed, each
 * built from the typed frontmatter of its pages (`releases:`, `bulletin:`), so a release added to a page is in its
 * feed with nothing else to edit. Every URL in a feed is absolute, from `SITE_URL`.
 */

/** What a feed needs of a page: the typed frontmatter, as the content step parsed it. */
export interface FeedPage {
  id: string;
  href: string;
  title: string;
  description: string;
  releases?: readonly Release[];
  bulletin?: BulletinData;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(inlineText(i))}</li>`).join('')}</ul>`;

function releaseItem(page: FeedPage, release: Release, product: string): Item {
  const link = `${site.url}${page.href}#${releaseAnchor(release.version)}`;
  const sections = releaseKinds.filter(([kind]) => release[kind].length).map(([kind, label]) => `<h3>${label}</h3>${list(release[kind])}`);
  const summary = release.summary ? inlineText(release.summary) : `${product} ${release.version}, released ${releaseDateText(release.date)}.`;
  return {
    title: `${product} ${release.version}`,
    id: link,
    link,
    // Published and last changed on the release's date (JSON Feed readers sort by date_published).
    date: dateStart(release.date),
    published: dateStart(release.date),
    description: summary,
    content: `${release.summary ? `<p>${escapeHtml(summary)}</p>` : ''}${sections.join('')}`,
  };
}

function bulletinItem(page: FeedPage, b: BulletinData): Item {
  const link = `${site.url}${page.href}`;
  const facts = [
    ['Severity', b.severity],
    ['CVE', b.cves.join(', ') || 'None assigned'],
    ['Affected versions', b.affected.join('; ')],
    ['Fixed in', b.fixed.join('; ')],
  ];
  return {
    title: page.title,
    id: link,
    link,
    date: dateStart(b.date),
    published: dateStart(b.date),
    description: page.description,
    content: `<p>${escapeHtml(page.description)}</p><ul>${facts.map(([k, v]) => `<li>${k}: ${escapeHtml(v!)}</li>`).join('')}</ul>`,
  };
}

/** "Arrow Flight SQL JDBC Release Notes" → "Arrow Flight SQL JDBC"; the 26.x page's releases are "Dremio 26.1.7". */
const productOf = (page: FeedPage) => (/^\d/.test(page.title) ? site.product : page.title.replace(/\s*Release Notes$/i, ''));

/**
 * The items of one feed, newest first (ties keep page order). Throws when a page the feed names is missing or has no
 * releases: the build stops rather than publish an empty feed.
 */
export function feedItems(name: FeedName, pages: readonly FeedPage[]): Item[] {
  const spec: FeedSpec = FEEDS[name];
  const items: Item[] = [];
  for (const id of spec.releasePages ?? []) {
    const page = pages.find((p) => p.id === id);
    if (!page?.releases?.length) throw new Error(`feed "${name}": page ${id} is missing or has no releases`);
    items.push(...page.releases.map((r) => releaseItem(page, r, productOf(page))));
  }
  if (spec.bulletins) for (const page of pages) if (page.bulletin) items.push(bulletinItem(page, page.bulletin));
  if (!items.length) throw new Error(`feed "${name}" has no items`);
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.date.getTime() - a.item.date.getTime() || a.i - b.i)
    .map(({ item }) => item);
}

/** One feed in one format, as served. */
export function renderFeed(name: FeedName, format: FeedFormat, pages: readonly FeedPage[]): string {
  const spec: FeedSpec = FEEDS[name];
  const items = feedItems(name, pages);
  const feed = new Feed({
    id: `${site.url}${feedHref(name, 'atom.xml')}`,
    title: spec.title,
    description: spec.description,
    link: `${site.url}${spec.home}`,
    language: 'en',
    // The newest item's date, not the build's: a rebuild with no new release changes nothing a reader polls.
    updated: items[0]!.date,
    generator: false,
    favicon: `${site.url}/icon.svg`,
    feedLinks: Object.fromEntries(FEED_FILES.map((f) => [f === 'rss.xml' ? 'rss' : f === 'atom.xml' ? 'atom' : 'json', `${site.url}${feedHref(name, f)}`])),
  });
  for (const item of items) feed.addItem(item);
  return WRITERS[format](feed);
}
