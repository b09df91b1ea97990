import type { BulletinData } from '../model/schema';
import { h, mdTable, wordsOf, type PageKindModule } from './kind';

/** A security bulletin (`bulletin:`): its details table above the body. */
export const bulletinKind: PageKindModule<BulletinData> = {
  id: 'bulletin',
  of: (fm) => fm.bulletin,
  headings: () => ({ before: [h(2, 'Bulletin details', 'bulletin-details')], after: [] }),
  texts: () => [],
  claims: () => ({ prose: [], code: [] }),
  code: () => [],
  words: (b) => wordsOf([...b.affected, ...b.fixed]),
  markdown: (b) => ({
    before: [
      '## Bulletin details',
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
