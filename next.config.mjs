/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Types are checked by `npm run typecheck` (part of `npm test`), not a second time inside `next build`.
  typescript: { ignoreBuildErrors: true },
  // Prerendering ~700 pages is the longest step; use both cores of the build machine.
  // The stylesheet (about 4 KiB gzipped) is inlined into each page's <head>: the first paint then waits for
  // the HTML alone, not for a second, render-blocking request (measured in bench/README.md).
  experimental: { cpus: 2, inlineCss: true },
  // Source maps in the prerender workers made each worker load and keep every server chunk's map (hundreds
  // of MB across two workers, measured in `npm run bench`). A prerender error still names the page and the
  // message; rebuild with this set to true to get source-mapped stacks.
  enablePrerenderSourceMaps: false,
  // Landing pages end with a slash and leaf pages do not; server.mjs redirects the other spelling of each,
  // because Next's own redirects re-apply one trailing-slash rule to the whole site.
  skipTrailingSlashRedirect: true,
  async redirects() {
    return [
      { source: '/', destination: '/current/', permanent: false },
      { source: '/current/developer/mcp-server', destination: '/current/mcp-server', permanent: true },
    ];
  },
};

export default nextConfig;
