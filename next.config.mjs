/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
