import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import { parseCodeMeta } from '../model/code-meta';

/**
 * The fence meta a code block may carry (lib/model/code-meta.ts), rendered: `title="…"` becomes `data-title` on the
 * `pre` (components/mdx/code-block.tsx shows it in the block's caption) and `showLineNumbers` the class
 * `line-numbers` (numbers drawn by CSS, so they are never copied). The content check has already rejected any
 * other meta; a block that gets here with bad meta (the dev loop, before the check) renders without it.
 */
const fenceMeta: ShikiTransformer = {
  name: 'dremio-docs:fence-meta',
  pre(node) {
    const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw;
    if (!raw) return;
    const meta = parseCodeMeta(raw, Number.MAX_SAFE_INTEGER);
    if (!meta.ok) return;
    if (meta.value.title) node.properties['data-title'] = meta.value.title;
    if (meta.value.showLineNumbers) this.addClassToHast(node, 'line-numbers');
    if (meta.value.lines.length) this.addClassToHast(node, 'has-highlighted');
  },
};

/** Line highlights (`{1,3-4}` or `[!code highlight]`), diff marks (`[!code ++]`, `[!code --]`), title, numbers. */
export const codeAnnotations: ShikiTransformer[] = [
  transformerMetaHighlight({ className: 'highlighted' }),
  transformerNotationHighlight({ classActiveLine: 'highlighted', classActivePre: 'has-highlighted' }),
  transformerNotationDiff({ classLineAdd: 'diff add', classLineRemove: 'diff remove', classActivePre: 'has-diff' }),
  fenceMeta,
];
