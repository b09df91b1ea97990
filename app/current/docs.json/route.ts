import { getAllPages } from '@/lib/runtime/docs';

export const dynamic = 'force-static';

/** Every doc record of the spec: id, title, description, sidebar; and lastUpdated (ISO 8601, or null when the build had no git history). */
export function GET() {
  return Response.json(
    getAllPages().map((p) => ({
      id: p.id,
      title: p.frontmatter.title,
      description: p.frontmatter.description,
      sidebar: p.frontmatter.sidebar,
      lastUpdated: p.lastUpdated ?? null,
    })),
  );
}
