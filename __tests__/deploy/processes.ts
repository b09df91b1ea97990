import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The processes whose working directory is `dir` or a folder under it (Linux `/proc`), each with its command line. */
export function processesIn(dir: string): { pid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((p) => {
      try {
        if (!readlinkSync(`/proc/${p}/cwd`).startsWith(dir)) return [];
        return [{ pid: Number(p), command: readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() }];
      } catch {
        // The process ended meanwhile.
        return [];
      }
    });
}
