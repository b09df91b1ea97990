import { spawnSync } from 'node:child_process';

/**
 * "Last updated" dates from git: the committer date of the last commit that touched each file.
 *
 * One `git log` over the whole folder gives every file's date in one process (one per page would be 700
 * processes). A shallow clone (CI, a platform's build) knows only the newest commits, so every file would get
 * the clone's date: that is wrong rather than missing, so a shallow clone gives no dates at all, as does a
 * folder outside any repository or a machine without git. None of these fails the build.
 */

/** A marker no path can contain, printed before each commit's date. */
const COMMIT = '\u0001';
/** The `git log` format: the marker and the committer date in strict ISO 8601. */
export const GIT_LOG_FORMAT = '%x01%cI';

/**
 * Parses `git log --name-only --format=%x01%cI` output into path → newest date (UTC ISO, whole seconds).
 * Keeps the newest date per path rather than the first one seen, so the order git walks merges in does not
 * matter.
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let current: string | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT)) {
      const time = Date.parse(line.slice(1).trim());
      current = Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
      continue;
    }
    const path = line.trim();
    if (!path || !current) continue;
    const seen = dates.get(path);
    if (!seen || seen < current) dates.set(path, current);
  }
  return dates;
}

export type GitDates = { dates: Map<string, string>; reason?: undefined } | { dates: null; reason: string };

const git = (cwd: string, args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });

/**
 * The date of the last commit of every file under `dir` (relative to `cwd`), keyed by path relative to `cwd`.
 * `dates` is null, with the reason, when the history cannot say: no git, not a repository, a shallow clone.
 */
export function gitDates(cwd: string, dir: string): GitDates {
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']);
  if (shallow.error) return { dates: null, reason: `git is not available (${shallow.error.message})` };
  if (shallow.status !== 0) return { dates: null, reason: 'not a git repository' };
  if (shallow.stdout.trim() === 'true') return { dates: null, reason: 'shallow clone: the history is incomplete' };
  // --relative: paths relative to cwd, so the site may live in a subfolder of its repository.
  // core.quotepath=off: non-ASCII paths as they are, not quoted and escaped.
  const log = git(cwd, ['-c', 'core.quotepath=off', 'log', '--relative', '--name-only', `--format=${GIT_LOG_FORMAT}`, '--', dir]);
  if (log.status !== 0) return { dates: null, reason: `git log failed: ${log.stderr.trim()}` };
  return { dates: parseGitLog(log.stdout) };
}
