import { H2 } from '@/components/heading';
import Link from 'next/link';
import { Admonition } from '@/components/mdx/admonition';
import { CodeBlock } from '@/components/mdx/code-block';
import { InlineMarkdown } from '@/components/inline-markdown';
import { inlineText } from '@/lib/model/inline-markdown';
import { knownInline, type PageParts } from '@/lib/model/page';
import { DataTable } from '@/components/reference/data-table';
import { API_HOST, API_SAMPLES, curlExample, responseLanguage } from '@/lib/kinds/api';
import { modelAnchor } from '@/lib/kinds/api-kind';
import { Tab, Tabs } from '@/components/mdx/tabs';
import { ApiCluster } from '@/components/reference/api-cluster';
import { PX, sectionStyleProps } from '@/lib/mdx/rehype-sections';
import type { ApiData, ApiModel, ApiOperation } from '@/lib/model/schema';

type Param = ApiOperation['pathParams'][number];

/** One operation's parameters; the table's region is named after the operation too, so that every region of a page has its own name. */
function ParamTable({ label, operation, params, parts }: { label: string; operation: string; params: Param[]; parts: PageParts }) {
  if (params.length === 0) return null;
  return (
    <>
      <p className="api-label">{label}</p>
      <DataTable
        label={`${label}: ${operation}`}
        columns={['Name', 'Type', 'Required', 'Description']}
        rows={params.map((p) => ({
          key: p.name,
          cells: [<code key="n">{p.name}</code>, p.type, p.required ? 'Yes' : 'No', <InlineMarkdown key="d" text={p.description} parts={parts} />],
        }))}
      />
    </>
  );
}

const lineCount = (code: string) => code.trimEnd().split('\n').length;
const tableHeight = (rows: number) => (rows ? PX.p + (rows + 1) * (PX.row + PX.line) : 0);

/** The height estimate of an operation's section (lib/mdx/rehype-sections.ts), so the page keeps its length as sections render. */
function estimate(op: ApiOperation) {
  const params = [...op.pathParams, ...op.queryParams, ...op.body];
  const text =
    op.summary.length +
    op.path.length +
    op.description.length +
    (op.privileges?.length ?? 0) +
    (op.omittedFields?.length ?? 0) +
    (op.deprecated?.length ?? 0) +
    params.reduce((n, p) => n + p.description.length, 0) +
    op.responses.reduce((n, r) => n + r.description.length + 6, 0);
  const code = [curlExample(op), op.responseExample ?? ''].filter(Boolean);
  const fixed =
    PX.h2 +
    3 * PX.p +
    tableHeight(op.pathParams.length) +
    tableHeight(op.queryParams.length) +
    tableHeight(op.body.length) +
    code.reduce((n, c) => n + PX.p + PX.codeBlock + lineCount(c) * PX.codeLine, 0) +
    // The tab row over the example requests.
    PX.p +
    PX.p +
    PX.list +
    op.responses.length * PX.li;
  return sectionStyleProps({ text, fixed });
}

function Operation({ op, modelHref, parts }: { op: ApiOperation; modelHref: (id: string) => string | undefined; parts: PageParts }) {
  const model = op.model ? modelHref(op.model) : undefined;
  const summary = inlineText(op.summary, knownInline(parts, op.summary));
  return (
    <section className="doc-section api-operation" aria-labelledby={op.id} style={estimate(op)}>
      <H2 id={op.id}>
        <InlineMarkdown text={op.summary} parts={parts} />
      </H2>
      <p className="api-endpoint">
        <span className={`method method-${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code>
      </p>
      {op.deprecated && (
        <Admonition type="warning" title="Deprecated">
          <InlineMarkdown text={op.deprecated} parts={parts} />
        </Admonition>
      )}
      <p>
        <InlineMarkdown text={op.description} parts={parts} />
      </p>
      {op.privileges && (
        <p>
          <strong>Privileges:</strong> <InlineMarkdown text={op.privileges} parts={parts} />
        </p>
      )}
      {op.omittedFields && (
        <p>
          <strong>Fields left out:</strong> <InlineMarkdown text={op.omittedFields} parts={parts} />
        </p>
      )}
      {model && (
        <p>
          Returns or accepts the{' '}
          <Link href={model} prefetch={false}>
            {op.model} object
          </Link>
          .
        </p>
      )}
      <ParamTable label="Path parameters" operation={summary} params={op.pathParams} parts={parts} />
      <ParamTable label="Query parameters" operation={summary} params={op.queryParams} parts={parts} />
      <ParamTable label="Request body" operation={summary} params={op.body} parts={parts} />
      <p className="api-label">Example request</p>
      <Tabs>
        {API_SAMPLES.map(({ label, lang, sample, token }) => (
          <Tab key={label} label={label}>
            {/* data-token: where the sample reads the token, which the "your cluster" control fills in. */}
            <div data-token={token}>
              <CodeBlock code={sample(op)} lang={lang} parts={parts} />
            </div>
          </Tab>
        ))}
      </Tabs>
      {op.responseExample && (
        <>
          <p className="api-label">Example response</p>
          <CodeBlock code={op.responseExample} lang={responseLanguage(op.responseExample)} parts={parts} />
        </>
      )}
      <p className="api-label">Status codes</p>
      <ul className="status-codes">
        {op.responses.map((r) => (
          <li key={r.status}>
            <code>{r.status}</code> <InlineMarkdown text={r.description} parts={parts} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Model({ model, parts }: { model: ApiModel; parts: PageParts }) {
  return (
    <section
      className="doc-section api-model"
      aria-labelledby={modelAnchor(model.id)}
      style={sectionStyleProps({
        text: model.name.length + (model.description?.length ?? 0) + model.fields.reduce((n, f) => n + f.name.length + f.type.length + f.description.length, 0),
        fixed: PX.h2 + PX.p + tableHeight(model.fields.length),
      })}
    >
      <H2 id={modelAnchor(model.id)}>
        <InlineMarkdown text={model.name} parts={parts} />
      </H2>
      {model.description && (
        <p>
          <InlineMarkdown text={model.description} parts={parts} />
        </p>
      )}
      <DataTable
        label={`${inlineText(model.name, knownInline(parts, model.name))} fields`}
        columns={['Field', 'Type', 'Description']}
        rows={model.fields.map((f) => ({
          key: f.name,
          cells: [<code key="n">{f.name}</code>, f.type, <InlineMarkdown key="d" text={f.description} parts={parts} />],
        }))}
      />
    </section>
  );
}

/** Every operation and object model of an API page, each in the same shape. */
export function ApiReference({ api, modelHref, parts }: { api: ApiData; modelHref: (id: string) => string | undefined; parts: PageParts }) {
  return (
    <>
      {api.operations.length > 0 && (
        <>
          <p className="api-openapi">
            Every operation of the REST API, with these example requests, is also described in one <a href="/openapi.json">OpenAPI 3.1 document</a> that you can
            load into an API client or a code generator.
          </p>
          <ApiCluster placeholderHost={API_HOST} />
        </>
      )}
      {api.operations.map((op) => (
        <Operation key={op.id} op={op} modelHref={modelHref} parts={parts} />
      ))}
      {api.models.map((m) => (
        <Model key={m.id} model={m} parts={parts} />
      ))}
    </>
  );
}
