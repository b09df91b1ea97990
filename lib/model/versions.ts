import versionsFile from '../../versions/versions.json';

/**
 * The documentation's versions, from the one versions file (`versions/versions.json`, AUTHORING.md "Release day"):
 * the current set (`content/`, served under `/current/`, whose label is set here), the frozen ones (`npm run
 * version:cut`, their pages under `versions/<label>/content/`, served under `/<label>/`) and archived versions hosted
 * elsewhere (a label and a URL). Pure data and functions: client code imports them too.
 */

/** The spec's `banner` values: `unmaintained` says a newer release exists; `unreleased` that this one is not out yet. */
export type Banner = 'unmaintained' | 'unreleased' | null;

export interface FrozenVersion {
  /** The release line, also the route: `26.x` → `/26.x/`. */
  label: string;
  /** `/<label>`. */
  route: string;
  banner: Banner;
  /** Whether the version's pages ask search engines not to index them (`<meta name="robots" content="noindex">`). */
  noIndex: boolean;
  /** `current`: each page's canonical link is the same page in current where it exists; `self`: the page itself. */
  canonical: 'current' | 'self';
  /** Pages renamed in current since the cut: frozen doc id → current doc id (used by the switcher and the banner). */
  renames: Record<string, string>;
}

export interface ArchivedVersion {
  label: string;
  url: string;
}

export interface Versions {
  current: { label: string };
  frozen: FrozenVersion[];
  archived: ArchivedVersion[];
}

/** What a label may be: a release line such as `26.x` or `26.1`; never `current` or a folder the site uses. */
export const LABEL = /^\d+(?:\.(?:x|\d+))+$/;

/** The versions file's problems, one line each (empty when it is valid). */
export function versionsFileIssues(data: unknown): string[] {
  const issues: string[] = [];
  const v = data as Partial<Versions> | null;
  if (!v || typeof v !== 'object') return ['the versions file is not a JSON object'];
  if (!v.current || typeof v.current.label !== 'string' || !v.current.label) issues.push('"current.label" must be a non-empty string');
  if (!Array.isArray(v.frozen)) issues.push('"frozen" must be a list');
  if (!Array.isArray(v.archived)) issues.push('"archived" must be a list');
  const seen = new Set<string>();
  for (const f of Array.isArray(v.frozen) ? v.frozen : []) {
    const at = `frozen version "${f?.label}"`;
    if (typeof f?.label !== 'string' || !LABEL.test(f.label)) issues.push(`${at}: the label must look like 26.x or 26.1`);
    if (f?.route !== `/${f?.label}`) issues.push(`${at}: "route" must be "/${f?.label}"`);
    if (!['unmaintained', 'unreleased', null].includes(f?.banner as Banner)) issues.push(`${at}: "banner" must be "unmaintained", "unreleased" or null`);
    if (typeof f?.noIndex !== 'boolean') issues.push(`${at}: "noIndex" must be true or false`);
    if (!['current', 'self'].includes(f?.canonical)) issues.push(`${at}: "canonical" must be "current" or "self"`);
    if (!f?.renames || typeof f.renames !== 'object' || Object.values(f.renames).some((id) => typeof id !== 'string'))
      issues.push(`${at}: "renames" must map frozen doc ids to current doc ids`);
    if (seen.has(f?.label)) issues.push(`${at} is listed twice`);
    seen.add(f?.label);
  }
  for (const a of Array.isArray(v.archived) ? v.archived : []) {
    if (typeof a?.label !== 'string' || !a.label) issues.push('an archived version needs a "label"');
    if (typeof a?.url !== 'string' || !/^https:\/\/\S+$/.test(a.url)) issues.push(`archived version "${a?.label}": "url" must be an https URL`);
    if (seen.has(a?.label)) issues.push(`version "${a?.label}" is listed twice`);
    seen.add(a?.label);
  }
  // A label names one version. Right after `npm run version:cut`, current still has the label just frozen: the
  // release-day step that follows (setting it to the next release) is the one this catches when it was left out.
  const label = v.current?.label;
  if (typeof label === 'string' && label) {
    const frozen = Array.isArray(v.frozen) && v.frozen.some((f) => f?.label === label);
    const archived = Array.isArray(v.archived) && v.archived.some((a) => a?.label === label);
    if (frozen) {
      const next = nextLabel(label, [...seen]);
      issues.push(
        `"current.label" is "${label}", the label of a frozen version: it must differ from every frozen label; set it to the ` +
          `next release${next ? `, such as ${next}` : ''} (AUTHORING.md, "Release day")`,
      );
    }
    if (archived) issues.push(`"current.label" is "${label}", the label of an archived version: it must differ from every archived label`);
  }
  return issues;
}

/**
 * The release after `label` that none of `taken` names, for a message or a test to suggest: `26.x` → `27.x`,
 * `26.1` → `26.2`. Undefined for a label that is not a release line.
 */
export function nextLabel(label: string, taken: readonly string[] = []): string | undefined {
  if (!LABEL.test(label)) return undefined;
  const parts = label.split('.');
  // The last number goes up: 26.x → 27.x, 26.1 → 26.2, 26.1.x → 26.2.x.
  const at = parts.findLastIndex((p) => p !== 'x');
  for (;;) {
    parts[at] = String(Number(parts[at]) + 1);
    const next = parts.join('.');
    if (!taken.includes(next)) return next;
  }
}

/** The versions file's path in the repository, as its problems name it. */
export const VERSIONS_PATH = 'versions/versions.json';

/**
 * The versions file, or an error naming the file and each of its problems: every part of the site (the content
 * check, the build, the dev loop, the run-time layer) reads the versions through this module, so a malformed file
 * stops each of them with the same message rather than letting one pass.
 */
export function loadVersions(data: unknown): Versions {
  const issues = versionsFileIssues(data);
  if (issues.length) throw new Error(issues.map((issue) => `${VERSIONS_PATH}: ${issue}`).join('\n'));
  return data as Versions;
}

/** The site's versions, as the versions file lists them (checked when this module loads). */
export const versions: Versions = loadVersions(versionsFile);

/** The route of the current set. */
export const CURRENT_ROUTE = '/current';

/** A version of this site (current or frozen), as the switcher and the run-time layer see it. */
export interface SiteVersion {
  label: string;
  route: string;
  /** Undefined for current. */
  frozen?: FrozenVersion;
}

export const currentVersion: SiteVersion = { label: versions.current.label, route: CURRENT_ROUTE };

/** Current first, then the frozen versions, newest first as the versions file lists them. */
export const siteVersions = (v: Versions = versions): SiteVersion[] => [
  { label: v.current.label, route: CURRENT_ROUTE },
  ...v.frozen.map((f) => ({ label: f.label, route: f.route, frozen: f })),
];

/** The frozen version with this label, or undefined. */
export const frozenVersion = (label: string, v: Versions = versions) => v.frozen.find((f) => f.label === label);

/**
 * The version being read at a path (`/26.x/admin/` → 26.x); current for every other path. The one place the rest of
 * the site (switcher, search, feedback) learns which version a reader is in.
 */
export function versionOfPath(pathname: string, v: Versions = versions): SiteVersion {
  const first = pathname.split('/')[1] ?? '';
  const frozen = frozenVersion(first, v);
  return frozen ? { label: frozen.label, route: frozen.route, frozen } : { label: v.current.label, route: CURRENT_ROUTE };
}

/** The search page's path (its last segment): `/current/search`, `/26.x/search`. */
export const SEARCH_SEGMENT = 'search';

/** A version's search page, with the reader's words when given: `/26.x/search?q=…`. */
export const searchHref = (route: string, q?: string) => `${route}/${SEARCH_SEGMENT}${q ? `?q=${encodeURIComponent(q)}` : ''}`;

/** Whether a path is a version's search page (current's or a frozen version's). */
export const isSearchPage = (pathname: string, v: Versions = versions) => pathname === searchHref(versionOfPath(pathname, v).route);

/** The same path under another version's route: `/current/admin/` → `/26.x/admin/`. */
export function moveHref(href: string, from: string, to: string): string {
  return href === from || href.startsWith(`${from}/`) ? `${to}${href.slice(from.length)}` : href;
}

/**
 * The spec's version metadata of a version (what `/<route>/version.json` serves, without the sidebars): current is
 * `current`, the last version and shows no banner; a frozen version is named by its label.
 */
export function versionMetadata(version: SiteVersion) {
  const f = version.frozen;
  return {
    pluginId: 'default',
    version: f ? f.label : 'current',
    label: version.label,
    banner: f ? f.banner : null,
    badge: true,
    noIndex: f ? f.noIndex : false,
    className: f ? `docs-version-${f.label}` : 'docs-version-current',
    isLast: !f,
  };
}
