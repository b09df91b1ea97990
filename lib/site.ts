/** One place for the product name, the version and the URL scheme of the documentation set. */
export const site = {
  product: 'Dremio',
  title: 'Dremio Documentation',
  summary:
    'Documentation for Dremio 26.x, the self-managed data lakehouse query platform: deployment, sources, SQL, the REST API, security and administration.',
  url: process.env.SITE_URL ?? 'https://docs.dremio.com',
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
