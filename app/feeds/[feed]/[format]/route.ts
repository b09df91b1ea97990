import { getAllPages } from '@/lib/runtime/docs';
import { FEED_FILES, FEED_FORMATS, FEED_NAMES, type FeedFormat, type FeedName } from '@/lib/model/feeds';
import { renderFeed } from '@/lib/kinds/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every feed in every format, prerendered: `/feeds/releases/rss.xml`, `/feeds/security/atom.xml`, … */
export function generateStaticParams() {
  return FEED_NAMES.flatMap((feed) => FEED_FILES.map((format) => ({ feed, format })));
}

/** One feed (lib/kinds/feeds.ts), from the typed release and bulletin pages. */
export async function GET(_: Request, { params }: { params: Promise<{ feed: string; format: string }> }) {
  const { feed, format } = await params;
  // Next answers any other pair itself (dynamicParams is false); the check keeps the handler whole on its own.
  if (!FEED_NAMES.includes(feed as FeedName) || !FEED_FILES.includes(format as FeedFormat)) return new Response('Not found\n', { status: 404 });
  const pages = getAllPages().map((p) => ({
    id: p.id,
    href: p.href,
    title: p.frontmatter.title,
    description: p.frontmatter.description,
    releases: p.frontmatter.releases,
    bulletin: p.frontmatter.bulletin,
  }));
  return new Response(renderFeed(feed as FeedName, format as FeedFormat, pages), {
    headers: { 'Content-Type': `${FEED_FORMATS[format as FeedFormat]}; charset=utf-8` },
  });
}
