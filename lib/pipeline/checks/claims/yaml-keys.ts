import { isAlias, isMap, isPair, isScalar, LineCounter, parseAllDocuments, type Node as YamlNode } from 'yaml';

/** A key set in a YAML mapping (such as a Helm `values-overrides.yaml`), with its 1-based line. */
export interface YamlKey {
  key: string;
  line: number;
}

/** Thrown for a block the YAML parser rejects: the claims check reports it at its line. */
export class YamlKeysError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * Lists the dotted path of every mapping key in a YAML text, read with the `yaml` parser: `coordinator:\n
 * count: 1` yields `coordinator` and `coordinator.count`. Anchors, flow maps and quoted keys are read as
 * YAML reads them; an alias (`*name`) and a merge key (`<<`) add no key of their own. The items of a list
 * are not keys, so the list's own key is the deepest one reported, and a block scalar's lines are a value.
 * A text that is not valid YAML throws a YamlKeysError with the parser's first message and its line.
 */
export function yamlKeys(text: string): YamlKey[] {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, uniqueKeys: false });
  const list = Array.isArray(docs) ? docs : [docs];
  for (const doc of list) {
    const error = doc.errors[0];
    if (error) throw new YamlKeysError(error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''), error.linePos?.[0].line ?? 1);
  }
  const keys: YamlKey[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      if (name === '<<' && (isAlias(pair.value) || isMap(pair.value))) continue;
      const key = [...path, name];
      const offset = (pair.key as YamlNode).range?.[0] ?? 0;
      keys.push({ key: key.join('.'), line: lines.linePos(offset).line });
      walk(pair.value, key);
    }
  };
  for (const doc of list) walk(doc.contents, []);
  return keys;
}
