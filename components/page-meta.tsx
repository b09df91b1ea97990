/** "November 24, 2026": the date in UTC, so every reader and every build prints the same day. */
// One formatter for every page: constructing an Intl.DateTimeFormat costs about half a millisecond, once per page.
const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatLastUpdated = (iso: string) => lastUpdatedFormat.format(new Date(iso));

/**
 * Below the article: a link to the page's source in the repository's editor, and the date of the last commit
 * that changed it. Without git history at build time (a shallow clone) the date is left out, not guessed.
 */
export function PageMeta({ editUrl, lastUpdated }: { editUrl: string; lastUpdated?: string }) {
  return (
    <div className="page-meta">
      <a href={editUrl} className="page-meta-edit" rel="noopener noreferrer">
        Edit this page
      </a>
      {lastUpdated && (
        <p className="page-meta-updated">
          Last updated on <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
        </p>
      )}
    </div>
  );
}
