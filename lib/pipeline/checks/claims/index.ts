import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, InlineCode, Nodes, Parent, PhrasingContent, Root } from 'mdast';
import type { ClaimsData } from './data';
import { hoconKeys } from './hocon-keys';
import type { Frontmatter } from '../../../model/schema';
import { type YamlKey, YamlKeysError, yamlKeys } from './yaml-keys';

/**
 * Checks the claims a page makes that can be checked mechanically against the data in `data/`:
 * privilege names, Dremio console paths, and dremio.conf keys and Helm values. How each kind is
 * recognised is documented in AUTHORING.md ("Checked claims"); keep the two in step.
 */

export interface ClaimError {
  file: string;
  line?: number;
  field?: string;
  reason: string;
}

/** What the check needs of a page: its parsed body and where the body starts in the file. */
export interface ClaimDoc {
  id: string;
  file: string;
  frontmatter: Frontmatter;
  tree: Root;
  /** Lines before the body, added to body line numbers. */
  bodyLine: number;
}

/** The doc id of the page that documents every privilege; it must match data/privileges.json exactly. */
export const PRIVILEGES_PAGE = 'security/rbac/privileges';
/** Pages with an "object | privileges" table (one row per object type); each row must list exactly the data's privileges. */
export const PRIVILEGE_LIST_PAGES = new Set(['reference/sql/commands/rbac']);

/** Data prepared once for all pages. */
export interface ClaimIndex {
  data: ClaimsData;
  /** Every privilege name (and ALL) → the object types it can be granted on. */
  scopes: Map<string, Set<string>>;
  /** Each console path as its list of labels. */
  consolePaths: string[][];
  /** A console path written without bold: a first label of the map, then ">"-separated capitalised labels. */
  plainPath: RegExp;
  /** Lower-cased label → labels as the console writes them, for every label of the map. */
  consoleLabels: Map<string, Set<string>>;
  confKeys: Set<string>;
  helmKeys: Set<string>;
  confRoots: Set<string>;
  helmRoots: Set<string>;
  /** First segments of every Helm key: the top-level keys a values file may set. */
  helmTop: Set<string>;
  openMaps: Set<string>;
}

const prefixes = (keys: Iterable<string>) => {
  const out = new Set<string>();
  for (const key of keys) {
    const parts = key.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  }
  return out;
};

export function indexClaims(data: ClaimsData): ClaimIndex {
  const consolePaths = data.console.paths.map((p) => splitPath(p.path));
  const consoleLabels = new Map<string, Set<string>>();
  for (const label of consolePaths.flat()) {
    const set = consoleLabels.get(label.toLowerCase()) ?? new Set<string>();
    set.add(label);
    consoleLabels.set(label.toLowerCase(), set);
  }
  const helmKeys = prefixes(data.config.helm.sources.flatMap((s) => s.keys));
  const firsts = [...new Set(consolePaths.map((p) => p[0]!))].sort((a, b) => b.length - a.length).map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const label = String.raw`[A-Z][\w/&+-]*(?: [A-Z][\w/&+-]*)*`;
  const plainPath = new RegExp(String.raw`(?<![\w*])(?:${firsts.join('|')})(?:\s*(?:>|›|→)\s*${label})+`, 'g');
  return {
    data,
    plainPath,
    scopes: new Map([
      [data.privileges.all.name, new Set(data.privileges.objectTypes.map((t) => t.id))],
      ...data.privileges.privileges.map((p) => [p.name, new Set(p.on)] as [string, Set<string>]),
    ]),
    consolePaths,
    consoleLabels,
    confKeys: prefixes(data.config.dremioConf.sources.flatMap((s) => s.keys)),
    helmKeys,
    confRoots: new Set(data.config.dremioConf.roots),
    helmRoots: new Set(data.config.helm.roots),
    helmTop: new Set([...helmKeys].map((k) => k.split('.')[0]!)),
    openMaps: new Set(data.config.helm.openMaps),
  };
}

const splitPath = (path: string) => path.split(/\s*(?:>|›|→)\s*/).map((s) => s.trim()).filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Privileges

/** Words that are upper-case in prose but are roles or other things, with what to write instead. */
const NOT_PRIVILEGES: Record<string, string> = {
  ADMIN: 'ADMIN is a role, not a privilege: write "the ADMIN role"',
  PUBLIC: 'PUBLIC is a role, not a privilege: write "the PUBLIC role"',
};

const WORD = String.raw`(?:[A-Z][A-Z_]+(?: (?:[A-Z][A-Z_]+|Reflections?))*)`;
const LIST = String.raw`${WORD}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)${WORD})*`;
/** Matches a lower-case word in lower case, capitalised or upper case. */
const anyCase = (word: string) => word.replace(/\b([a-z])([a-z]*)/g, (_, a: string, rest: string) => `(?:[${a}${a.toUpperCase()}]${rest}|${(a + rest).toUpperCase()})`);
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
const splitList = (list: string) => list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and\/or|and|or)\s+/).map((s) => s.trim()).filter(Boolean);

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

// ---------------------------------------------------------------------------------------------
// Console paths

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

// ---------------------------------------------------------------------------------------------
// Configuration keys

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

function configInCode(code: Code, helmPage: boolean, index: ClaimIndex): CodeKey[] {
  const out: CodeKey[] = [];
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

// ---------------------------------------------------------------------------------------------

/** Checks one page's privilege names, console paths and configuration keys. */
export function checkClaims(doc: ClaimDoc, index: ClaimIndex, errors: ClaimError[]) {
  const { file } = doc;
  const lineOf = (n: Nodes) => (n.position ? n.position.start.line + doc.bodyLine : undefined);
  const pageText = toString(doc.tree);
  const helmPage = HELM_PAGE.test(pageText);
  const push = (line: number | undefined, reason: string | null) => {
    if (reason) errors.push({ file, line, reason });
  };
  visit(doc.tree, (node) => {
    if (node.type === 'code') {
      const start = lineOf(node);
      const at = (offset: number) => (start === undefined ? undefined : start + 1 + node.value.slice(0, offset).split('\n').length - 1);
      for (const p of privilegesInCode(node.value)) push(at(p.offset), privilegeReason(p, index, doc.id));
      for (const k of configInCode(node, helmPage, index)) push(start === undefined ? undefined : start + k.line, 'reason' in k ? k.reason : keyReason(k.key, k.ns, index));
      return 'skip';
    }
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      const text = toString(node);
      const start = lineOf(node);
      for (const p of privilegesInProse(text, index)) {
        push(start === undefined ? undefined : start + text.slice(0, p.offset).split('\n').length - 1, privilegeReason(p, index, doc.id));
      }
      for (const p of uiPathsIn(node, pageText, lineOf, index)) push(p.line, uiPathReason(p, index));
      visit(node, 'inlineCode', (code: InlineCode) => {
        const m = DOTTED.exec(code.value.trim());
        const ns = m ? keyNamespace(m[1]!, helmPage, index) : null;
        if (m && ns) push(lineOf(code), keyReason(m[1]!, ns, index));
      });
      return 'skip';
    }
    return undefined;
  });
  const fm = doc.frontmatter;
  const fields: [string, string][] = [];
  if (fm.table) fields.push(['table.access', fm.table.access]);
  fm.api?.operations.forEach((op, i) => {
    if (op.privileges) fields.push([`api.operations.${i}.privileges`, op.privileges]);
    fields.push([`api.operations.${i}.description`, op.description]);
  });
  for (const [field, value] of fields) {
    for (const p of privilegesInProse(value, index)) {
      const reason = privilegeReason(p, index, doc.id);
      if (reason) errors.push({ file, field, reason });
    }
  }
  fm.api?.operations.forEach((op, i) => {
    for (const [key, value] of [['requestExample', op.requestExample], ['responseExample', op.responseExample]] as const) {
      for (const p of value ? privilegesInCode(value) : []) {
        const reason = privilegeReason(p, index, doc.id);
        if (reason) errors.push({ file, field: `api.operations.${i}.${key}`, reason });
      }
    }
  });
  if (doc.id === PRIVILEGES_PAGE) checkPrivilegesPage(doc, index, errors);
  if (PRIVILEGE_LIST_PAGES.has(doc.id)) checkPrivilegeLists(doc, index, errors);
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
export function checkPrivilegeLists(doc: ClaimDoc, index: ClaimIndex, errors: ClaimError[]) {
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
      const listed = new Set(toString(row.children[1]!).split(',').map((n) => n.trim()).filter((n) => n && n !== 'ALL'));
      for (const label of toString(row.children[0]!).split(',').map((l) => l.trim())) {
        const type = byLabel.get(label.toLowerCase());
        if (!type) {
          errors.push({ file: doc.file, line, reason: `"${label}" is not an object type of data/privileges.json` });
          continue;
        }
        seen.add(type);
        const expected = index.data.privileges.privileges.filter((p) => p.on.includes(type)).map((p) => p.name);
        const missing = expected.filter((n) => !listed.has(n));
        const extra = [...listed].filter((n) => !expected.includes(n));
        if (missing.length || extra.length) {
          const parts = [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `not grantable there: ${extra.join(', ')}` : ''].filter(Boolean);
          errors.push({ file: doc.file, line, reason: `privileges on ${label} differ from data/privileges.json: ${parts.join('; ')}` });
        }
      }
    }
  });
  if (!tables) return;
  for (const t of index.data.privileges.objectTypes) {
    if (!seen.has(t.id)) errors.push({ file: doc.file, reason: `the privileges-by-object table has no row for ${t.label} (an object type of data/privileges.json)` });
  }
}

/**
 * The privileges reference page documents exactly the privileges of data/privileges.json: its tables with a
 * "Privilege" column and one column per object type must tick exactly the object types the data lists, and
 * every privilege of the data must appear in one of them.
 */
export function checkPrivilegesPage(doc: ClaimDoc, index: ClaimIndex, errors: ClaimError[]) {
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
          errors.push({ file: doc.file, line, reason: `the privileges table lists "${name}", which is not in data/privileges.json` });
          continue;
        }
        seenPrivileges.add(name);
        columns.forEach((type, k) => {
          const ticked = toString(row.children[k + 1] ?? { type: 'text', value: '' }).trim() !== '';
          if (ticked !== on.has(type!)) {
            const label = headers[k + 1];
            errors.push({ file: doc.file, line, reason: `"${name}" on ${label}: the table says ${ticked ? 'it can be granted' : 'it cannot be granted'}, data/privileges.json says ${on.has(type!) ? 'it can' : 'it cannot'}` });
          }
        });
      }
    } else {
      for (const row of rows) for (const name of toString(row.children[0]!).split(',')) described.add(name.trim());
    }
  });
  if (!matrixTables) {
    errors.push({ file: doc.file, reason: 'the privileges reference needs tables with a "Privilege" column and one column per object type of data/privileges.json' });
    return;
  }
  for (const t of objectTypes) {
    if (!seenTypes.has(t.id)) errors.push({ file: doc.file, reason: `no privileges table has a column for "${t.label}" (an object type of data/privileges.json)` });
  }
  for (const p of privileges) {
    if (!seenPrivileges.has(p.name)) errors.push({ file: doc.file, reason: `privilege "${p.name}" of data/privileges.json is missing from the privileges tables` });
  }
  if (described.size) {
    for (const name of described) {
      if (!index.scopes.has(name)) errors.push({ file: doc.file, reason: `the descriptions table lists "${name}", which is not in data/privileges.json` });
    }
    for (const name of index.scopes.keys()) {
      if (!described.has(name)) errors.push({ file: doc.file, reason: `privilege "${name}" of data/privileges.json has no row in the descriptions table` });
    }
  }
}
