import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, InlineCode, Nodes } from 'mdast';
import type { Issue } from '../issue';
import { codeForChecks } from '../../../model/code-meta';
import { hoconKeys } from './hocon-keys';
import type { ClaimDoc, ClaimIndex } from './claim-index';
import { type YamlKey, YamlKeysError, yamlKeys } from './yaml-keys';

/**
 * Configuration key claims (rule `config-key`): dremio.conf keys and Helm values named in prose, in `hocon` and
 * `yaml` blocks and in `helm --set` lines exist in data/config-keys.json.
 */

const DOTTED = /^([A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+)(?:\s*[:=].*)?$/;
const HELM_PAGE = /values(?:-overrides?)?\.yaml|\bHelm\b/;

type Namespace = 'dremio.conf' | 'Helm';

function keyValid(key: string, index: ClaimIndex): boolean {
  if (index.confKeys.has(key) || index.helmKeys.has(key)) return true;
  // A key under an open map (annotations, labels, nodeSelector …) is the author's own.
  const parts = key.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    const prefix = parts.slice(0, i + 1).join('.');
    if (index.openMaps.has(parts[i]!) && (index.helmKeys.has(prefix) || index.confKeys.has(prefix))) return true;
  }
  return false;
}

function keyReason(key: string, ns: Namespace, index: ClaimIndex): string | null {
  if (keyValid(key, index)) return null;
  const keys = ns === 'Helm' ? index.helmKeys : index.confKeys;
  const parts = key.split('.');
  let known = '';
  for (let i = parts.length - 1; i > 0; i--) {
    const prefix = parts.slice(0, i).join('.');
    if (keys.has(prefix)) {
      known = prefix;
      break;
    }
  }
  const children = known
    ? [...keys].filter((k) => k.startsWith(`${known}.`) && k.split('.').length === known.split('.').length + 1).map((k) => k.slice(known.length + 1))
    : [];
  const hint = children.length ? `; ${known} has: ${children.slice(0, 12).join(', ')}${children.length > 12 ? ', …' : ''}` : '';
  return `${ns} key "${key}" is not in data/config-keys.json${hint}`;
}

/** The namespace a backticked dotted name belongs to, or null when it is not a config key claim. */
function keyNamespace(key: string, helmPage: boolean, index: ClaimIndex): Namespace | null {
  const root = key.split('.')[0]!;
  if (index.confRoots.has(root)) return 'dremio.conf';
  if (helmPage && index.helmRoots.has(root)) return 'Helm';
  return null;
}

/** A configuration key named in a code block, or (`reason`) a block that cannot be read. */
type CodeKey = { key: string; ns: Namespace; line: number } | { reason: string; line: number };

function configInCode({ lang, value }: Code, helmPage: boolean, index: ClaimIndex): CodeKey[] {
  const out: CodeKey[] = [];
  const code = { lang, value: codeForChecks(value) };
  if (code.lang === 'hocon') {
    for (const k of hoconKeys(code.value)) if (index.confRoots.has(k.key.split('.')[0]!)) out.push({ key: k.key, ns: 'dremio.conf', line: k.line });
  } else if (code.lang === 'yaml') {
    let keys: YamlKey[];
    try {
      keys = yamlKeys(code.value);
    } catch (e) {
      if (!(e instanceof YamlKeysError)) throw e;
      return [{ reason: `yaml code block is not valid YAML: ${e.message}`, line: e.line }];
    }
    const top = new Set(keys.map((k) => k.key.split('.')[0]!));
    const isValues = top.size > 0 && [...top].every((t) => index.helmTop.has(t)) && [...top].some((t) => index.helmRoots.has(t));
    if (isValues) for (const k of keys) out.push({ key: k.key, ns: 'Helm', line: k.line });
  } else if (helmPage || /\bhelm\b/.test(code.value)) {
    code.value.split('\n').forEach((text, i) => {
      for (const m of text.matchAll(/--set(?:-file|-string)?[ =]([A-Za-z][\w.-]*)=/g)) out.push({ key: m[1]!, ns: 'Helm', line: i + 1 });
    });
  }
  return out;
}

/** Checks the configuration keys one page names. */
export function checkConfigKeyClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const lineOf = (n: Nodes) => (n.position ? n.position.start.line + doc.bodyLine : undefined);
  const helmPage = HELM_PAGE.test(toString(doc.tree));
  const push = (line: number | undefined, message: string | null) => {
    if (message) issues.push({ file: doc.file, line, rule: 'config-key', message });
  };
  visit(doc.tree, (node) => {
    if (node.type === 'code') {
      const start = lineOf(node);
      for (const k of configInCode(node, helmPage, index))
        push(start === undefined ? undefined : start + k.line, 'reason' in k ? k.reason : keyReason(k.key, k.ns, index));
      return 'skip';
    }
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      visit(node, 'inlineCode', (code: InlineCode) => {
        const m = DOTTED.exec(code.value.trim());
        const ns = m ? keyNamespace(m[1]!, helmPage, index) : null;
        if (m && ns) push(lineOf(code), keyReason(m[1]!, ns, index));
      });
      return 'skip';
    }
    return undefined;
  });
}
