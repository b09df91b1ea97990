import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { securityHeaders } from './lib/http/http-policy.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A self-contained server in .next/standalone for container and plain-Node hosts, only when asked for
  // (`npm run build:standalone` sets NEXT_OUTPUT=standalone): with it on, `next start` (`npm start`) warns that it
  // "does not work with output: standalone". The files the server reads at run time are added to its traces by
  // scripts/build/next-adapter.mjs either way.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  // Server-only packages Node loads from node_modules at run time instead of Turbopack bundling them: about
  // 2 s less compile CPU (the MCP SDK with its zod schemas, contentlayer's client and its tracing API).
  serverExternalPackages: [
    'zod',
    '@modelcontextprotocol/server',
    '@modelcontextprotocol/core',
    '@opentelemetry/api',
    'flexsearch',
    'next-contentlayer2',
    '@contentlayer2/core',
    // The feedback database's drivers (lib/signals/db.ts): PGlite loads its WebAssembly and data files from its own folder.
    '@electric-sql/pglite',
    'postgres',
  ],
  reactStrictMode: true,
  // Types are checked by `npm run typecheck` (part of `npm test`), not a second time inside `next build`.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Prerendering ~700 pages is the longest step; use both cores of the build machine.
    cpus: 2,
    // The stylesheet (about 4 KiB gzipped) is inlined into each page's <head>: the first paint then waits for
    // the HTML alone, not for a second, render-blocking request (measured in bench/README.md).
    inlineCss: true,
    // No link on the site prefetches (every <Link> has prefetch={false}), so measuring each page's segments
    // for prefetch bundling is wasted work: about 1 s of each prerender worker's time.
    prefetchInlining: false,
    // Source maps and a minified server bundle serve no reader (the browser bundle is still minified and
    // ships without maps); leaving both out saves about 5 s of compile CPU.
    turbopackSourceMaps: false,
    serverMinification: false,
  },
  // Source maps in the prerender workers made each worker load and keep every server chunk's map (hundreds
  // of MB across two workers, measured in `npm run bench`). A prerender error still names the page and the
  // message; rebuild with this set to true to get source-mapped stacks.
  enablePrerenderSourceMaps: false,
  // Landing pages end with a slash and leaf pages do not; proxy.ts redirects the other spelling of each,
  // because Next's own redirects re-apply one trailing-slash rule to the whole site.
  skipTrailingSlashRedirect: true,
  // No page has an image to optimise, so /_next/image, which would fetch and resize whatever URL it is given, is
  // off (proxy.ts answers it with a 404).
  images: { unoptimized: true },
  // proxy.ts sets the headers of everything else; the hashed build assets skip the proxy.
  async headers() {
    return [{ source: '/_next/static/:path*', headers: Object.entries(securityHeaders(false)).map(([key, value]) => ({ key, value })) }];
  },
  async redirects() {
    return [
      { source: '/', destination: '/current/', permanent: false },
      // The feed URLs readers and feed readers try first lead to the 26.x releases feed (lib/model/feeds.ts).
      { source: '/rss.xml', destination: '/feeds/releases/rss.xml', permanent: true },
      { source: '/feed.xml', destination: '/feeds/releases/rss.xml', permanent: true },
      { source: '/atom.xml', destination: '/feeds/releases/atom.xml', permanent: true },
    ];
  },
};

/**
 * `next dev` also reads `*.dev.ts(x)` special files: the dev loop's event route (app/dev/content-events/route.dev.ts)
 * and the layout that renders its client (app/current/layout.dev.tsx) exist in development only, so a production
 * build has neither the route nor a byte of their client code (a client component imported by a production
 * layout ships in its chunk even when rendered only under `NODE_ENV === 'development'`).
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, pageExtensions: ['dev.tsx', 'dev.ts', 'tsx', 'ts', 'jsx', 'js'] };
}
