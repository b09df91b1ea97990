import { inlineText as md } from '../model/inline-markdown';
import type { Release } from '../model/schema';
import { h, present, wordsOf, type PageKindModule } from './kind';

/** The stable anchor of a release: `26.1.7` → `26-1-7`. */
export const releaseAnchor = (version: string) => version.replace(/\./g, '-');

/** Whether a date of the frontmatter names a day (`2026-03-17`) rather than a month (`2026-03`). */
const namesDay = (date: string) => date.length > 7;

/**
 * The start of a frontmatter date, UTC: of its day, or of its month's first day for a month (`2026-05`), for what
 * needs a timestamp (a feed item). A bulletin's date is always a day.
 */
export const dateStart = (date: string) => new Date(`${namesDay(date) ? date : `${date}-01`}T00:00:00Z`);

/**
 * A release's date as readers see it: "March 2026" for a month, "March 17, 2026" for a day (the schema's two forms);
 * a month is never shown as its first day.
 */
export function releaseDateText(date: string): string {
  return dateStart(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    ...(namesDay(date) ? { day: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

export const releaseKinds = [
  ['new', 'New features'],
  ['changes', 'Changes'],
  ['fixed', 'Fixed issues'],
  ['known', 'Known issues'],
] as const satisfies readonly (readonly [keyof Release, string])[];

/** Release notes (`releases:`): each release, newest first, with its items by kind, after the body. */
export const releasesKind: PageKindModule<Release[]> = {
  id: 'releases',
  of: (fm) => fm.releases,
  headings: (releases) => ({
    before: [],
    after: releases.flatMap((r) => [
      h(2, r.version, releaseAnchor(r.version)),
      ...releaseKinds.filter(([k]) => (r[k] as string[]).length).map(([k, label]) => h(3, label, `${releaseAnchor(r.version)}-${k}`)),
    ]),
  }),
  texts: (releases) =>
    releases.flatMap((r, i) => [
      [`releases.${i}.summary`, r.summary] as const,
      ...releaseKinds.flatMap(([kind]) => r[kind].map((item, j) => [`releases.${i}.${kind}.${j}`, item] as const)),
    ]),
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: (releases) => wordsOf(present(releasesKind.texts(releases)).map(([, t]) => t)),
  markdown: (releases) => ({
    before: [],
    after: releases.map((r) => {
      const lines = [`## ${r.version}`, `Released ${releaseDateText(r.date)}${r.edition ? ` · ${r.edition}` : ''}`];
      if (r.summary) lines.push(r.summary);
      for (const [kind, label] of releaseKinds) if (r[kind].length) lines.push(`### ${label}`, r[kind].map((i) => `- ${i}`).join('\n'));
      return lines.join('\n\n');
    }),
  }),
  search: (releases) => ({
    after: releases.map((r) => ({
      anchor: releaseAnchor(r.version),
      heading: `Dremio ${r.version}`,
      text: [r.summary ?? '', ...r.new, ...r.changes, ...r.fixed, ...r.known].map((t) => md(t)).join(' '),
    })),
  }),
};
