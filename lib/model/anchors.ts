import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Root } from 'mdast';

/** A heading whose anchor is set: as `data.hProperties.id`, which also becomes its HTML `id` when the tree is compiled. */
type Anchored = Heading & { data?: { hProperties?: { id?: unknown } } };

/**
 * The anchors of a body's headings, computed once per tree, in document order: GitHub's slug of each heading's text
 * (`## Create a Table` → `create-a-table`), numbered when a text repeats (`-1`, `-2`). The content step's analysis
 * (the table of contents, the checks) and the search sections (lib/search/sources.ts) read what this sets on each
 * heading node. The MDX compile gives the HTML ids with rehype-slug, the same slugger over the same text in the same
 * order (the stack keeps it); __tests__/unit/anchors.test.ts holds the two equal. Typed blocks' headings have fixed
 * ids (lib/kinds).
 */
export function setHeadingIds(tree: Root): { node: Heading; id: string }[] {
  const slugger = new GithubSlugger();
  const out: { node: Heading; id: string }[] = [];
  visit(tree, 'heading', (node: Anchored) => {
    const id = slugger.slug(toString(node));
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    out.push({ node, id });
  });
  return out;
}

/** The anchor `setHeadingIds` gave a heading node, if it has run on its tree. */
export function headingId(node: Heading): string | undefined {
  const id = (node as Anchored).data?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}
