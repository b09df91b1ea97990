import type { MetadataRoute } from 'next';
import { getAllPages } from '@/lib/runtime/docs';
import { site } from '@/lib/model/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // lastmod: the date of the page's last commit, when the build had the history (lib/pipeline/git-dates.ts).
  return getAllPages()
    .filter((p) => !p.frontmatter.unlisted)
    .map((p) => ({ url: `${site.url}${p.href}`, ...(p.lastUpdated ? { lastModified: p.lastUpdated } : {}) }));
}
