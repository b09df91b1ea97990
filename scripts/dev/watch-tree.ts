import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';

/**
 * Watches every folder under `root`, one non-recursive watcher per folder, and calls `onChange` with the path of each
 * file or folder that changes, relative to `root` with `/` separators. Folders created later are watched too.
 *
 * Node 20's `watch(root, { recursive: true })` on Linux watches each file it found, so after an editor saves by writing
 * a temporary file and renaming it over the page, the page's next saves go unnoticed (the watcher still follows the
 * replaced file). A folder's own watcher reports its entries by name, whatever the file behind the name.
 */
export function watchTree(root: string, onChange: (path: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_, name) => {
        if (!name) return;
        const path = dir === root ? name : `${dir.slice(root.length + 1)}/${name}`;
        const full = `${dir}/${name}`;
        if (isDirectory(full)) add(full);
        onChange(path.split('\\').join('/'));
      });
    } catch {
      return; // the folder went away before it could be watched
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) add(`${dir}/${entry.name}`);
  };
  add(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
