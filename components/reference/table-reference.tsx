import { H2 } from '@/components/heading';
import { CodeBlock } from '@/components/mdx/code-block';
import { InlineMarkdown } from '@/components/inline-markdown';
import type { PageParts } from '@/lib/model/page';
import { DataTable } from '@/components/reference/data-table';
import { TABLE_HEADINGS as H } from '@/lib/kinds/table';
import type { TableData } from '@/lib/model/schema';

/** A system table, information schema view or table function: who may read it, its syntax, its columns. */
export function TableReference({ table, parts }: { table: TableData; parts: PageParts }) {
  return (
    <>
      <p className="lead">
        <code>{table.name}</code>. <InlineMarkdown text={table.access} parts={parts} />
      </p>
      {table.signature && (
        <>
          <H2 id={H.syntax.id}>{H.syntax.text}</H2>
          <CodeBlock code={table.signature} lang="sql" parts={parts} />
        </>
      )}
      <H2 id={H.columns.id}>{H.columns.text}</H2>
      <DataTable
        label="Columns"
        columns={['Column', 'Type', 'Description']}
        rows={table.columns.map((c) => ({
          key: c.name,
          cells: [<code key="n">{c.name}</code>, c.type, <InlineMarkdown key="d" text={c.description} parts={parts} />],
        }))}
      />
    </>
  );
}
