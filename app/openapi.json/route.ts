import { getAllPages } from '@/lib/runtime/docs';
import { buildOpenApi } from '@/lib/kinds/openapi';

export const dynamic = 'force-static';

/** The whole REST API as one OpenAPI 3.1 document, from the same data as the API reference pages. */
export function GET() {
  const pages = getAllPages()
    .filter((p) => p.frontmatter.api)
    .map((p) => ({ href: p.href, title: p.frontmatter.title, description: p.frontmatter.description, api: p.frontmatter.api! }));
  return Response.json(buildOpenApi(pages));
}
