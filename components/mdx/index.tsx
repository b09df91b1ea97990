import Link from 'next/link';
import type { ComponentProps } from 'react';
import { H2, H3 } from '@/components/heading';
import { Admonition, Enterprise } from './admonition';
import { Pre } from './code-block';
import { DiagramEnlarge } from './diagram-enlarge';
import { TableFilter } from './table-filter';
import { Tab, Tabs } from './tabs';

/** Internal links navigate client-side; links to other sites open safely. */
export function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link href={href} prefetch={false} {...props} />;
  if (/^https?:/.test(href)) return <a href={href} rel="noopener noreferrer" {...props} />;
  return <a href={href} {...props} />;
}

/** A Markdown table in its scroll region, named by lib/mdx/rehype-tables.ts after its heading and columns. */
function Table({ 'data-region-label': label, ...props }: ComponentProps<'table'> & { 'data-region-label'?: string }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}

/**
 * The components MDX pages may use (lib/model/schema.ts MDX_COMPONENTS), the element overrides, and `DiagramEnlarge`,
 * which only lib/mdx/remark-diagrams.ts writes.
 */
export const mdxComponents = { Admonition, Enterprise, Tabs, Tab, TableFilter, DiagramEnlarge, pre: Pre, a: Anchor, table: Table, h2: H2, h3: H3 };
