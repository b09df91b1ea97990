/**
 * What a code fence's meta string may say, without the highlighter: the content check validates it, the
 * highlighter (`lib/mdx/code-annotations.ts`) renders it and the Markdown export drops the marks.
 *
 *     ```yaml title="values.yaml" {3-4} showLineNumbers
 *     coordinator:
 *       memory: 16384  # [!code --]
 *       memory: 32768  # [!code ++]
 *     ```
 *
 * `{1,3-4}` highlights lines; a comment `[!code highlight]`, `[!code ++]` or `[!code --]` at the end of a line
 * highlights it or marks it added or removed (shiki's notation transformers remove the comment).
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight, from `{…}`. */
  lines: number[];
  showLineNumbers: boolean;
}

const ATTRIBUTE = /^title="([^"]*)"/;
const RANGES = /^\{([^}]*)\}/;

/** Reads a fence's meta; `lineCount` (the block's lines) bounds the `{…}` ranges. The reason when it cannot. */
export function parseCodeMeta(meta: string | null | undefined, lineCount: number): { ok: true; value: CodeMeta } | { ok: false; reason: string } {
  const value: CodeMeta = { lines: [], showLineNumbers: false };
  let rest = (meta ?? '').trim();
  while (rest) {
    const title = rest.match(ATTRIBUTE);
    const ranges = rest.match(RANGES);
    if (title) {
      if (!title[1]!.trim()) return { ok: false, reason: 'code-block title="" is empty; name the file, such as title="values.yaml"' };
      value.title = title[1]!.trim();
      rest = rest.slice(title[0].length);
    } else if (ranges) {
      for (const part of ranges[1]!.split(',')) {
        const m = part.trim().match(/^(\d+)(?:-(\d+))?$/);
        if (!m) return { ok: false, reason: `code-block line range "{${ranges[1]}}" is not a list such as {1,3-4}` };
        const from = Number(m[1]);
        const to = Number(m[2] ?? m[1]);
        if (from < 1 || to < from) return { ok: false, reason: `code-block line range "${part.trim()}" is empty or starts before line 1` };
        if (to > lineCount) return { ok: false, reason: `code-block line range "${part.trim()}" goes past the block's last line (${lineCount})` };
        for (let n = from; n <= to; n++) value.lines.push(n);
      }
      rest = rest.slice(ranges[0].length);
    } else if (rest.startsWith('showLineNumbers')) {
      value.showLineNumbers = true;
      rest = rest.slice('showLineNumbers'.length);
    } else {
      return {
        ok: false,
        reason: `unknown code-block meta "${rest.split(/\s/)[0]}"; a code block takes title="…", line ranges such as {1,3-4} and showLineNumbers`,
      };
    }
    if (rest && !/^\s/.test(rest)) return { ok: false, reason: `code-block meta needs a space before "${rest}"` };
    rest = rest.trim();
  }
  return { ok: true, value };
}

/** A line's notation comment, as shiki's notation transformers read it: `// [!code ++]`, `# [!code --]`, … */
const NOTATION = /\s*(?:\/\/|#|--|<!--|\/\*)\s*\[!code (?:\+\+|--|highlight|hl)\]\s*(?:-->|\*\/)?\s*$/;

/**
 * The code as the checks read it: notation comments dropped and the lines marked removed blanked, so that a
 * diff's old and new line are not read as one key set twice and every line keeps its number.
 */
export function codeForChecks(code: string): string {
  return code
    .split('\n')
    .map((line) => (/\[!code --\]/.test(line) ? '' : line.replace(NOTATION, '')))
    .join('\n');
}

/** The code as a reader copies it: notation comments dropped, and the lines marked removed left out. */
export function codeWithoutMarks(code: string): string {
  return code
    .split('\n')
    .filter((line) => !/\[!code --\]/.test(line))
    .map((line) => line.replace(NOTATION, ''))
    .join('\n');
}

/** Classes on a `pre` that has annotations, which need {@link ANNOTATION_CSS}. */
export const ANNOTATED = /\b(has-diff|has-highlighted|line-numbers)\b/;

/**
 * The styles of annotated lines: highlighted, added and removed lines span the block's width; the diff sign and
 * the line number are drawn here, so Copy and a selection take the code alone. Few pages have annotated code,
 * so these rules travel only with them (components/mdx/code-block.tsx renders them once per page as a hoisted
 * <style>), which keeps the stylesheet every page inlines small.
 */
export const ANNOTATION_CSS = `
  .code-block pre :is(.highlighted,.diff){display:inline-block;min-width:calc(100% + 2rem);margin:0 -1rem;padding:0 1rem}
  .code-block .highlighted{background:color-mix(in srgb,var(--accent) 12%,transparent);box-shadow:inset 3px 0 var(--accent)}
  .code-block .diff.add{background:color-mix(in srgb,var(--tip) 12%,transparent)}
  .code-block .diff.remove{background:color-mix(in srgb,var(--caution) 12%,transparent)}
  .code-block pre.has-diff .line::before,.code-block pre.line-numbers .line::before{display:inline-block;min-width:1.5ch;margin-right:1ch;color:var(--fg-muted);text-align:right;user-select:none}
  .code-block pre.has-diff .line::before{content:' '}
  .code-block pre.has-diff .line.add::before{content:'+'}
  .code-block pre.has-diff .line.remove::before{content:'−'}
  .code-block pre.line-numbers code{counter-reset:line}
  .code-block pre.line-numbers .line{counter-increment:line}
  .code-block pre.line-numbers .line::before{content:counter(line);min-width:2.5ch}
  .code-block pre.line-numbers.has-diff .line::before{content:counter(line) ' ';min-width:4ch}
  .code-block pre.line-numbers.has-diff .line.add::before{content:counter(line) ' +';min-width:4ch}
  .code-block pre.line-numbers.has-diff .line.remove::before{content:counter(line) ' −';min-width:4ch}
`;
