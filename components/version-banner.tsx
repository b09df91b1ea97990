import type { FrozenVersion } from '@/lib/model/versions';

/**
 * The notice at the top of every page of a frozen version, as its `banner` field says (none when null): which
 * release the page documents, that a newer one exists (or that this one is not released yet), and a link to the
 * same page in current, or its nearest landing page there.
 */
export function VersionBanner({ version, currentLabel, currentHref }: { version: FrozenVersion; currentLabel: string; currentHref: string }) {
  if (!version.banner) return null;
  return (
    <div className={`version-banner version-banner-${version.banner}`} role="note" aria-label="Version notice">
      <p>
        {version.banner === 'unmaintained' ? (
          <>
            You are reading the documentation of Dremio <strong>{version.label}</strong>, an earlier release that is no longer the latest.
          </>
        ) : (
          <>
            You are reading the documentation of Dremio <strong>{version.label}</strong>, a release that is not out yet.
          </>
        )}{' '}
        <a href={currentHref}>Read this page for Dremio {currentLabel}, the current release</a>.
      </p>
    </div>
  );
}
