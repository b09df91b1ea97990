import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/announcement-bar';
import { DocsNavbar } from '@/components/docs-navbar';
import { headScript } from '@/components/head-script';
import { site } from '@/lib/model/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: `%s | ${site.title}` },
  description: site.summary,
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#14161a' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <a href="#content" className="skip-link">
          Skip to main content
        </a>
        <AnnouncementBar />
        <DocsNavbar />
        {children}
        <footer className="footer">
          <p>
            Dremio {site.version.label} documentation. <a href="/current/help-support/">Help and Support</a> ·{' '}
            <a href="/current/release-notes/">Release Notes</a>
          </p>
        </footer>
      </body>
    </html>
  );
}
