import type { PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ReactNode } from 'react';
import { Anchor } from '@/components/mdx';
import { parseInline, SAFE_HREF } from '@/lib/model/inline-markdown';
import { knownInline, type PageParts } from '@/lib/model/page';

function render(nodes: readonly PhrasingContent[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'inlineCode':
        return <code key={i}>{node.value}</code>;
      case 'emphasis':
        return <em key={i}>{render(node.children)}</em>;
      case 'strong':
        return <strong key={i}>{render(node.children)}</strong>;
      case 'delete':
        return <del key={i}>{render(node.children)}</del>;
      case 'break':
        return <br key={i} />;
      case 'link':
        // The content check rejects other schemes; a page never links to one.
        return SAFE_HREF.test(node.url) ? (
          <Anchor key={i} href={node.url}>
            {render(node.children)}
          </Anchor>
        ) : (
          toString(node)
        );
      case 'html':
        // Shown as written, as the plain-text rendering did: React escapes it.
        return node.value;
      default:
        return toString(node);
    }
  });
}

/**
 * A typed frontmatter text (description, summary) with its inline Markdown rendered like a page body's: from the
 * blocks the content step parsed (the page view's `parts`), or parsed here when they are not there.
 */
export function InlineMarkdown({ text, parts }: { text: string | undefined; parts: PageParts }) {
  return text ? <>{render(parseInline(text, knownInline(parts, text)))}</> : null;
}
