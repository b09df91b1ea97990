'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { issuePlace } from '@/lib/model/issue-place';
import { devEventsHref } from '@/lib/model/routes';
import type { DevStatus } from '@/lib/dev/dev-status';
import type { StepIssue } from '@/lib/runtime/dev-pending';

/**
 * Development only (app/current/layout.dev.tsx and app/frozen/[version]/layout.dev.tsx render it): re-renders the
 * open page when its content changed, and shows the content errors of the last check and of the last frozen step
 * (file, line, reason) over the page until they are fixed. The events come from app/dev/content-events/route.dev.ts.
 */
/** Inline, so that the production stylesheet carries nothing of the dev loop. */
const OVERLAY = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 1000,
  maxHeight: '40vh',
  overflow: 'auto',
  padding: '0.75rem 1rem',
  border: '2px solid #b0262c',
  borderRadius: 8,
  background: '#fff5f5',
  color: '#1b1f24',
  font: '14px/1.5 system-ui, sans-serif',
} as const;

/**
 * `renderedFrom`: the stamp of the data files the page was rendered from (lib/runtime/runtime-data.ts); `version`:
 * the frozen version the page belongs to, whose data is watched as well.
 */
export function DevRefresh({ renderedFrom, version }: { renderedFrom: string; version?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<StepIssue[]>([]);
  // The first render's stamp: later renders come from refreshes this connection asked for.
  const [since] = useState(renderedFrom);
  useEffect(() => {
    const events = new EventSource(devEventsHref(since, version));
    events.addEventListener('status', (e) => setErrors((JSON.parse((e as MessageEvent<string>).data) as DevStatus).errors));
    events.addEventListener('change', () => router.refresh());
    return () => events.close();
  }, [router, since, version]);
  if (!errors.length) return null;
  return (
    <div role="alert" id="dev-content-errors" style={OVERLAY}>
      <p>
        <strong>Content errors</strong> (the page shows the last version that compiled; fix the file and it updates):
      </p>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            <code>{issuePlace(e)}</code> {e.message} ({e.rule})
          </li>
        ))}
      </ul>
    </div>
  );
}
