import Link from 'next/link';
import { Admonition } from '@/components/mdx/admonition';
import { CodeBlock } from '@/components/mdx/code-block';
import { InlineMarkdown } from '@/components/inline-markdown';
import { DataTable } from '@/components/reference/data-table';
import { curlExample } from '@/lib/kinds/api';
import { inlineText } from '@/lib/model/inline-markdown';
import type { ApiData, ApiModel, ApiOperation } from '@/lib/model/schema';

type Param = ApiOperation['pathParams'][number];

function ParamTable({ label, params }: { label: string; params: Param[] }) {
  if (params.length === 0) return null;
  return (
    <>
      <p className="api-label">{label}</p>
      <DataTable
        label={label}
        columns={['Name', 'Type', 'Required', 'Description']}
        rows={params.map((p) => ({ key: p.name, cells: [<code key="n">{p.name}</code>, p.type, p.required ? 'Yes' : 'No', <InlineMarkdown key="d" text={p.description} />] }))}
      />
    </>
  );
}

function Operation({ op, modelHref }: { op: ApiOperation; modelHref: (id: string) => string | undefined }) {
  const model = op.model ? modelHref(op.model) : undefined;
  return (
    <section className="doc-section api-operation" aria-labelledby={op.id}>
      <h2 id={op.id}><InlineMarkdown text={op.summary} /></h2>
      <p className="api-endpoint">
        <span className={`method method-${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code>
      </p>
      {op.deprecated && <Admonition type="warning" title="Deprecated"><InlineMarkdown text={op.deprecated} /></Admonition>}
      <p><InlineMarkdown text={op.description} /></p>
      {op.privileges && <p><strong>Privileges:</strong> <InlineMarkdown text={op.privileges} /></p>}
      {model && (
        <p>
          Returns or accepts the <Link href={model} prefetch={false}>{op.model} object</Link>.
        </p>
      )}
      <ParamTable label="Path parameters" params={op.pathParams} />
      <ParamTable label="Query parameters" params={op.queryParams} />
      <ParamTable label="Request body" params={op.body} />
      <p className="api-label">Example request</p>
      <CodeBlock code={curlExample(op)} lang="bash" />
      {op.responseExample && (
        <>
          <p className="api-label">Example response</p>
          <CodeBlock code={op.responseExample} lang={/^\s*[{[]/.test(op.responseExample) ? 'json' : 'text'} />
        </>
      )}
      <p className="api-label">Status codes</p>
      <ul className="status-codes">
        {op.responses.map((r) => (
          <li key={r.status}>
            <code>{r.status}</code> <InlineMarkdown text={r.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Model({ model }: { model: ApiModel }) {
  return (
    <section className="doc-section api-model" aria-labelledby={`model-${model.id}`}>
      <h2 id={`model-${model.id}`}><InlineMarkdown text={model.name} /></h2>
      {model.description && <p><InlineMarkdown text={model.description} /></p>}
      <DataTable
        label={`${inlineText(model.name)} fields`}
        columns={['Field', 'Type', 'Description']}
        rows={model.fields.map((f) => ({ key: f.name, cells: [<code key="n">{f.name}</code>, f.type, <InlineMarkdown key="d" text={f.description} />] }))}
      />
    </section>
  );
}

/** Every operation and object model of an API page, each in the same shape. */
export function ApiReference({ api, modelHref }: { api: ApiData; modelHref: (id: string) => string | undefined }) {
  return (
    <>
      {api.operations.map((op) => (
        <Operation key={op.id} op={op} modelHref={modelHref} />
      ))}
      {api.models.map((m) => (
        <Model key={m.id} model={m} />
      ))}
    </>
  );
}
