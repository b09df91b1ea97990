import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/runtime/site';
import { sitemapEntries } from '@/lib/runtime/versions';

export const dynamic = 'force-static';

/**
 * Current's listed pages, plus those of a frozen version that asks to be indexed under its own URLs (`noIndex: false`
 * and `canonical: "self"` in the versions file); every frozen version also has its own `/<label>/sitemap.xml`.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  // lastmod: the date of the page's last commit, when the build had the history (lib/pipeline/git-dates.ts).
  const indexed = getSite().versions.frozen.filter((f) => !f.noIndex && f.canonical === 'self');
  return [...sitemapEntries(), ...indexed.flatMap((f) => sitemapEntries(f.label))];
}
