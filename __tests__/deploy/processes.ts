import { readdirSync, readlinkSync } from 'node:fs';

/** The processes whose working directory is `dir` or a folder under it (Linux `/proc`). */
export function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readlinkSync(`/proc/${p}/cwd`).startsWith(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}
