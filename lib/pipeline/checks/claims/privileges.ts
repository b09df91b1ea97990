import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Nodes } from 'mdast';
import { typedClaims } from '../../../kinds/registry';
import type { Issue } from '../issue';
import { PRIVILEGE_LIST_PAGES, PRIVILEGES_PAGE, type ClaimDoc, type ClaimIndex } from './claim-index';

/**
 * Privilege claims (rule `privileges`): every privilege a page names, in prose, code, typed frontmatter and the
 * privilege tables, exists in data/privileges.json and is granted only on object types the data allows.
 */

/** Words that are upper-case in prose but are roles or other things, with what to write instead. */
const NOT_PRIVILEGES: Record<string, string> = {
  ADMIN: 'ADMIN is a role, not a privilege: write "the ADMIN role"',
  PUBLIC: 'PUBLIC is a role, not a privilege: write "the PUBLIC role"',
};

const WORD = String.raw`(?:[A-Z][A-Z_]+(?: (?:[A-Z][A-Z_]+|Reflections?))*)`;
const LIST = String.raw`${WORD}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)${WORD})*`;
/** Matches a lower-case word in lower case, capitalised or upper case. */
const anyCase = (word: string) =>
  word.replace(/\b([a-z])([a-z]*)/g, (_, a: string, rest: string) => `(?:[${a}${a.toUpperCase()}]${rest}|${(a + rest).toUpperCase()})`);
const TYPE_WORD = `(?:${['system', 'open catalog', 'catalog', 'source', 'space', 'folder', 'table', 'view', 'function', 'udf', 'script', 'model provider', 'user', 'role', 'dataset'].map(anyCase).join('|')})`;
/** "on the table", "on each parent folder", "on the Open Catalog": the object a privilege is granted on. */
const SCOPE = String.raw`\s+on\s+(?:(?:the|a|an|each|every|its|that|this|any)\s+)?(?:(?!on\b)[A-Za-z-]+\s+)?(${TYPE_WORD})s?\b(?!['’]s\b)`;
/** "the SELECT privilege", "SELECT, INSERT and UPDATE privileges", "`VIEW JOB HISTORY` privilege on …". */
const PROSE_PRIVILEGES = new RegExp(String.raw`(?<![A-Za-z_.])(${LIST})\s+privileges?\b(?:${SCOPE})?`, 'g');
/** "USAGE on the folder": a scope claim without the word "privilege"; checked only when every name is a privilege. */
const PROSE_SCOPE = new RegExp(String.raw`(?<![A-Za-z_.])(${LIST})${SCOPE}`, 'g');
/**
 * A Dremio GRANT or REVOKE statement on one line: the privilege list between the verb and ON, and the object
 * type after ON. Statements for other databases (`ON DATABASE`, `ON SCHEMA`, `ON shop.*`, `ON USER::x`) do not match.
 */
const GRANT =
  /\b(GRANT|REVOKE|grant|revoke)\s+([^;\n]+?)\s+(?:ON|on)\s+((?:ALL\s+DATASETS\s+IN\s+)?(?:SYSTEM|SOURCE|SPACE|FOLDER|TABLE|VIEW|DATASET|FUNCTION|USER|ROLE|SCRIPT|CATALOG|MODEL\s+PROVIDER))\b(?!::)/gi;
const JSON_PRIVILEGES = /"privileges"\s*:\s*\[([^\]]*)\]/g;

/** Object types as prose and GRANT name them → the ids of data/privileges.json ("dataset": a table or view). */
const OBJECT_WORDS: Record<string, string> = {
  system: 'system',
  'open catalog': 'open-catalog',
  catalog: 'open-catalog',
  source: 'source',
  space: 'space',
  folder: 'folder',
  schema: 'folder',
  table: 'table',
  view: 'view',
  function: 'function',
  udf: 'function',
  script: 'script',
  'model provider': 'model-provider',
  user: 'user',
  role: 'role',
  dataset: 'dataset',
};

const objectType = (word: string | undefined) => {
  if (!word) return undefined;
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  return w.startsWith('all datasets in') ? 'all-datasets' : OBJECT_WORDS[w];
};

interface PrivilegeClaim {
  name: string;
  offset: number;
  /** The object type it is granted on, when the text says. */
  on?: string;
}

const normalisePrivilege = (name: string) => name.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toUpperCase();

function privilegeReason(claim: PrivilegeClaim, index: ClaimIndex, page: string): string | null {
  const { name, on } = claim;
  const upper = normalisePrivilege(name);
  if (NOT_PRIVILEGES[upper]) return `"${name}" is not a privilege; ${NOT_PRIVILEGES[upper]}`;
  if (on === 'all-datasets' && upper === 'OWNERSHIP') return 'OWNERSHIP cannot be granted with ALL DATASETS; grant it on each table, view or folder';
  const types = index.scopes.get(upper);
  if (!types) return `privilege "${name}" is not in data/privileges.json (the privileges of ${index.data.privileges.source})`;
  if (!on || upper === 'ALL') return null;
  const ok = on === 'dataset' || on === 'all-datasets' ? types.has('table') || types.has('view') : types.has(on);
  if (ok || index.data.privileges.exceptions.some((e) => e.page === page && e.privilege === upper && e.on === on)) return null;
  const labels = index.data.privileges.objectTypes.filter((t) => types.has(t.id)).map((t) => t.label);
  return `privilege "${upper}" cannot be granted on a ${on === 'dataset' || on === 'all-datasets' ? 'table or view' : index.data.privileges.objectTypes.find((t) => t.id === on)!.label.toLowerCase()}; data/privileges.json allows it on: ${labels.join(', ')}`;
}

/** Splits "SELECT, INSERT and UPDATE" into names. */
const splitList = (list: string) =>
  list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and\/or|and|or)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const isUpper = (s: string) => !/[a-z]/.test(s.replace(/Reflections?/g, ''));

function privilegesInProse(text: string, index: ClaimIndex): PrivilegeClaim[] {
  const out: PrivilegeClaim[] = [];
  const taken = new Set<number>();
  for (const m of text.matchAll(PROSE_PRIVILEGES)) {
    const names = splitList(m[1]!);
    if (!names.every(isUpper)) continue;
    taken.add(m.index);
    for (const name of names) out.push({ name, offset: m.index, on: objectType(m[2]) });
  }
  for (const m of text.matchAll(PROSE_SCOPE)) {
    const names = splitList(m[1]!);
    if (taken.has(m.index) || !names.every(isUpper) || !names.every((n) => index.scopes.has(normalisePrivilege(n)))) continue;
    for (const name of names) out.push({ name, offset: m.index, on: objectType(m[2]) });
  }
  for (const m of text.matchAll(GRANT)) {
    if (m[1] === m[1]!.toUpperCase()) out.push(...grantList(m[2]!).map((name) => ({ name, offset: m.index, on: objectType(m[3]) })));
  }
  return out;
}

/**
 * The privileges a GRANT list names. Syntax and placeholders (`<privilege>`, `{ … | … }`, `ROLE x`) are
 * skipped; with an upper-case verb, so are items with lower-case letters (`privilege`, `objectPrivilege`).
 */
function grantList(list: string, lowerVerb = false): string[] {
  if (/[<{[|]|\.\.\.|…/.test(list) || /^ROLE\b/i.test(list.trim())) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && (lowerVerb || !/[a-z]/.test(s.replace(/Reflections?/g, ''))));
}

function privilegesInCode(code: string): PrivilegeClaim[] {
  const out: PrivilegeClaim[] = [];
  for (const m of code.matchAll(GRANT)) {
    for (const name of grantList(m[2]!, m[1] === m[1]!.toLowerCase())) out.push({ name, offset: m.index, on: objectType(m[3]) });
  }
  for (const m of code.matchAll(JSON_PRIVILEGES)) {
    for (const item of m[1]!.matchAll(/"([^"]*)"/g)) {
      if (item[1] && item[1] === item[1].toUpperCase()) out.push({ name: item[1], offset: m.index + item.index });
    }
  }
  return out;
}

/** Checks the privileges one page names. */
export function checkPrivilegeClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const { file } = doc;
  const lineOf = (n: Nodes) => (n.position ? n.position.start.line + doc.bodyLine : undefined);
  const push = (line: number | undefined, message: string | null) => {
    if (message) issues.push({ file, line, rule: 'privileges', message });
  };
  visit(doc.tree, (node) => {
    if (node.type === 'code') {
      const start = lineOf(node);
      const at = (offset: number) => (start === undefined ? undefined : start + 1 + node.value.slice(0, offset).split('\n').length - 1);
      for (const p of privilegesInCode(node.value)) push(at(p.offset), privilegeReason(p, index, doc.id));
      return 'skip';
    }
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      const text = toString(node);
      const start = lineOf(node);
      for (const p of privilegesInProse(text, index)) {
        push(start === undefined ? undefined : start + text.slice(0, p.offset).split('\n').length - 1, privilegeReason(p, index, doc.id));
      }
      return 'skip';
    }
    return undefined;
  });
  // The typed data's prose and code (lib/kinds: each kind's `claims`), reported by field.
  const { prose, code } = typedClaims(doc.frontmatter);
  for (const [field, text, inCode] of [...prose.map(([f, t]) => [f, t, false] as const), ...code.map(([f, t]) => [f, t, true] as const)]) {
    for (const p of inCode ? privilegesInCode(text) : privilegesInProse(text, index)) {
      const message = privilegeReason(p, index, doc.id);
      if (message) issues.push({ file, field, rule: 'privileges', message });
    }
  }
  if (doc.id === PRIVILEGES_PAGE) checkPrivilegesPage(doc, index, issues);
  if (PRIVILEGE_LIST_PAGES.has(doc.id)) checkPrivilegeLists(doc, index, issues);
}

const typeLabels = (index: ClaimIndex) => {
  const byLabel = new Map<string, string>();
  for (const t of index.data.privileges.objectTypes) for (const label of [t.label, ...t.aliases]) byLabel.set(label.toLowerCase(), t.id);
  return byLabel;
};

/**
 * A table headed "object | privileges" lists, per object type (several may share a row: "User, Role"), the
 * privileges that can be granted on it; every row must match data/privileges.json and every object type needs a row.
 */
export function checkPrivilegeLists(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const byLabel = typeLabels(index);
  const seen = new Set<string>();
  let tables = 0;
  visit(doc.tree, 'table', (table) => {
    const [head, ...rows] = table.children;
    const headers = head?.children.map((c) => toString(c).trim().toLowerCase()) ?? [];
    if (!/^object( type)?$/.test(headers[0] ?? '') || headers[1] !== 'privileges') return;
    tables++;
    for (const row of rows) {
      const line = row.position ? row.position.start.line + doc.bodyLine : undefined;
      const listed = new Set(
        toString(row.children[1]!)
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && n !== 'ALL'),
      );
      for (const label of toString(row.children[0]!)
        .split(',')
        .map((l) => l.trim())) {
        const type = byLabel.get(label.toLowerCase());
        if (!type) {
          issues.push({ file: doc.file, line, rule: 'privileges', message: `"${label}" is not an object type of data/privileges.json` });
          continue;
        }
        seen.add(type);
        const expected = index.data.privileges.privileges.filter((p) => p.on.includes(type)).map((p) => p.name);
        const missing = expected.filter((n) => !listed.has(n));
        const extra = [...listed].filter((n) => !expected.includes(n));
        if (missing.length || extra.length) {
          const parts = [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `not grantable there: ${extra.join(', ')}` : ''].filter(Boolean);
          issues.push({ file: doc.file, line, rule: 'privileges', message: `privileges on ${label} differ from data/privileges.json: ${parts.join('; ')}` });
        }
      }
    }
  });
  if (!tables) return;
  for (const t of index.data.privileges.objectTypes) {
    if (!seen.has(t.id))
      issues.push({
        file: doc.file,
        rule: 'privileges',
        message: `the privileges-by-object table has no row for ${t.label} (an object type of data/privileges.json)`,
      });
  }
}

/**
 * The privileges reference page documents exactly the privileges of data/privileges.json: its tables with a
 * "Privilege" column and one column per object type must tick exactly the object types the data lists, and
 * every privilege of the data must appear in one of them.
 */
export function checkPrivilegesPage(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  const { privileges, objectTypes } = index.data.privileges;
  const typeByLabel = new Map(objectTypes.map((t) => [t.label.toLowerCase(), t.id]));
  const expected = new Map(privileges.map((p) => [p.name, new Set(p.on)]));
  const seenTypes = new Set<string>();
  const seenPrivileges = new Set<string>();
  const described = new Set<string>();
  let matrixTables = 0;
  visit(doc.tree, 'table', (table) => {
    const [head, ...rows] = table.children;
    if (!head) return;
    const headers = head.children.map((c) => toString(c).trim());
    if (headers[0]?.toLowerCase() !== 'privilege') return;
    const columns = headers.slice(1).map((h) => typeByLabel.get(h.toLowerCase()));
    if (columns.length && columns.every(Boolean)) {
      matrixTables++;
      columns.forEach((c) => seenTypes.add(c!));
      for (const row of rows) {
        const line = row.position ? row.position.start.line + doc.bodyLine : undefined;
        const name = toString(row.children[0]!).trim();
        const on = expected.get(name);
        if (!on) {
          issues.push({ file: doc.file, line, rule: 'privileges', message: `the privileges table lists "${name}", which is not in data/privileges.json` });
          continue;
        }
        seenPrivileges.add(name);
        columns.forEach((type, k) => {
          const ticked = toString(row.children[k + 1] ?? { type: 'text', value: '' }).trim() !== '';
          if (ticked !== on.has(type!)) {
            const label = headers[k + 1];
            issues.push({
              file: doc.file,
              line,
              rule: 'privileges',
              message: `"${name}" on ${label}: the table says ${ticked ? 'it can be granted' : 'it cannot be granted'}, data/privileges.json says ${on.has(type!) ? 'it can' : 'it cannot'}`,
            });
          }
        });
      }
    } else {
      for (const row of rows) for (const name of toString(row.children[0]!).split(',')) described.add(name.trim());
    }
  });
  if (!matrixTables) {
    issues.push({
      file: doc.file,
      rule: 'privileges',
      message: 'the privileges reference needs tables with a "Privilege" column and one column per object type of data/privileges.json',
    });
    return;
  }
  for (const t of objectTypes) {
    if (!seenTypes.has(t.id))
      issues.push({
        file: doc.file,
        rule: 'privileges',
        message: `no privileges table has a column for "${t.label}" (an object type of data/privileges.json)`,
      });
  }
  for (const p of privileges) {
    if (!seenPrivileges.has(p.name))
      issues.push({ file: doc.file, rule: 'privileges', message: `privilege "${p.name}" of data/privileges.json is missing from the privileges tables` });
  }
  if (described.size) {
    for (const name of described) {
      if (!index.scopes.has(name))
        issues.push({ file: doc.file, rule: 'privileges', message: `the descriptions table lists "${name}", which is not in data/privileges.json` });
    }
    for (const name of index.scopes.keys()) {
      if (!described.has(name))
        issues.push({ file: doc.file, rule: 'privileges', message: `privilege "${name}" of data/privileges.json has no row in the descriptions table` });
    }
  }
}
