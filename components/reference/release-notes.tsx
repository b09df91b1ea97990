import { InlineMarkdown } from '@/components/inline-markdown';
import type { Release } from '@/lib/model/schema';
import { releaseAnchor, releaseKinds } from '@/lib/kinds/typed';

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Releases newest first, each with a stable anchor (`#26-1-7`) and its items by kind. */
export function ReleaseNotes({ releases }: { releases: Release[] }) {
  return (
    <>
      {releases.map((r) => {
        const anchor = releaseAnchor(r.version);
        return (
          <section key={r.version} className="doc-section release" aria-labelledby={anchor}>
            <h2 id={anchor}>
              <a href={`#${anchor}`} className="heading-anchor">{r.version}</a>
            </h2>
            <p className="release-meta">
              Released <time dateTime={r.date}>{formatDate(r.date)}</time>
              {r.edition ? ` · ${r.edition}` : ''}
            </p>
            {r.summary && <p><InlineMarkdown text={r.summary} /></p>}
            {releaseKinds.map(([kind, label]) =>
              r[kind].length ? (
                <div key={kind}>
                  <h3 id={`${anchor}-${kind}`}>{label}</h3>
                  <ul>
                    {r[kind].map((item, i) => (
                      <li key={i}><InlineMarkdown text={item} /></li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </section>
        );
      })}
    </>
  );
}
