import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * "Last updated" dates from git: the committer date of the last commit that touched each file.
 *
 * One `git log` over the whole folder gives every file's date in one process (one per page would be 700
 * processes). A date is never wrong: better missing than the clone's date.
 *
 * A shallow clone (CI, a platform's build: Vercel checks out 10 commits and configures no remote) knows only
 * the newest commits, and git shows its oldest one, the boundary, as adding every file. So in a shallow clone
 * `gitDates` first deepens the history cheaply: `git fetch --filter=blob:none --unshallow` fetches commits and
 * trees but no file contents (seconds, not a full clone), from `origin` or, with no remote, from the repository
 * the platform names in its environment (platformRepoUrl). When that fails (no network, a private repository
 * without credentials), each file whose last change lies inside the shallow window is still dated, and a file
 * whose only commit in the window is the boundary is left undated: its true date lies beyond the window.
 * No git, a folder outside any repository or a failed `git log` give no dates at all. None of these fails the build.
 */

/** A marker no path can contain, printed before each commit's hash and date. */
const COMMIT = '\u0001';
/** The `git log` format: the marker, the commit hash and the committer date in strict ISO 8601. */
export const GIT_LOG_FORMAT = '%x01%H %cI';

/** One commit of the log: its hash, its date (UTC ISO, whole seconds) and the paths it touched. */
interface LogCommit {
  hash: string;
  date: string;
  paths: string[];
}

function parseCommits(output: string): LogCommit[] {
  const commits: LogCommit[] = [];
  let current: LogCommit | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT)) {
      const [hash = '', iso = ''] = line.slice(1).trim().split(' ');
      const time = Date.parse(iso);
      current = Number.isNaN(time) ? undefined : { hash, date: new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z'), paths: [] };
      if (current) commits.push(current);
      continue;
    }
    const path = line.trim();
    if (path && current) current.paths.push(path);
  }
  return commits;
}

/**
 * Parses `git log --name-only --format=%x01%H %cI` output into path → newest date (UTC ISO, whole seconds).
 * Keeps the newest date per path rather than the first one seen, so the order git walks merges in does not
 * matter.
 *
 * `boundary` holds the shallow boundary commits of a shallow clone (the hashes in `.git/shallow`): git lists
 * every file of the tree under them, so they say nothing about when a file last changed, and their files are
 * dated by the other commits only. A later commit also dates a file only when it is newer than every boundary
 * commit: with merges, a commit beyond the window (older than its boundary) may be newer than a commit of
 * another branch inside it. In a linear history every commit of the window passes.
 */
export function parseGitLog(output: string, boundary: ReadonlySet<string> = new Set()): Map<string, string> {
  const commits = parseCommits(output);
  let floor = '';
  for (const c of commits) if (boundary.has(c.hash) && c.date > floor) floor = c.date;
  const dates = new Map<string, string>();
  for (const commit of commits) {
    if (boundary.has(commit.hash) || (floor && commit.date <= floor)) continue;
    for (const path of commit.paths) {
      const seen = dates.get(path);
      if (!seen || seen < commit.date) dates.set(path, commit.date);
    }
  }
  return dates;
}

/** Git hosts a platform may name (VERCEL_GIT_PROVIDER), and their HTTPS clone URL. */
const HOSTS: Record<string, string> = { github: 'https://github.com', gitlab: 'https://gitlab.com', bitbucket: 'https://bitbucket.org' };

/** The clone URL of the repository a Vercel-style platform built, from its environment, or undefined. */
export function platformRepoUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const host = HOSTS[env.VERCEL_GIT_PROVIDER?.toLowerCase() ?? ''];
  const owner = env.VERCEL_GIT_REPO_OWNER;
  const slug = env.VERCEL_GIT_REPO_SLUG;
  const safe = (s: string | undefined): s is string => !!s && /^[\w.-]+(?:\/[\w.-]+)*$/.test(s) && !s.split('/').includes('..');
  if (!host || !safe(owner) || !safe(slug)) return undefined;
  return `${host}/${owner}/${slug}.git`;
}

export type GitDates =
  | {
      dates: Map<string, string>;
      reason?: undefined;
      /** Set when the clone is shallow and could not be deepened: the dates cover the shallow window only. */
      partial?: string;
      /** Set when a shallow clone was deepened before the dates were read: where from. */
      deepened?: string;
    }
  | { dates: null; reason: string; partial?: undefined; deepened?: undefined };

export interface GitDatesOptions {
  /** Where to fetch the missing history from; by default `origin`, else the platform's repository (platformRepoUrl). */
  remote?: string;
  /** The environment the platform's repository is read from; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** How long the fetch may take before it is given up, in ms (a build with no network must not hang). */
  fetchTimeoutMs?: number;
}

/** Never a prompt for credentials: a build has no one to answer it. */
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '', GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o ConnectTimeout=10' };

const git = (cwd: string, args: string[], timeout?: number) =>
  spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 2 ** 20, timeout, killSignal: 'SIGKILL', env: { ...process.env, ...GIT_ENV } });

const isShallow = (cwd: string) => git(cwd, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true';

/** Fetches the whole history without file contents; returns where from, or why it could not. */
function deepen(cwd: string, options: GitDatesOptions): { from: string; error?: undefined } | { error: string } {
  const origin = git(cwd, ['remote', 'get-url', 'origin']);
  const from = options.remote ?? (origin.status === 0 ? 'origin' : platformRepoUrl(options.env ?? process.env));
  if (!from)
    return { error: 'no remote named origin and no platform repository (VERCEL_GIT_PROVIDER, VERCEL_GIT_REPO_OWNER, VERCEL_GIT_REPO_SLUG) to fetch it from' };
  // From a URL rather than a configured remote, fetch the commit that was checked out: the platform may have
  // built a branch other than the repository's default one.
  const what = from === 'origin' ? [] : [git(cwd, ['rev-parse', 'HEAD']).stdout.trim()];
  const timeout = options.fetchTimeoutMs ?? 60_000;
  const fetched = git(
    cwd,
    ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=15', 'fetch', '--quiet', '--no-tags', '--filter=blob:none', '--unshallow', from, ...what],
    timeout,
  );
  const where = from === 'origin' ? `origin (${origin.stdout.trim()})` : from;
  if (fetched.error)
    return {
      error: `git fetch from ${where} failed: ${(fetched.error as NodeJS.ErrnoException).code === 'ETIMEDOUT' ? `no answer within ${timeout / 1000} s` : fetched.error.message}`,
    };
  if (fetched.status !== 0) return { error: `git fetch from ${where} failed: ${fetched.stderr.trim().split('\n').pop() ?? `exit ${fetched.status}`}` };
  if (isShallow(cwd)) return { error: `git fetch from ${where} left the clone shallow` };
  return { from: where };
}

/** The shallow boundary commits: the hashes in `.git/shallow` (of the repository `cwd` belongs to). */
function boundaryCommits(cwd: string): Set<string> {
  const file = git(cwd, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']).stdout.trim();
  try {
    return new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/**
 * The date of the last commit of every file under `dir` (relative to `cwd`), keyed by path relative to `cwd`.
 * `dates` is null, with the reason, when the history cannot say: no git, not a repository. In a shallow clone
 * that could not be deepened, `partial` says why and `dates` holds the files changed inside the window.
 */
export function gitDates(cwd: string, dir: string, options: GitDatesOptions = {}): GitDates {
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']);
  if (shallow.error) return { dates: null, reason: `git is not available (${shallow.error.message})` };
  if (shallow.status !== 0) return { dates: null, reason: 'not a git repository' };
  let partial: string | undefined;
  let deepened: string | undefined;
  if (shallow.stdout.trim() === 'true') {
    const result = deepen(cwd, options);
    if (result.error === undefined) deepened = result.from;
    else partial = result.error;
  }
  // --relative: paths relative to cwd, so the site may live in a subfolder of its repository.
  // core.quotepath=off: non-ASCII paths as they are, not quoted and escaped.
  // --no-renames: a renamed file is dated by the rename either way (the new path is listed as added), and without
  // rename detection git compares object names only, so it never needs a file's contents (the deepened history
  // of a blob-less fetch has none).
  // --diff-merges=combined: a merge lists the files that differ from every parent, those whose conflict it resolved,
  // so they are dated by the merge (by default a merge lists no files); a file it took whole from one parent keeps
  // that commit's date. It compares object names too.
  const log = git(cwd, [
    '-c',
    'core.quotepath=off',
    'log',
    '--no-renames',
    '--diff-merges=combined',
    '--relative',
    '--name-only',
    `--format=${GIT_LOG_FORMAT}`,
    '--',
    dir,
  ]);
  if (log.status !== 0) return { dates: null, reason: `git log failed: ${log.stderr.trim()}` };
  if (!partial) return { dates: parseGitLog(log.stdout), deepened };
  const boundary = boundaryCommits(cwd);
  // Without the boundary, every file would get the clone's date.
  if (!boundary.size) return { dates: null, reason: `shallow clone without a readable list of boundary commits (${partial})` };
  return { dates: parseGitLog(log.stdout, boundary), partial };
}

/**
 * The dates of a frozen version's pages (`versionDir`, such as versions/26.x, which holds their content/): each
 * page's last change, where copying it into the version (`npm run version:cut`) is no change. A page that no commit
 * has touched since the commit that added it keeps the date of its last commit under `originDir`'s content/ before
 * that commit (the page as current had it); a page edited since, or written in the version, has its own date.
 */
export function copiedGitDates(versionDir: string, originDir: string, options: GitDatesOptions = {}): GitDates {
  const own = gitDates(versionDir, 'content', options);
  // A shallow window may not reach the copy, nor what came before it: the version's own dates, as gitDates gives them.
  if (!own.dates || own.partial) return own;
  const logArgs = ['-c', 'core.quotepath=off', 'log', '--no-renames', '--diff-merges=combined', '--relative', '--name-only', `--format=${GIT_LOG_FORMAT}`];
  const added = git(versionDir, [...logArgs, '--diff-filter=A', '--', 'content']);
  if (added.status !== 0) return own;
  // The commit that added each page (the newest, should a page have been removed and added again)…
  const addedBy = new Map<string, LogCommit>();
  for (const commit of parseCommits(added.stdout))
    for (const path of commit.paths) if ((addedBy.get(path)?.date ?? '') < commit.date) addedBy.set(path, commit);
  // …and the pages untouched since, by that commit.
  const untouched = new Map<string, string[]>();
  for (const [path, commit] of addedBy) if (own.dates.get(path) === commit.date) untouched.set(commit.hash, [...(untouched.get(commit.hash) ?? []), path]);
  const dates = new Map(own.dates);
  for (const [hash, paths] of untouched) {
    // The origin's history before the copy (none when the copy is the repository's first commit).
    const before = git(originDir, [...logArgs, `${hash}^`, '--', 'content']);
    if (before.status !== 0) continue;
    const original = parseGitLog(before.stdout);
    for (const path of paths) {
      const date = original.get(path);
      if (date) dates.set(path, date);
    }
  }
  return { ...own, dates };
}
