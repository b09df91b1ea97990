import type { ClaimsInput } from '../../../model/page';
import type { Issue } from '../issue';
import { checkConfigKeyClaims } from './config-keys';
import type { ClaimsData } from './data';
import { checkPrivilegeActionClaims } from './privilege-actions';
import { checkPrivilegeClaims } from './privileges';
import { checkUiPathClaims } from './ui-paths';

/**
 * Checks the claims a page makes that can be checked mechanically against the data in `data/`:
 * privilege names, Dremio console paths, and dremio.conf keys and Helm values. How each kind is
 * recognised is documented in AUTHORING.md ("Checked claims"); keep the two in step.
 */

/** What the check needs of a page (lib/model/page.ts): its parsed body and where the body starts in the file. */
export type ClaimDoc = ClaimsInput;

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

export const splitPath = (path: string) =>
  path
    .split(/\s*(?:>|›|→)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Checks one page's claims, one concern after the other: privileges, grant advice, console paths, configuration keys. */
export function checkClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  checkPrivilegeClaims(doc, index, issues);
  checkPrivilegeActionClaims(doc, index, issues);
  checkUiPathClaims(doc, index, issues);
  checkConfigKeyClaims(doc, index, issues);
}
