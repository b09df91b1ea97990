import { isValidElement, type ReactNode } from 'react';
import { inlineText } from '@/lib/model/inline-markdown';
import { knownInline, type PageParts } from '@/lib/model/page';

/** The plain text of rendered children (strings, inline code, links, emphasis). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  // <InlineMarkdown text="…" parts={…}> renders its text prop.
  if (isValidElement<{ text?: unknown; parts?: PageParts }>(node) && typeof node.props.text === 'string')
    return inlineText(node.props.text, knownInline(node.props.parts, node.props.text));
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type HeadingProps = { id?: string; children?: ReactNode; className?: string };

/**
 * An h2 or h3 with a link to itself after its text: shown on hover and on keyboard focus, named
 * "Link to section: …" for screen readers, so any section can be linked to.
 */
export function Heading({ as: Tag, id, children, className }: HeadingProps & { as: 'h2' | 'h3' }) {
  if (!id) return <Tag className={className}>{children}</Tag>;
  return (
    <Tag id={id} className={className}>
      {children}
      <a className="anchor-link" href={`#${id}`} aria-label={`Link to section: ${textOf(children).trim()}`}>
        #
      </a>
    </Tag>
  );
}

export const H2 = (props: HeadingProps) => <Heading as="h2" {...props} />;
export const H3 = (props: HeadingProps) => <Heading as="h3" {...props} />;
