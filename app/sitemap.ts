import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/runtime/site';
import { sitemapEntries } from '@/lib/runtime/versions';

export const dynamic = 'force-static';

/**
 * Current's listed pages, plus each frozen version's pages that ask to be indexed (`noIndex: false`, and their own
 * canonical: all of them with `canonical: "self"`, those current lacks with `"current"`); every frozen version also
 * has its own `/<label>/sitemap.xml` with the same pages of its own.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  // lastmod: the date of the page's last commit, when the build had the history (lib/pipeline/git-dates.ts).
  return [...sitemapEntries(), ...getSite().versions.frozen.flatMap((f) => sitemapEntries(f.label))];
}
