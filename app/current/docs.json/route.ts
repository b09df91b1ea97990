import { allPages } from '@/lib/docs';

export const dynamic = 'force-static';

/** Every doc record of the spec: id, title, description, sidebar. */
export function GET() {
  return Response.json(
    allPages.map((p) => ({ id: p.id, title: p.frontmatter.title, description: p.frontmatter.description, sidebar: p.frontmatter.sidebar })),
  );
}
