import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTree } from '../../scripts/dev/watch-tree';

const roots: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  closers.splice(0).forEach((close) => close());
  roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
});

/** A content-like tree and a watcher that records each changed path. */
function setup() {
  const root = mkdtempSync(join(tmpdir(), 'watch-tree-'));
  roots.push(root);
  mkdirSync(join(root, 'admin/deep'), { recursive: true });
  writeFileSync(join(root, 'admin/deep/page.mdx'), 'one');
  const seen = new Set<string>();
  const watcher = watchTree(root, (path) => seen.add(path));
  closers.push(() => watcher.close());
  return { root, seen };
}

/**
 * Waits until the watcher has reported `path`, or `ms` have passed. inotify delivers within milliseconds; a watcher
 * that works is given 20 s, so a loaded machine cannot fail it, and silence after close is watched for 2 s.
 */
async function reported(seen: Set<string>, path: string, ms = 20_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (seen.has(path)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen.has(path);
}

describe('watchTree (the dev loop watching content/)', () => {
  it('sees an in-place save after a save by rename, in a nested folder', async () => {
    const { root, seen } = setup();
    const page = join(root, 'admin/deep/page.mdx');
    // An editor's safe save: a temporary file renamed over the page.
    writeFileSync(`${page}.tmp`, 'two');
    renameSync(`${page}.tmp`, page);
    expect(await reported(seen, 'admin/deep/page.mdx')).toBe(true);
    seen.clear();
    // Node 20's recursive watcher misses this one: it still follows the replaced file.
    writeFileSync(page, 'three');
    expect(await reported(seen, 'admin/deep/page.mdx')).toBe(true);
  });

  it('watches a folder created after it started', async () => {
    const { root, seen } = setup();
    mkdirSync(join(root, 'admin/new'));
    expect(await reported(seen, 'admin/new')).toBe(true);
    writeFileSync(join(root, 'admin/new/page.mdx'), 'new');
    expect(await reported(seen, 'admin/new/page.mdx')).toBe(true);
  });

  it('reports nothing after close', async () => {
    const { root, seen } = setup();
    closers.splice(0).forEach((close) => close());
    writeFileSync(join(root, 'admin/deep/page.mdx'), 'after');
    expect(await reported(seen, 'admin/deep/page.mdx', 2_000)).toBe(false);
  });
});
