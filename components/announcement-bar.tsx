import { announceInlineScript } from '@/components/head-script';
import { announcement as configured, type Announcement } from '@/lib/model/site';

/**
 * The announcement bar, configured in lib/model/site.ts (`announcement`, off by default). It is part of the HTML,
 * so it takes its place before the first paint and nothing moves when the page hydrates; the one-line script after
 * it (components/head-script.ts, `__announce`) hides it before the first paint when the reader dismissed this id,
 * and makes its button dismiss it. No script is bundled for it.
 */
export function AnnouncementBar({ announcement = configured }: { announcement?: Announcement | null }) {
  if (!announcement) return null;
  return (
    <>
      <div className="announcement" data-announcement={announcement.id} role="region" aria-label="Announcement">
        <p>
          {announcement.text}
          {announcement.link && (
            <>
              {' '}
              <a href={announcement.link.href}>{announcement.link.label}</a>
            </>
          )}
        </p>
        <button type="button" className="announcement-close" aria-label="Dismiss the announcement">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <script dangerouslySetInnerHTML={{ __html: announceInlineScript }} suppressHydrationWarning />
    </>
  );
}
