import { describe, expect, it } from 'vitest';
import { compilePage } from '@/lib/collection/compile';
import { analyzeBody } from '@/lib/model/mdx-analysis';
import { bodySections } from '@/lib/search/sources';

/** A body whose second "Install" heading is the page's `install-1`: the first sits in a component, not at the top. */
const body = `Intro.

<Tabs>
<Tab label="Linux">

## Install

Run the installer.

</Tab>
</Tabs>

## Install

Install again.

### The \`USE\` Command

Text.

## Install
`;

describe('heading anchors (lib/model/anchors.ts): made once, the same everywhere', () => {
  const ids = ['install', 'install-1', 'the-use-command', 'install-2'];

  it('numbers repeated headings in page order, components included, for the table of contents and the checks', () => {
    expect(analyzeBody(body).headings.map((h) => h.id)).toEqual(ids);
  });

  it('gives search sections the anchors the page has, whether from the analysed tree or from text', () => {
    const { tree } = analyzeBody(body);
    for (const sections of [bodySections(tree, 'Guide'), bodySections(body, 'Guide')]) {
      expect(sections.map((s) => s.anchor)).toEqual(['', 'install-1', 'the-use-command', 'install-2']);
    }
  });

  it('gives the compiled page the same ids', async () => {
    const code = await compilePage(`---\ntitle: Guide\n---\n\n${body}`, 'content/guide.mdx');
    const compiled = [...code.matchAll(/\bid: ?"([^"]+)"/g)].map((m) => m[1]);
    expect(compiled).toEqual(ids);
  });
});
