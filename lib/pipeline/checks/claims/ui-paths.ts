import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Nodes, Parent, PhrasingContent } from 'mdast';
import type { Issue } from '../issue';
import { splitPath, type ClaimDoc, type ClaimIndex } from './claim-index';

/** Console path claims (rule `ui-path`): a path such as **Settings > Reflections** exists in data/console.json, in bold, with ">". */

interface UiPath {
  labels: string[];
  line?: number;
  /** The text of the page, to find the name of another product. */
  context: string;
  /** The path as written, when it uses a separator other than ">". */
  notation?: string;
  /** Set when the path is written in code or plain text rather than bold. */
  unbolded?: 'code' | 'text';
}

const SEPARATOR = /^\s*(>|›|→)\s*$/;

/** Bold UI paths in one block: `**A > B**`, and `**A** > **B**` (bold labels joined by ">"). */
function uiPathsIn(block: Parent, context: string, lineOf: (n: Nodes) => number | undefined, index: ClaimIndex): UiPath[] {
  const out: UiPath[] = [];
  const walk = (children: PhrasingContent[]) => {
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'text' || child.type === 'inlineCode') {
        for (const m of child.value.matchAll(index.plainPath)) {
          out.push({ labels: splitPath(m[0]), line: lineOf(child), context, unbolded: child.type === 'inlineCode' ? 'code' : 'text' });
        }
        continue;
      }
      if (child.type !== 'strong') {
        if ('children' in child) walk(child.children as PhrasingContent[]);
        continue;
      }
      const labels = splitPath(toString(child));
      let raw = toString(child);
      let j = i;
      while (children[j + 1]?.type === 'text' && SEPARATOR.test((children[j + 1] as { value: string }).value) && children[j + 2]?.type === 'strong') {
        raw += ` ${(children[j + 1] as { value: string }).value.trim()} ${toString(children[j + 2]!)}`;
        labels.push(...splitPath(toString(children[j + 2]!)));
        j += 2;
      }
      if (labels.length > 1) out.push({ labels, line: lineOf(child), context, notation: /[›→]/.test(raw) ? raw : undefined });
      i = j;
    }
  };
  walk(block.children as PhrasingContent[]);
  return out;
}

const isRun = (labels: string[], path: string[]) => {
  for (let start = 0; start + labels.length <= path.length; start++) {
    if (labels.every((l, k) => path[start + k] === l)) return true;
  }
  return false;
};

function uiPathReason(p: UiPath, index: ClaimIndex): string | null {
  const shown = p.labels.join(' > ');
  if (p.notation) return `UI path "${p.notation}": separate the labels with ">" (write **${shown}**)`;
  if (p.unbolded) return `UI path "${shown}" is written as ${p.unbolded === 'code' ? 'code' : 'plain text'}: write it in bold, **${shown}**`;
  const first = p.labels[0]!;
  if (!index.consoleLabels.has(first.toLowerCase())) return null; // not a Dremio console path
  if (index.consolePaths.some((path) => isRun(p.labels, path))) return null;
  const other = index.data.console.otherProducts.find((o) => o.path === shown && p.context.includes(o.product));
  if (other) return null;
  for (const label of p.labels) {
    const spelled = index.consoleLabels.get(label.toLowerCase());
    if (spelled && !spelled.has(label)) return `UI path "${shown}": the console labels it "${[...spelled][0]}", not "${label}"`;
  }
  const next = new Set<string>();
  for (const path of index.consolePaths) {
    const at = path.indexOf(first);
    if (at >= 0 && path[at + 1]) next.add(path[at + 1]!);
  }
  const hint = next.size ? `; under "${first}" it has: ${[...next].join(', ')}` : '';
  return `UI path "${shown}" is not in the console map (data/console.json)${hint}`;
}

/** Checks the console paths one page names. */
export function checkUiPathClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const lineOf = (n: Nodes) => (n.position ? n.position.start.line + doc.bodyLine : undefined);
  const pageText = toString(doc.tree);
  visit(doc.tree, (node) => {
    if (node.type === 'code') return 'skip';
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      for (const p of uiPathsIn(node, pageText, lineOf, index)) {
        const message = uiPathReason(p, index);
        if (message) issues.push({ file: doc.file, line: p.line, rule: 'ui-path', message });
      }
      return 'skip';
    }
    return undefined;
  });
}
