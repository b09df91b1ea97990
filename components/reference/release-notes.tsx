import { H3 } from '@/components/heading';
import { InlineMarkdown } from '@/components/inline-markdown';
import type { PageParts } from '@/lib/model/page';
import type { Release } from '@/lib/model/schema';
import { PX, sectionStyleProps } from '@/lib/mdx/rehype-sections';
import { releaseAnchor, releaseDateText, releaseKinds } from '@/lib/kinds/releases';

/** The height estimate of a release's section (lib/mdx/rehype-sections.ts), so the page keeps its length as releases render. */
function estimate(r: Release) {
  const kinds = releaseKinds.map(([kind]) => r[kind] as string[]).filter((items) => items.length);
  const items = kinds.flat();
  const text = r.version.length + (r.summary?.length ?? 0) + items.reduce((n, item) => n + item.length, 0) + 40;
  const fixed = PX.h2 + PX.p * (r.summary ? 2 : 1) + kinds.length * (PX.h3 + PX.list) + items.length * PX.li;
  return sectionStyleProps({ text, fixed });
}

/** Releases newest first, each with a stable anchor (`#26-1-7`) and its items by kind. */
export function ReleaseNotes({ releases, parts }: { releases: Release[]; parts: PageParts }) {
  return (
    <>
      {releases.map((r) => {
        const anchor = releaseAnchor(r.version);
        return (
          <section key={r.version} className="doc-section release" aria-labelledby={anchor} style={estimate(r)}>
            <h2 id={anchor}>
              <a href={`#${anchor}`} className="heading-anchor">
                {r.version}
              </a>
            </h2>
            <p className="release-meta">
              Released <time dateTime={r.date}>{releaseDateText(r.date)}</time>
              {r.edition ? ` · ${r.edition}` : ''}
            </p>
            {r.summary && (
              <p>
                <InlineMarkdown text={r.summary} parts={parts} />
              </p>
            )}
            {releaseKinds.map(([kind, label]) =>
              r[kind].length ? (
                <div key={kind}>
                  <H3 id={`${anchor}-${kind}`}>{label}</H3>
                  <ul>
                    {r[kind].map((item, i) => (
                      <li key={i}>
                        <InlineMarkdown text={item} parts={parts} />
                      </li>
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
