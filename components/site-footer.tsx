'use client';

import { useReadingVersion } from './use-reading-version';

/** The footer of every page: the version being read, and its help and release notes. */
export function SiteFooter() {
  const { version } = useReadingVersion();
  return (
    <footer className="footer">
      <p>
        Dremio {version.label} documentation. <a href={`${version.route}/help-support/`}>Help and Support</a> ·{' '}
        <a href={`${version.route}/release-notes/`}>Release Notes</a>
      </p>
    </footer>
  );
}
