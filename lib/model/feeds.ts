/**
 * The site's feeds, for readers and feed readers to follow what changes: 26.x releases, driver releases and security
 * bulletins, each served in three formats (lib/kinds/feeds.ts renders them; app/feeds serves them) and advertised by
 * `<link rel="alternate">` in the pages' heads. Free of the `feed` package, so pages may import it.
 */

/** One feed's subject: its title and description, and the pages (doc ids) whose releases or bulletin it lists. */
export interface FeedSpec {
  title: string;
  description: string;
  /** Doc ids of the pages whose `releases:` become items (releases and driver feeds). */
  releasePages?: readonly string[];
  /** Every page with a `bulletin:` becomes an item. */
  bulletins?: true;
  /** The landing page a reader of the feed is sent to. */
  home: string;
}

export const FEEDS = {
  releases: {
    title: 'Dremio 26.x releases',
    description: 'Each Dremio 26.x release with its new features, changes, fixed issues and known issues.',
    releasePages: ['release-notes/version-260-release'],
    home: '/current/release-notes/version-260-release',
  },
  drivers: {
    title: 'Dremio driver releases',
    description: 'Each release of the Arrow Flight SQL JDBC and ODBC drivers and the legacy Dremio JDBC driver.',
    releasePages: ['release-notes/arrow-flight-sql-jdbc', 'release-notes/arrow-flight-sql-odbc', 'release-notes/jdbc'],
    home: '/current/release-notes/',
  },
  security: {
    title: 'Dremio security bulletins',
    description: 'Each Dremio security bulletin: what is affected, how severe it is and which versions fix it.',
    bulletins: true,
    home: '/current/reference/bulletins/',
  },
} as const satisfies Record<string, FeedSpec>;

export type FeedName = keyof typeof FEEDS;
export const FEED_NAMES = Object.keys(FEEDS) as FeedName[];

/** The formats, each at `/feeds/<name>/<file>`, with its media type. */
export const FEED_FORMATS = {
  'rss.xml': 'application/rss+xml',
  'atom.xml': 'application/atom+xml',
  'feed.json': 'application/feed+json',
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;
export const FEED_FILES = Object.keys(FEED_FORMATS) as FeedFormat[];

/** Where a feed is served: `/feeds/releases/rss.xml`. Stable: readers subscribe to these URLs. */
export const feedHref = (name: FeedName, format: FeedFormat = 'rss.xml') => `/feeds/${name}/${format}`;

/** The feed of a page, for its `<link rel="alternate">`: the page is one the feed lists, or the feed's landing page. */
export function feedOfPage(id: string, href: string, isBulletin: boolean): FeedName | undefined {
  return FEED_NAMES.find((name) => {
    const spec: FeedSpec = FEEDS[name];
    return spec.home === href || spec.releasePages?.includes(id) || (spec.bulletins && isBulletin);
  });
}

/** The `<link rel="alternate">` of a page's head: the 26.x releases feed on every page, and the page's own feed (RSS and Atom). */
export function feedAlternates(page?: { id: string; href: string; isBulletin: boolean }) {
  const own = page && feedOfPage(page.id, page.href, page.isBulletin);
  const names: FeedName[] = own && own !== 'releases' ? ['releases', own] : ['releases'];
  return {
    'application/rss+xml': names.map((n) => ({ url: feedHref(n, 'rss.xml'), title: `${FEEDS[n].title} (RSS)` })),
    'application/atom+xml': names.map((n) => ({ url: feedHref(n, 'atom.xml'), title: `${FEEDS[n].title} (Atom)` })),
  };
}
