import { slugCandidates } from '../model/routes';
import type { SidebarItem } from '../model/sidebar';
import { frozenVersion, siteVersions, versionOfPath, type SiteVersion, type Versions } from '../model/versions';
import type { SearchBody, SearchHead, SearchMetaWire } from '../search/types';
import type { DocPage, PageParts } from '../model/page';

/**
 * The run-time core: the site as pages, lookups and sidebars, built from data it is given. Pure: it reads no file
 * and imports no server module, so a unit test hands it a small fixture site (`createSite`) and the route handlers
 * answer from that; the server's one loader (lib/runtime/site.ts) feeds it the files the build wrote.
 */

export type { DocPage };

/**
 * A version's pages, ordered by id, the sidebar the content step built from them, and the typed texts it parsed and
 * the typed code it highlighted, for the page views (lib/runtime/page-view.ts).
 */
export interface Collection {
  pages: readonly DocPage[];
  sidebar: SidebarItem[];
  parts: PageParts;
}

/** A version's search index as the server holds it: the browser's head files and the whole body. */
export interface SearchFiles {
  meta: SearchMetaWire;
  head: SearchHead;
  body: SearchBody;
}

/**
 * What a site is made of. Each part is asked for when it is first needed and on every use after (a version is
 * undefined for current, else the label of a version the versions file lists), so that a handler reads only what
 * it uses and a loader can hand out new data after a rewrite; the lookups built over a part are kept while the
 * part is the same object.
 */
export interface SiteInput {
  /** The versions file (lib/model/versions.ts). */
  versions: Versions;
  /** A version's pages with their compiled bodies, and its sidebar. */
  collection: (version?: string) => Collection;
  /** A version's page list (canonical hrefs), as the proxy redirects by. */
  hrefs: (version?: string) => readonly string[];
  /** A version's search index. */
  search: (version?: string) => SearchFiles;
  /** A file the site serves under public/ (a page's Markdown: `current/admin.md`), null when there is none. */
  publicFile: (file: string) => Promise<Uint8Array<ArrayBuffer> | null>;
}

/** The site the run-time layer offers: every lookup takes the version being read (undefined for current). */
export interface Site {
  readonly versions: Versions;
  /** The frozen version with this label, or undefined. */
  frozenVersion: (label: string) => Versions['frozen'][number] | undefined;
  /** The version being read at a path (`/26.x/admin/` → 26.x; current for every other path). */
  versionOfPath: (pathname: string) => SiteVersion;
  /** The version with this name: `current`, current's own label, or a frozen label; undefined for any other. */
  versionByName: (name: string) => SiteVersion | undefined;
  /** A version's pages, ordered by id (none for an unknown label). */
  pages: (version?: string) => readonly DocPage[];
  sidebar: (version?: string) => SidebarItem[];
  /** The typed texts parsed and typed code highlighted by a version's content step. */
  parts: (version?: string) => PageParts;
  pageById: (id: string, version?: string) => DocPage | undefined;
  pageByHref: (href: string, version?: string) => DocPage | undefined;
  /** The page a route's slug names: `/current/admin/` → `admin/index`, `/current/mcp-server` → `mcp-server`. */
  pageBySlug: (slug: readonly string[], version?: string) => DocPage | undefined;
  /** A version's page list (an empty set for an unknown label). */
  hrefs: (version?: string) => ReadonlySet<string>;
  /** Whether `href` is the canonical URL of a page: current's, or a frozen version's under its route. */
  isPage: (href: string) => boolean;
  /** A version's search index (undefined for an unknown label). */
  search: (version?: string) => SearchFiles | undefined;
  publicFile: (file: string) => Promise<Uint8Array<ArrayBuffer> | null>;
}

interface Indexed {
  byId: Map<string, DocPage>;
  byHref: Map<string, DocPage>;
}

const EMPTY: Collection = { pages: [], sidebar: [], parts: { inline: {}, code: {} } };

/** The site over `input`; nothing is read until a lookup needs it. */
export function createSite(input: SiteInput): Site {
  const { versions } = input;
  const frozen = (label: string) => frozenVersion(label, versions);
  /** undefined (current) or a listed frozen label: whether `input` may be asked for this version. */
  const known = (version?: string) => version === undefined || frozen(version) !== undefined;
  const collection = (version?: string) => (known(version) ? input.collection(version) : EMPTY);

  const indexes = new WeakMap<readonly DocPage[], Indexed>();
  const indexed = (version?: string): Indexed => {
    const { pages } = collection(version);
    let hit = indexes.get(pages);
    if (!hit) indexes.set(pages, (hit = { byId: new Map(pages.map((p) => [p.id, p])), byHref: new Map(pages.map((p) => [p.href, p])) }));
    return hit;
  };
  const sets = new WeakMap<readonly string[], ReadonlySet<string>>();
  const hrefs = (version?: string): ReadonlySet<string> => {
    if (!known(version)) return new Set();
    const list = input.hrefs(version);
    let set = sets.get(list);
    if (!set) sets.set(list, (set = new Set(list)));
    return set;
  };

  return {
    versions,
    frozenVersion: frozen,
    versionOfPath: (pathname) => versionOfPath(pathname, versions),
    versionByName(name) {
      const [current, ...others] = siteVersions(versions);
      if (name === 'current') return current;
      return others.find((v) => v.label === name) ?? (name === versions.current.label ? current : undefined);
    },
    pages: (version) => collection(version).pages,
    sidebar: (version) => collection(version).sidebar,
    parts: (version) => collection(version).parts,
    pageById: (id, version) => indexed(version).byId.get(id),
    pageByHref: (href, version) => indexed(version).byHref.get(href),
    pageBySlug(slug, version) {
      const { byId } = indexed(version);
      for (const id of slugCandidates(slug)) {
        const page = byId.get(id);
        if (page) return page;
      }
      return undefined;
    },
    hrefs,
    isPage: (href) => hrefs(versionOfPath(href, versions).frozen?.label).has(href),
    search: (version) => (known(version) ? input.search(version) : undefined),
    publicFile: input.publicFile,
  };
}
