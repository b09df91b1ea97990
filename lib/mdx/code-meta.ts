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
