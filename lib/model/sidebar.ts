import { docHref } from './routes';

/** What an author's page contributes to the sidebar (plain data: no contentlayer types). */
export interface SidebarDocInput {
  id: string;
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  unlisted?: boolean;
  className?: string;
}

/** A folder without a landing page, described by its `_category.json`. */
export interface SidebarCategoryInput {
  dir: string;
  label: string;
  position?: number;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId: string;
  unlisted: boolean;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's landing page; absent for a group without a page of its own. */
  href?: string;
  collapsible: true;
  collapsed: true;
  items: SidebarItem[];
  className?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export class SidebarError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SidebarError';
  }
}

interface Folder {
  dir: string;
  index?: SidebarDocInput;
  leaves: SidebarDocInput[];
  folders: Map<string, Folder>;
}

function folder(dir: string): Folder {
  return { dir, leaves: [], folders: new Map() };
}

const label = (doc: SidebarDocInput) => doc.sidebarLabel ?? doc.title;

function link(doc: SidebarDocInput): SidebarLink {
  return {
    type: 'link',
    label: label(doc),
    href: docHref(doc.id),
    docId: doc.id,
    unlisted: doc.unlisted ?? false,
    ...(doc.className ? { className: doc.className } : {}),
  };
}

/**
 * Builds softwareSidebar from the docs: folders are categories (their `index` doc is the category's page),
 * files are links, siblings sort by `sidebar_position` then label. The home page (`index`) leads.
 */
export function buildSidebar(docs: readonly SidebarDocInput[], categories: readonly SidebarCategoryInput[] = []): SidebarItem[] {
  const root = folder('');
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc.id)) throw new SidebarError(`content/${doc.id}.mdx`, `duplicate doc id "${doc.id}"`);
    seen.add(doc.id);
    const parts = doc.id.split('/');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const dir = node.dir ? `${node.dir}/${part}` : part;
      if (!node.folders.has(part)) node.folders.set(part, folder(dir));
      node = node.folders.get(part)!;
    }
    if (parts[parts.length - 1] === 'index') node.index = doc;
    else node.leaves.push(doc);
  }
  const meta = new Map(categories.map((c) => [c.dir, c]));

  const build = (node: Folder): SidebarItem[] => {
    const entries: { position: number; item: SidebarItem }[] = [];
    const leafNames = new Set<string>();
    for (const doc of node.leaves) {
      leafNames.add(doc.id.split('/').pop()!);
      entries.push({ position: doc.sidebarPosition ?? Infinity, item: link(doc) });
    }
    for (const [name, child] of node.folders) {
      if (leafNames.has(name)) {
        throw new SidebarError(`content/${child.dir}/`, `both content/${child.dir}.mdx and the folder content/${child.dir}/ exist; keep one`);
      }
      const items = build(child);
      const info = meta.get(child.dir);
      if (!child.index && !info) {
        throw new SidebarError(`content/${child.dir}/`, 'folder has pages but neither an index.mdx nor a _category.json');
      }
      if (items.length === 0) {
        throw new SidebarError(`content/${child.dir}/`, `empty category: it has no pages besides its landing page (move it to content/${child.dir}.mdx)`);
      }
      const className = child.index?.className;
      entries.push({
        position: child.index?.sidebarPosition ?? info?.position ?? Infinity,
        item: {
          type: 'category',
          label: child.index ? label(child.index) : info!.label,
          ...(child.index ? { href: docHref(child.index.id) } : {}),
          collapsible: true,
          collapsed: true,
          items,
          ...(className ? { className } : {}),
        },
      });
    }
    entries.sort((a, b) => a.position - b.position || a.item.label.localeCompare(b.item.label, 'en'));
    return entries.map((e) => e.item);
  };

  const items = build(root);
  return root.index ? [link(root.index), ...items] : items;
}

/** Calls `visit` for every item, depth first, with the categories above it. */
export function walkSidebar(
  items: readonly SidebarItem[],
  visit: (item: SidebarItem, ancestors: SidebarCategory[]) => void,
  ancestors: SidebarCategory[] = [],
): void {
  for (const item of items) {
    visit(item, ancestors);
    if (item.type === 'category') walkSidebar(item.items, visit, [...ancestors, item]);
  }
}

/** The categories from the top down to the item whose href is `href` (empty when not found or top level). */
export function findAncestors(items: readonly SidebarItem[], href: string): SidebarCategory[] | null {
  let found: SidebarCategory[] | null = null;
  walkSidebar(items, (item, ancestors) => {
    if (!found && item.href === href) found = item.type === 'category' ? [...ancestors, item] : ancestors;
  });
  return found;
}

export interface PageLink {
  label: string;
  href: string;
}

/** Every page of the sidebar in reading order (category pages before their children), unlisted pages left out. */
export function flattenPages(items: readonly SidebarItem[]): PageLink[] {
  const pages: PageLink[] = [];
  walkSidebar(items, (item) => {
    if (item.type === 'link' ? !item.unlisted : item.href) pages.push({ label: item.label, href: item.href! });
  });
  return pages;
}

/** The previous and next pages of `href` in sidebar order. */
export function findNeighbours(items: readonly SidebarItem[], href: string): { previous?: PageLink; next?: PageLink } {
  const pages = flattenPages(items);
  const i = pages.findIndex((p) => p.href === href);
  if (i < 0) return {};
  return { previous: pages[i - 1], next: pages[i + 1] };
}

/** Breadcrumbs of a page: its ancestor categories, then the page itself. */
export function breadcrumbs(items: readonly SidebarItem[], href: string): { label: string; href?: string }[] {
  const ancestors = findAncestors(items, href);
  if (!ancestors) return [];
  const trail: { label: string; href?: string }[] = ancestors.map((c) => ({ label: c.label, href: c.href }));
  const last = trail[trail.length - 1];
  if (last?.href === href) return trail;
  let self: SidebarItem | undefined;
  walkSidebar(items, (item) => {
    if (!self && item.href === href) self = item;
  });
  return self ? [...trail, { label: self.label, href }] : trail;
}

/** A category of the rendered sidebar; `items: null` means its children are not shipped with the page. */
export interface NavCategory {
  type: 'category';
  label: string;
  href?: string;
  /** A stable key: the landing href, or the labels from the top joined by "/". */
  key: string;
  items: NavItem[] | null;
  className?: string;
}
export interface NavLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}
export type NavItem = NavLink | NavCategory;

/**
 * The part of the sidebar one page ships: every top-level item, and the children of the categories on the
 * path to the page. Collapsed categories carry `items: null`; the client loads them when opened.
 */
export function navForPage(items: readonly SidebarItem[], href: string | null): NavItem[] {
  const open = new Set((href ? findAncestors(items, href) : null) ?? []);
  return toNav(items, (c) => open.has(c));
}

/** The whole sidebar as rendered items (what the client loads to open a category not shipped). */
export function navTree(items: readonly SidebarItem[]): NavItem[] {
  return toNav(items, () => true);
}

function toNav(items: readonly SidebarItem[], expand: (c: SidebarCategory) => boolean, parentKey = ''): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (item.unlisted) continue;
      out.push({ type: 'link', label: item.label, href: item.href, ...(item.className ? { className: item.className } : {}) });
    } else {
      const key = item.href ?? `${parentKey}/${item.label}`;
      out.push({
        type: 'category',
        label: item.label,
        ...(item.href ? { href: item.href } : {}),
        key,
        items: expand(item) ? toNav(item.items, expand, key) : null,
        ...(item.className ? { className: item.className } : {}),
      });
    }
  }
  return out;
}

/** The listed pages directly under a landing page (the home page's are the top-level sections). */
export function landingChildren(items: readonly SidebarItem[], href: string): { label: string; href: string }[] {
  let children: readonly SidebarItem[] = [];
  if (items[0]?.href === href && items[0].type === 'link') children = items.slice(1);
  else {
    const ancestors = findAncestors(items, href);
    const self = ancestors?.[ancestors.length - 1];
    if (self && self.href === href) children = self.items;
  }
  return children.flatMap((item) => (item.href && !(item.type === 'link' && item.unlisted) ? [{ label: item.label, href: item.href }] : []));
}
