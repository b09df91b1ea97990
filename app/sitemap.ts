import type { MetadataRoute } from 'next';
import { getAllPages } from '@/lib/docs';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // lastmod: the date of the page's last commit, when the build had the history (lib/git-dates.ts).
  return getAllPages()
    .filter((p) => !p.frontmatter.unlisted)
    .map((p) => ({ url: `${site.url}${p.href}`, ...(p.lastUpdated ? { lastModified: p.lastUpdated } : {}) }));
}
