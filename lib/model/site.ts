import { currentVersion, versionMetadata, versions } from './versions';

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

/**
 * Where the site's source lives, for the "Edit this page" links. The project names no public repository, so the
 * default is the natural home for it: the Dremio organisation on GitHub, under the package's own name
 * (`dremio-docs`). Set `REPO_URL` to the real one at build time (a fork, another host); on a Vercel deployment
 * built from a GitHub repository, that repository is the default, so a fork's previews link to the fork.
 */
export const DEFAULT_REPO_URL = 'https://github.com/dremio/dremio-docs';
export const DEFAULT_REPO_BRANCH = 'main';

export function repoUrl(env: Record<string, string | undefined> = process.env): string {
  if (env.REPO_URL) return env.REPO_URL.replace(/\/+$/, '').replace(/\.git$/, '');
  if (env.VERCEL_GIT_PROVIDER === 'github' && env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG) {
    return `https://github.com/${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}`;
  }
  return DEFAULT_REPO_URL;
}

/** The branch edits are proposed against: `REPO_BRANCH`, otherwise `main`. */
export const repoBranch = (env: Record<string, string | undefined> = process.env) => env.REPO_BRANCH || DEFAULT_REPO_BRANCH;

/**
 * The settings a build writes into its outputs (absolute URLs in the Markdown exports and llms.txt, edit links), as
 * one string. The cache keys of the Markdown exports and of a frozen version's output include it: a Vercel preview has
 * a site URL of its own, and outputs written under other settings must not be reused.
 */
export const buildSettings = (env: Record<string, string | undefined> = process.env) =>
  JSON.stringify({ url: siteUrl(env), repo: repoUrl(env), branch: repoBranch(env) });

/** The link that opens a source file in GitHub's editor (`<repo>/edit/<branch>/<path>`), which offers a fork to outsiders. */
export const editUrl = (sourcePath: string, env: Record<string, string | undefined> = process.env) =>
  `${repoUrl(env)}/edit/${repoBranch(env)}/${sourcePath.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A site-wide announcement shown above the navbar on every page until the reader dismisses it. Readers who
 * dismissed it do not see it again until `id` changes, so give each new message a new id.
 */
export interface Announcement {
  /** Names this message in the reader's list of dismissed announcements (localStorage). */
  id: string;
  /** One sentence of plain text. */
  text: string;
  /** An optional link after the text. */
  link?: { href: string; label: string };
}

/** The announcement bar (components/announcement-bar.tsx): `null` shows none. AUTHORING.md shows how to set one. */
export const announcement: Announcement | null = null;

/** The site's one-sentence summary for a release (llms.txt, the default meta description). */
export const siteSummary = (label: string) =>
  `Documentation for Dremio ${label}, the self-managed data lakehouse query platform: deployment, sources, SQL, the REST API, security and administration.`;

/** One place for the product name, the version and the URL scheme of the documentation set. */
export const site = {
  product: 'Dremio',
  title: 'Dremio Documentation',
  summary: siteSummary(versions.current.label),
  url: siteUrl(),
  routeBase: '/current',
  /** The spec's version metadata of the current set; its label is set in the versions file (lib/model/versions.ts). */
  version: versionMetadata(currentVersion),
  sidebarId: 'softwareSidebar',
} as const;

export type SiteConfig = typeof site;
