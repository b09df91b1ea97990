import { announceInlineScript } from '@/lib/http/inline-scripts';
import { announcement as configured, type Announcement } from '@/lib/model/site';

/**
 * The announcement bar, configured in lib/model/site.ts (`announcement`, off by default). It is part of the HTML,
 * so it takes its place before the first paint and nothing moves when the page hydrates; the one-line script after
 * it (lib/http/inline-scripts.ts, `__announce`) hides it before the first paint when the reader dismissed this id,
 * and makes its button dismiss it. No script is bundled for it.
 */
/** The bar's styles travel with it, so the stylesheet every page inlines carries none while it is off. */
const STYLE = `
  .announcement{display:flex;align-items:center;gap:0.75rem;padding:0.4rem 0.5rem 0.4rem 1rem;background:var(--current-bg);color:var(--fg);font-size:0.9rem}
  .announcement[hidden]{display:none}
  .announcement p{flex:1;margin:0;text-align:center}
  .announcement-close{flex:none;width:2rem;height:2rem;font:inherit;font-size:1.2rem;line-height:1;color:var(--fg);background:transparent;border:0;border-radius:4px;cursor:pointer}
  .announcement-close:hover{background:var(--bg-soft)}
`;

export function AnnouncementBar({ announcement = configured }: { announcement?: Announcement | null }) {
  if (!announcement) return null;
  return (
    <>
      <style href="dremio-docs-announcement" precedence="default">
        {STYLE}
      </style>
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
