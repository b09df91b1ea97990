import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/announcement-bar';
import { DocsNavbar } from '@/components/docs-navbar';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { headScript } from '@/lib/http/inline-scripts';
import { site } from '@/lib/model/site';
import { feedAlternates } from '@/lib/model/feeds';
import { signalsConfig } from '@/lib/signals/config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: `%s | ${site.title}` },
  description: site.summary,
  // Site-wide, the 26.x releases feed; a docs page replaces this with its own list, which keeps it.
  alternates: { types: feedAlternates() },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#14161a' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-signals: whether page feedback and search signals are on (lib/signals/browser.ts); the head script turns it off for GPC and DNT.
    <html lang="en" data-signals={signalsConfig().enabled ? 'on' : 'off'} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <SkipLink />
        <AnnouncementBar />
        <DocsNavbar />
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
