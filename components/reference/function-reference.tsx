import { H2 } from '@/components/heading';
import Link from 'next/link';
import { CopyButton } from '@/components/copy-button';
import { CodeBlock } from '@/components/mdx/code-block';
import { InlineMarkdown } from '@/components/inline-markdown';
import type { PageParts } from '@/lib/model/page';
import { DataTable } from '@/components/reference/data-table';
import { FUNCTION_HEADINGS as H } from '@/lib/kinds/function';
import { formatSignature } from '@/lib/kinds/functions';
import { DIALECTS, FUNCTION_CATEGORIES, type FunctionData } from '@/lib/model/schema';

/** Categories and purpose, then syntax, parameters and return value: the part above the author's notes. */
export function FunctionHeader({ fn, home, parts }: { fn: FunctionData; home: string; parts: PageParts }) {
  return (
    <>
      <p className="function-categories">
        <span className="label">Categories:</span>{' '}
        {fn.categories.map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <Link href={`${home}reference/sql/sql-functions/${c}`} prefetch={false}>
              {FUNCTION_CATEGORIES[c]}
            </Link>
          </span>
        ))}
      </p>
      <p className="lead">
        <InlineMarkdown text={fn.summary} parts={parts} />
      </p>
      {fn.equivalents.length > 0 && (
        <ul className="equivalents" aria-label="Names in other SQL dialects">
          {fn.equivalents.map((e) => (
            <li key={`${e.dialect} ${e.name}`}>
              Coming from {DIALECTS[e.dialect]}: <code>{e.name}</code>
              {e.note && <span className="equivalent-note"> ({e.note})</span>}
            </li>
          ))}
        </ul>
      )}
      <H2 id={H.syntax.id}>{H.syntax.text}</H2>
      <ul className="signatures">
        {fn.signatures.map((sig) => {
          const text = formatSignature(fn, sig);
          return (
            <li key={text} className="signature-item">
              <code className="signature">{text}</code>
              <CopyButton text={text} what="signature" />
            </li>
          );
        })}
      </ul>
      {fn.parameters.length > 0 && (
        <>
          <H2 id={H.parameters.id}>{H.parameters.text}</H2>
          <DataTable
            label="Parameters"
            columns={['Parameter', 'Types', 'Description']}
            rows={fn.parameters.map((p) => ({
              key: p.name,
              cells: [<code key="n">{p.name}</code>, p.types.join(', '), <InlineMarkdown key="d" text={p.description} parts={parts} />],
            }))}
          />
        </>
      )}
      <H2 id={H.returns.id}>{H.returns.text}</H2>
      <p>
        <InlineMarkdown text={fn.returns} parts={parts} />
      </p>
    </>
  );
}

/** Examples with their results, then related functions: the part below the author's notes. */
export function FunctionFooter({ fn, relatedHref, parts }: { fn: FunctionData; relatedHref: (name: string) => string | undefined; parts: PageParts }) {
  return (
    <>
      <H2 id={H.examples.id}>{H.examples.text}</H2>
      {fn.examples.map((ex, i) => (
        <div key={i} className="example">
          {ex.description && (
            <p>
              <InlineMarkdown text={ex.description} parts={parts} />
            </p>
          )}
          <CodeBlock code={ex.sql} lang="sql" parts={parts} />
          <p className="example-result-label">Result:</p>
          <pre className="example-result" tabIndex={0}>
            {ex.result}
          </pre>
        </div>
      ))}
      {fn.related.length > 0 && (
        <>
          <H2 id={H.related.id}>{H.related.text}</H2>
          <ul className="related">
            {fn.related.map((name) => {
              const href = relatedHref(name);
              return (
                <li key={name}>
                  {href ? (
                    <Link href={href} prefetch={false}>
                      <code>{name}</code>
                    </Link>
                  ) : (
                    <code>{name}</code>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
