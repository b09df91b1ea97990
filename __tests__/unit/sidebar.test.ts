import { describe, expect, it } from 'vitest';
import { breadcrumbs, buildSidebar, findNeighbours, landingChildren, navForPage, SidebarError, type SidebarDocInput } from '@/lib/model/sidebar';

const doc = (id: string, title: string, sidebarPosition?: number, extra: Partial<SidebarDocInput> = {}): SidebarDocInput => ({
  id,
  title,
  sidebarPosition,
  ...extra,
});

const fixture: SidebarDocInput[] = [
  doc('index', 'Home', 0, { sidebarLabel: 'Overview' }),
  doc('admin/index', 'Administration', 2),
  doc('admin/backups', 'Automated Backup', 2),
  doc('admin/licensing/index', 'Licensing', 1),
  doc('admin/licensing/usage', 'Usage', 1),
  doc('get-started/index', 'Get Started', 1),
  doc('get-started/docker', 'Docker', 2),
  doc('get-started/kubernetes-trial', 'Free Trial', 1),
  doc('mcp-server', 'MCP Server', 3),
  doc('admin/hidden', 'Hidden', 3, { unlisted: true }),
];

describe('buildSidebar', () => {
  it('derives the tree from folders, index pages and positions', () => {
    expect(buildSidebar(fixture)).toEqual([
      { type: 'link', label: 'Overview', href: '/current/', docId: 'index', unlisted: false },
      {
        type: 'category',
        label: 'Get Started',
        href: '/current/get-started/',
        collapsible: true,
        collapsed: true,
        items: [
          { type: 'link', label: 'Free Trial', href: '/current/get-started/kubernetes-trial', docId: 'get-started/kubernetes-trial', unlisted: false },
          { type: 'link', label: 'Docker', href: '/current/get-started/docker', docId: 'get-started/docker', unlisted: false },
        ],
      },
      {
        type: 'category',
        label: 'Administration',
        href: '/current/admin/',
        collapsible: true,
        collapsed: true,
        items: [
          {
            type: 'category',
            label: 'Licensing',
            href: '/current/admin/licensing/',
            collapsible: true,
            collapsed: true,
            items: [{ type: 'link', label: 'Usage', href: '/current/admin/licensing/usage', docId: 'admin/licensing/usage', unlisted: false }],
          },
          { type: 'link', label: 'Automated Backup', href: '/current/admin/backups', docId: 'admin/backups', unlisted: false },
          { type: 'link', label: 'Hidden', href: '/current/admin/hidden', docId: 'admin/hidden', unlisted: true },
        ],
      },
      { type: 'link', label: 'MCP Server', href: '/current/mcp-server', docId: 'mcp-server', unlisted: false },
    ]);
  });

  it('sorts siblings without a position after positioned ones, by label', () => {
    const tree = buildSidebar([doc('a/index', 'A', 1), doc('a/zeta', 'Zeta'), doc('a/alpha', 'Alpha'), doc('a/first', 'First', 1)]);
    const a = tree[0];
    expect(a?.type === 'category' && a.items.map((i) => i.label)).toEqual(['First', 'Alpha', 'Zeta']);
  });

  it('uses _category.json for a group without a page, with no href', () => {
    const tree = buildSidebar([doc('ref/index', 'Ref', 1), doc('ref/functions/ABS', 'ABS')], [{ dir: 'ref/functions', label: 'functions', position: 9 }]);
    const ref = tree[0];
    expect(ref?.type === 'category' && ref.items[0]).toMatchObject({ type: 'category', label: 'functions', collapsed: true, items: [{ label: 'ABS' }] });
    expect(ref?.type === 'category' && ref.items[0] && 'href' in ref.items[0]).toBe(false);
  });

  it.each([
    [
      'a folder with neither index.mdx nor _category.json',
      [doc('x/page', 'Page')],
      'content/x/: folder has pages but neither an index.mdx nor a _category.json',
    ],
    ['a category with only an index', [doc('x/index', 'X')], 'content/x/: empty category: it has no pages besides its landing page (move it to content/x.mdx)'],
    ['a duplicate id', [doc('a', 'A'), doc('a', 'A again')], 'content/a.mdx: duplicate doc id "a"'],
    [
      'a file and a folder of the same name',
      [doc('x', 'X'), doc('x/index', 'X'), doc('x/y', 'Y')],
      'content/x/: both content/x.mdx and the folder content/x/ exist; keep one',
    ],
  ])('fails on %s', (_, docs, message) => {
    expect(() => buildSidebar(docs)).toThrow(SidebarError);
    expect(() => buildSidebar(docs)).toThrow(message);
  });
});

describe('navigation helpers', () => {
  const tree = buildSidebar(fixture);

  it('finds previous and next pages in sidebar order, skipping unlisted pages', () => {
    expect(findNeighbours(tree, '/current/')).toEqual({ previous: undefined, next: { label: 'Get Started', href: '/current/get-started/' } });
    expect(findNeighbours(tree, '/current/get-started/docker')).toEqual({
      previous: { label: 'Free Trial', href: '/current/get-started/kubernetes-trial' },
      next: { label: 'Administration', href: '/current/admin/' },
    });
    expect(findNeighbours(tree, '/current/mcp-server')).toEqual({ previous: { label: 'Automated Backup', href: '/current/admin/backups' }, next: undefined });
    expect(findNeighbours(tree, '/current/nowhere')).toEqual({});
  });

  it('builds breadcrumbs from the categories above a page', () => {
    expect(breadcrumbs(tree, '/current/admin/licensing/usage')).toEqual([
      { label: 'Administration', href: '/current/admin/' },
      { label: 'Licensing', href: '/current/admin/licensing/' },
      { label: 'Usage', href: '/current/admin/licensing/usage' },
    ]);
    expect(breadcrumbs(tree, '/current/admin/')).toEqual([{ label: 'Administration', href: '/current/admin/' }]);
    expect(breadcrumbs(tree, '/current/mcp-server')).toEqual([{ label: 'MCP Server', href: '/current/mcp-server' }]);
  });

  it('ships only the open path: ancestors carry their children, other categories none', () => {
    const nav = navForPage(tree, '/current/admin/licensing/usage');
    const getStarted = nav.find((i) => i.label === 'Get Started');
    const admin = nav.find((i) => i.label === 'Administration');
    expect(getStarted).toMatchObject({ type: 'category', items: null });
    expect(admin?.type === 'category' && admin.items?.map((i) => i.label)).toEqual(['Licensing', 'Automated Backup']);
    const licensing = admin?.type === 'category' ? admin.items?.[0] : undefined;
    expect(licensing).toMatchObject({ label: 'Licensing', items: [{ label: 'Usage' }] });
  });
});

describe('landingChildren', () => {
  const tree = buildSidebar(fixture);
  it('lists the listed pages under a landing, and the sections under the home page', () => {
    expect(landingChildren(tree, '/current/admin/')).toEqual([
      { label: 'Licensing', href: '/current/admin/licensing/' },
      { label: 'Automated Backup', href: '/current/admin/backups' },
    ]);
    expect(landingChildren(tree, '/current/').map((c) => c.label)).toEqual(['Get Started', 'Administration', 'MCP Server']);
    expect(landingChildren(tree, '/current/mcp-server')).toEqual([]);
  });
});
