import type { ComponentProps } from 'react';
import { CodeWrapButton } from '@/components/code-wrap-button';
import { CopyButton } from '@/components/copy-button';
import { highlightCodeBlock } from '@/lib/mdx/highlight';
import { knownCode, type PageParts } from '@/lib/model/page';
import { ANNOTATED, ANNOTATION_CSS } from '@/lib/model/code-meta';
import type { CODE_LANGUAGES } from '@/lib/model/schema';

const LABELS: Record<string, string> = { sql: 'SQL', json: 'JSON', yaml: 'YAML', http: 'HTTP', xml: 'XML', hocon: 'HOCON', csharp: 'C#', text: 'Text' };
const labelOf = (lang: string) => LABELS[lang] ?? lang.charAt(0).toUpperCase() + lang.slice(1);

/** A code block's frame: its caption (file name or language, Wrap, Copy) above the code. */
function Frame({ lang, title, children }: { lang: string; title?: string; children: React.ReactNode }) {
  return (
    <figure className="code-block">
      <figcaption>
        {title ? (
          <span className="code-title">
            {title} <span className="code-lang">{labelOf(lang)}</span>
          </span>
        ) : (
          <span className="code-lang">{labelOf(lang)}</span>
        )}
        <span className="code-tools">
          <CodeWrapButton />
          <CopyButton />
        </span>
      </figcaption>
      {children}
    </figure>
  );
}

/** The `pre` of a fenced block, already highlighted by shiki in the MDX pipeline (with its fence meta's title). */
export function Pre(props: ComponentProps<'pre'> & { 'data-language'?: string; 'data-title'?: string }) {
  const lang = props['data-language'] ?? 'text';
  return (
    <Frame lang={lang} title={props['data-title']}>
      {ANNOTATED.test(props.className ?? '') && (
        <style href="dremio-docs-code-annotations" precedence="default">
          {ANNOTATION_CSS}
        </style>
      )}
      <pre {...props} tabIndex={0} />
    </Frame>
  );
}

/**
 * A code block rendered from typed data (function examples, API requests), highlighted at build time: by the content
 * step (the page view's `parts`), or here when it is not there (the dev loop leaves typed code to the page).
 */
export async function CodeBlock({ code, lang, parts }: { code: string; lang: (typeof CODE_LANGUAGES)[number]; parts: PageParts }) {
  const html = knownCode(parts, code, lang) ?? (await highlightCodeBlock(code, lang));
  return (
    <Frame lang={lang}>
      <div className="code-html" dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
    </Frame>
  );
}
