import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A copy of the repository in a new temporary folder, as a fresh clone plus this change would have it: the tracked
 * and new files of the working tree (no build output, no caches), and the installed dependencies as hard links.
 */
export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(f));
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    cpSync(file, join(dir, file));
  }
  execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  return dir;
}
