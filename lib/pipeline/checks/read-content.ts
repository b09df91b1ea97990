import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from './rule';

/**
 * Reads every file under a content folder as SourceFile records (paths relative to the project): the content set
 * that `npm run check:content`, the build's content step and the dev loop check.
 */
export function readContent(root = 'content'): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ path: relative(process.cwd(), path).split('\\').join('/'), source: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
