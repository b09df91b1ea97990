import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Nodes } from 'mdast';
import { typedClaims } from '../../../kinds/registry';
import type { Issue } from '../issue';
import type { PrivilegeAction } from './data';
import type { ClaimDoc, ClaimIndex } from './claim-index';

/**
 * Privilege advice (rule `privilege-action`): a page that tells the reader to grant a privilege for a purpose ("grant
 * `CREATE TABLE`, `INSERT` or `DROP` to let them write Iceberg tables", "`ALTER` for people who format folders") names
 * only privileges whose `actions` in data/privileges.json cover that purpose. The purpose phrase is mapped to an action
 * id by PURPOSES below; a phrase none of them recognises is not checked. OWNERSHIP (`any`) and ALL cover every action.
 */

/** A purpose phrase, read from its first words (lower case), and the action it asks for. First match wins. */
const PURPOSES: [RegExp, PrivilegeAction][] = [
  [/^(?:create|edit|drop|define|manage|refresh|build)\b(?:\s+(?:and|or)\s+\w+)?\s+(?:\w+\s+)?reflections?\b/, 'reflections'],
  [/^(?:see|view|list|monitor)\s+(?:\w+\s+)?reflections?\b/, 'see-reflections'],
  [/^(?:drop|delete|remove)\s+(?:the\s+|a\s+|that\s+|this\s+)?(?:sources?|spaces?|folders?)\b/, 'remove-container'],
  [/^(?:drop|remove)\s+(?:the\s+|a\s+|their\s+|any\s+)?(?:\w+\s+)?(?:tables?|views?)\b/, 'drop-table'],
  [/^create\s+(?:new\s+)?(?:iceberg\s+)?tables?\b/, 'create-table'],
  [/^(?:write|insert|load|append|ingest|merge)\b/, 'write'],
  [/^(?:write|change|modify|update|edit|build|maintain|manage)\s+(?:the\s+|their\s+)?(?:iceberg\s+)?(?:tables|rows|data)\b/, 'write'],
  [/^(?:delete|update)\s+rows\b/, 'write'],
  [/^(?:create|define)\s+(?:\w+\s+)?views?\b/, 'create-view'],
  [/^(?:grant|revoke|share|transfer ownership|manage (?:grants|privileges|access))\b/, 'grant'],
  [/^change\s+(?:the\s+|its\s+)?access control list\b/, 'grant'],
  [/^(?:run|call|execute|use)\s+(?:a\s+|the\s+|this\s+)?(?:user-defined\s+)?(?:functions?|udfs?)\b/, 'execute'],
  [/^(?:send|run)\s+(?:\w+\s+)?(?:native|external)\b/, 'external-query'],
  [/^upload\b/, 'upload'],
  [/^(?:see|view|read)\s+(?:the\s+)?(?:job history|jobs of)\b/, 'job-history'],
  [/^(?:format|promote)\s+(?:\w+\s+)?(?:files|folders|tables)\b/, 'alter'],
  [/^(?:read|query|select from)\b/, 'read'],
];

const NAME = String.raw`[A-Z][A-Z_]+(?: [A-Z][A-Z_]+)*`;
const LIST = String.raw`${NAME}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)${NAME})*`;
/**
 * A privilege list, optionally "privilege(s)" and "on …", then the purpose: "to let them VERB", "to allow users to
 * VERB", "so that analysts can VERB", "to those allowed to VERB", "for engineers who VERB", "let them VERB", "to VERB".
 */
const ADVICE = new RegExp(
  String.raw`(?<![A-Za-z_.])(${LIST})(?:\s+privileges?)?(?:\s+on\s+[^,.;:()]{1,60}?)?\s+` +
    String.raw`(?:to\s+(?:let|allow|enable|help)\s+(?:[a-z]+\s+){0,3}?(?:to\s+)?` +
    String.raw`|to\s+(?:the\s+|those\s+)?(?:[A-Za-z]+\s+){0,3}?(?:that|who)\s+(?:may|can|should|need\s+to|want\s+to)\s+` +
    String.raw`|to\s+those\s+(?:allowed|permitted)\s+to\s+` +
    String.raw`|so\s+that\s+(?:[a-z]+\s+){0,3}?(?:can|may)\s+` +
    String.raw`|for\s+(?:[a-z]+\s+){1,3}?who\s+(?:may\s+|can\s+|should\s+|need\s+to\s+)?` +
    String.raw`|(?:lets?|allows?|enables?)\s+` +
    String.raw`|to\s+)` +
    String.raw`([a-z][^.,;:()]{0,80})`,
  'g',
);

/** The grantee a purpose may start with, left out before the purpose is read. */
const GRANTEE =
  /^(?:(?:them|users?|people|roles?|members|everyone|analysts|engineers|stewards|(?:the|those|its|their)\s+[a-z-]+(?:\s+[a-z-]+)?)\s+)?(?:to\s+)?/i;

const splitList = (list: string) =>
  list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and\/or|and|or)\s+/)
    .map((s) => s.replace(/_/g, ' ').trim())
    .filter(Boolean);

interface Advice {
  offset: number;
  privileges: string[];
  purpose: string;
  action: PrivilegeAction;
}

/** The grant advice a text gives, where every name in the list is a privilege and the purpose is recognised. */
export function adviceIn(text: string, index: ClaimIndex): Advice[] {
  const out: Advice[] = [];
  for (const m of text.matchAll(ADVICE)) {
    const privileges = splitList(m[1]!);
    if (!privileges.every((p) => index.scopes.has(p))) continue;
    // "to let them write …", "to allow users to read …": the purpose starts after the grantee.
    const purpose = m[2]!.trim().replace(GRANTEE, '');
    const action = PURPOSES.find(([re]) => re.test(purpose.toLowerCase()))?.[1];
    if (action) out.push({ offset: m.index, privileges, purpose, action });
  }
  return out;
}

function reasons(advice: Advice, index: ClaimIndex): string[] {
  const actions = new Map(index.data.privileges.privileges.map((p) => [p.name, new Set<string>(p.actions)]));
  const covers = (name: string) => name === 'ALL' || actions.get(name)?.has('any') || actions.get(name)?.has(advice.action);
  const purpose = advice.purpose.split(/\s+/).slice(0, 6).join(' ');
  const right = index.data.privileges.privileges.filter((p) => p.actions.includes(advice.action)).map((p) => p.name);
  return advice.privileges
    .filter((name) => !covers(name))
    .map(
      (name) =>
        `privilege "${name}" is advised "to ${purpose}", which it does not cover: data/privileges.json lets it ${[...actions.get(name)!].join(', ')}; for that purpose grant ${right.join(', ') || 'a privilege that covers it'}`,
    );
}

/** Checks the grant advice of one page: its prose, table cells and typed prose (code is not advice). */
export function checkPrivilegeActionClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const lineOf = (n: Nodes) => (n.position ? n.position.start.line + doc.bodyLine : undefined);
  visit(doc.tree, (node) => {
    if (node.type === 'code') return 'skip';
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      const text = toString(node);
      const start = lineOf(node);
      for (const advice of adviceIn(text, index)) {
        const line = start === undefined ? undefined : start + text.slice(0, advice.offset).split('\n').length - 1;
        for (const message of reasons(advice, index)) issues.push({ file: doc.file, line, rule: 'privilege-action', message });
      }
      return 'skip';
    }
    return undefined;
  });
  for (const [field, text] of typedClaims(doc.frontmatter).prose) {
    for (const advice of adviceIn(text, index)) {
      for (const message of reasons(advice, index)) issues.push({ file: doc.file, field, rule: 'privilege-action', message });
    }
  }
}
