/** The public docs host, where the site lives when no setting says otherwise. */
export const DEFAULT_SITE_URL = 'https://docs.dremio.com';

/**
 * The absolute origin of every absolute URL the site writes (canonical, Open Graph, sitemap, llms.txt, MCP
 * results): `SITE_URL` when set; on a Vercel preview deployment its own deployment URL, so a pull request's
 * preview links to itself; otherwise the public docs host.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  if (env.VERCEL_ENV === 'preview' && env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return DEFAULT_SITE_URL;
}

/** One place for the product name, the version and the URL scheme of the documentation set. */
export const site = {
  product: 'Dremio',
  title: 'Dremio Documentation',
  summary:
    'Documentation for Dremio 26.x, the self-managed data lakehouse query platform: deployment, sources, SQL, the REST API, security and administration.',
  url: siteUrl(),
  routeBase: '/current',
  version: {
    pluginId: 'default',
    version: 'current',
    label: '26.x',
    banner: null,
    badge: true,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
  },
  sidebarId: 'softwareSidebar',
} as const;

export type SiteConfig = typeof site;
