import { describePlacedIssue, type PlacedIssue } from '../model/issue-place';
import { DEV_EVENTS_PATH } from '../model/routes';
import { SITE_DATA_FILES, versionFiles } from './runtime-data';

/**
 * `npm run dev` on a fresh clone: contentlayer's first build takes about half a minute before it writes the
 * compiled collection, and the content step a few seconds before it writes the site data. Until then a page
 * cannot render (lib/runtime/site.ts reads those files), so proxy.ts answers in development with a small page that
 * says so and refreshes by itself, instead of a render error per request in the terminal.
 */

/** How often the waiting page reloads, in seconds. */
export const PENDING_RETRY_SECONDS = 2;

/**
 * The site data files (SITE_DATA_FILES) not written yet, given a test for a file's existence; for a page of a frozen
 * version (`frozenLabel`), its version's data as well, which the dev loop makes beside the rest (half a minute when
 * the version is not in .next/cache); after an edit under versions/ it replaces the data only once the new data is
 * whole, so the version's pages wait just that first time.
 */
export function pendingSiteData(exists: (file: string) => boolean, frozenLabel?: string): string[] {
  const files = [...Object.values(SITE_DATA_FILES), ...(frozenLabel ? [versionFiles(frozenLabel).site] : [])];
  return files.filter((file) => !exists(file));
}

/** Whether a request needs the site data: everything but Next's own assets and the dev loop's event route. */
export function needsSiteData(pathname: string): boolean {
  return !pathname.startsWith('/_next/') && !pathname.startsWith(DEV_EVENTS_PATH) && !pathname.startsWith('/__nextjs');
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An error of a step the dev loop runs, as the open page shows it: a content check's issue, or a frozen versions
 * step's failure that no content rule names (the versions file, the thesaurus), under a rule name of its own.
 */
export interface StepIssue extends PlacedIssue {
  rule: string;
}

/** `file:line [field]: message (rule)`, as the terminal (describeIssue) and the open page's overlay give an error. */
const describe = (e: StepIssue) => describePlacedIssue(e);

/**
 * The answer while the content is being built: 503 with Retry-After; an HTML page (no script: it reloads by a
 * meta refresh) for a request that takes HTML, plain text for anything else. `errors`: the frozen step's errors when
 * it failed before it ever made the version this page belongs to (the page then names them instead of waiting
 * silently; it still refreshes, and shows the page once the file is fixed).
 */
export function contentPendingResponse(missing: readonly string[], accept: string | null, errors: readonly StepIssue[] = []): Response {
  const headers = { 'Retry-After': String(PENDING_RETRY_SECONDS), 'Cache-Control': 'no-store' };
  const failed = errors.length > 0;
  if (!accept?.includes('text/html')) {
    const text = failed
      ? `The frozen version could not be built:\n${errors.map(describe).join('\n')}\n`
      : `The content is being built (waiting for ${missing.join(', ')}); try again in a few seconds.\n`;
    return new Response(text, { status: 503, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const title = failed ? 'The frozen version could not be built' : 'Building the content…';
  const body = failed
    ? `<p>Fix the file named below and save it: the development server builds the version again, and this page refreshes by itself.</p>
<ul>
${errors.map((e) => `<li><code>${escape(describe(e))}</code></li>`).join('\n')}
</ul>`
    : `<p>The development server is compiling the pages, which takes about half a minute on a fresh clone. This page refreshes by itself.</p>
<p>Waiting for: ${missing.map((f) => `<code>${escape(f)}</code>`).join(', ')}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${PENDING_RETRY_SECONDS}">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
  return new Response(html, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
