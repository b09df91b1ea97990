import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/docs';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPages.filter((p) => !p.frontmatter.unlisted).map((p) => ({ url: `${site.url}${p.href}` }));
}
