'use client';

import Link from 'next/link';
import { switchHref } from './version-switcher';
import { useReadingVersion } from './use-reading-version';

/**
 * The 404 page's way back: the documentation's home and every section's landing. The page is prerendered once, with
 * current's sections; under a frozen version's label (once hydrated) the home is that version's and each section
 * goes through the version switch to its landing there, or to the nearest page the version has.
 */
export function NotFoundSections({ sections }: { sections: { href: string; label: string }[] }) {
  const { version } = useReadingVersion();
  const href = (current: string) => (version.frozen ? switchHref(version.label, current) : current);
  return (
    <>
      <p>
        <Link href={`${version.route}/`} prefetch={false}>
          Go to the documentation home
        </Link>
        , or start from a section:
      </p>
      <ul className="card-list">
        {sections.map((s) => (
          <li key={s.href} className="card">
            <Link href={href(s.href)} prefetch={false}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
