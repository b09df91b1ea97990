import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_FILES, type CspFile } from './runtime-data';

// Read once, by instrumentation.ts, when a production server starts (its working directory is the app's root).
const path = (file: string) => join(/*turbopackIgnore: true*/ process.cwd(), file);

/**
 * Why the production build in `distDir` must not be served with the script hashes in generated/csp.json, or null when
 * it may. The adapter writes the hashes as the last step of a build (scripts/build/next-adapter.mjs); a build stopped
 * before that leaves a new build id beside the previous build's hashes, which would block every page's own scripts.
 * A host that keeps no build id beside the server (a platform's function) has nothing to compare, and passes.
 */
export function servedBuildProblem(distDir = '.next'): string | null {
  let buildId: string;
  try {
    buildId = readFileSync(path(join(distDir, 'BUILD_ID')), 'utf8').trim();
  } catch {
    return null;
  }
  let csp: Partial<CspFile>;
  try {
    csp = JSON.parse(readFileSync(path(RUNTIME_FILES.csp), 'utf8')) as Partial<CspFile>;
  } catch {
    return `${RUNTIME_FILES.csp} is missing or unreadable, so the build in ${distDir} (${buildId}) did not finish`;
  }
  if (csp.buildId !== buildId || typeof csp.pages !== 'object') {
    return `${RUNTIME_FILES.csp} belongs to build ${csp.buildId ?? '(none)'}, not to the build in ${distDir} (${buildId}), which did not finish`;
  }
  return null;
}

/** Ends the process, with the reason, when the build in `.next` must not be served (servedBuildProblem). */
export function refuseUnfinishedBuild() {
  const problem = servedBuildProblem();
  if (!problem) return;
  console.error(`Not serving this build: ${problem}. Run \`npm run build\` again.`);
  process.exit(1);
}
