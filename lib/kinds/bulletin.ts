import type { BulletinData } from '../model/schema';
import { h, mdTable, wordsOf, type PageKindModule } from './kind';

/** The heading of a bulletin's details, with its fixed anchor: named here only. */
export const BULLETIN_DETAILS = h(2, 'Bulletin details', 'bulletin-details');

/** A security bulletin (`bulletin:`): its details table above the body. */
export const bulletinKind: PageKindModule<BulletinData> = {
  id: 'bulletin',
  of: (fm) => fm.bulletin,
  headings: () => ({ before: [BULLETIN_DETAILS], after: [] }),
  texts: () => [],
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: (b) => wordsOf([...b.affected, ...b.fixed]),
  markdown: (b) => ({
    before: [
      `## ${BULLETIN_DETAILS.text}`,
      mdTable(
        ['Field', 'Value'],
        [
          ['Bulletin', b.id],
          ['Published', b.date],
          ['Severity', b.severity],
          ['CVE', b.cves.join(', ') || 'None assigned'],
          ['Affected versions', b.affected.join('; ')],
          ['Fixed in', b.fixed.join('; ')],
        ],
      ),
    ],
    after: [],
  }),
  search: () => ({}),
};
