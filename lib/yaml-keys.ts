/** A key set in a YAML mapping (such as a Helm `values-overrides.yaml`), with its 1-based line. */
export interface YamlKey {
  key: string;
  line: number;
}

const KEY_LINE = /^( *)([A-Za-z0-9_][A-Za-z0-9_.\-/]*):(?:\s+(.*))?$/;

/**
 * Lists the dotted path of every mapping key in a YAML text by indentation: `coordinator:\n  count: 1`
 * yields `coordinator` and `coordinator.count`. The items of a list and the lines of a block scalar
 * (`key: |`) are not keys and are skipped, so the list's own key is the deepest one reported. Quoted
 * keys are not read (values files do not use them; JSON pasted into a block scalar does). It reads
 * fragments that a YAML parser would reject (placeholders such as `<bucket>`, `...` lines, templates).
 */
export function yamlKeys(text: string): YamlKey[] {
  const keys: YamlKey[] = [];
  const stack: { indent: number; key: string }[] = [];
  let skipDeeperThan = -1;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || /^\s*#/.test(line)) return;
    const indent = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0) {
      // A block scalar or list item runs until a key at its own indentation or less.
      if (indent > skipDeeperThan || !KEY_LINE.test(line)) return;
      skipDeeperThan = -1;
    }
    if (line.trimStart().startsWith('- ') || line.trim() === '-') {
      skipDeeperThan = indent;
      return;
    }
    const m = KEY_LINE.exec(line);
    if (!m) return;
    const name = m[2]!;
    const value = (m[3] ?? '').replace(/\s+#.*$/, '');
    while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const key = [...stack.map((s) => s.key), name].join('.');
    keys.push({ key, line: index + 1 });
    if (/^[|>][-+0-9]*$/.test(value)) skipDeeperThan = indent;
    else if (!value) stack.push({ indent, key: name });
  });
  return keys;
}
