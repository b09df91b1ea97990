// `npm run version:cut -- <label>`: freezes the current docs set as <label> (AUTHORING.md, "Release day").
//
// It copies every page of content/ (with the sidebar order, which lives in the pages' frontmatter and the folders'
// _category.json) and the typed data of data/ to versions/<label>/, and lists the version in the versions file
// (versions/versions.json) with the default policies: the "unmaintained" banner, noindex, canonical links to current.
// content/ stays where it is and becomes the next current; its label is the versions file's `current.label`.
// It refuses, and changes nothing, when the label is taken or malformed, when content/ has uncommitted changes or
// when the current set fails the content check.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LABEL, versionsFileIssues, type FrozenVersion, type Versions } from '../../lib/model/versions';

/** The versions file, relative to the repository. */
export const VERSIONS_FILE = 'versions/versions.json';
/** Where a frozen version's files live: `versions/26.x/content/…`, `versions/26.x/data/…`. */
export const frozenDir = (label: string) => `versions/${label}`;

/** What a version's entry says when the cut adds it; each field may be changed by hand afterwards. */
export const frozenEntry = (label: string): FrozenVersion => ({
  label,
  route: `/${label}`,
  banner: 'unmaintained',
  noIndex: true,
  canonical: 'current',
  renames: {},
});

function refuse(reason: string): never {
  console.error(`version:cut refused: ${reason}. Nothing was changed.`);
  process.exit(1);
}

export function readVersions(): Versions {
  const data = JSON.parse(readFileSync(VERSIONS_FILE, 'utf8')) as Versions;
  const issues = versionsFileIssues(data);
  if (issues.length) throw new Error(`${VERSIONS_FILE}: ${issues.join('; ')}`);
  return data;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const label = process.argv[2];
  if (!label || process.argv.length > 3) refuse('give one label: npm run version:cut -- 26.x');
  if (!LABEL.test(label)) refuse(`"${label}" is not a release label such as 26.x or 26.1`);
  let versions: Versions;
  try {
    versions = readVersions();
  } catch (error) {
    refuse((error as Error).message);
  }
  if ([...versions.frozen, ...versions.archived].some((v) => v.label === label)) refuse(`version ${label} already exists in ${VERSIONS_FILE}`);
  if (existsSync(frozenDir(label))) refuse(`${frozenDir(label)} already exists`);
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content', 'data'], { encoding: 'utf8' });
  if (status.status !== 0) refuse(`git status failed (${(status.stderr || status.error?.message || '').trim()}); run it from the repository`);
  if (status.stdout.trim()) refuse(`content/ or data/ has uncommitted changes; commit them first:\n${status.stdout.trimEnd()}`);
  console.log('Checking the current set (npm run check:content)…');
  const check = spawnSync('npx', ['tsx', 'scripts/check/check-content.ts', '--current-only'], { stdio: 'inherit' });
  if (check.status !== 0) refuse('the current set fails the content check');

  // Copied beside the target, then renamed into place: a cut stopped half-way leaves no half-frozen version.
  const partial = `${frozenDir(label)}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync('content', `${partial}/content`, { recursive: true });
    cpSync('data', `${partial}/data`, { recursive: true });
    const next: Versions = { ...versions, frozen: [frozenEntry(label), ...versions.frozen] };
    writeFileSync(`${VERSIONS_FILE}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(partial, frozenDir(label));
    renameSync(`${VERSIONS_FILE}.tmp`, VERSIONS_FILE);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    rmSync(`${VERSIONS_FILE}.tmp`, { force: true });
    rmSync(frozenDir(label), { recursive: true, force: true });
    refuse(`copying failed (${(error as Error).message})`);
  }
  console.log(
    `Froze the current docs as ${label} in ${frozenDir(label)}/ and listed it in ${VERSIONS_FILE}.\n` +
      `Next: set "current.label" in ${VERSIONS_FILE} to the next release, then commit both.`,
  );
}
