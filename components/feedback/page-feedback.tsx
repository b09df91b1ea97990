'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_PATH, type Reason } from '@/lib/signals/fields';
import { signalsOn } from '@/lib/signals/browser';

const SENT_KEY = 'dremio-docs:feedback-sent';
/** Pages remembered as answered, newest first; the oldest are forgotten past this many. */
const REMEMBERED = 500;

const sentPages = (): string[] => {
  try {
    const pages = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]') as unknown;
    return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};

/** Whether this browser has answered on `page` (kept in this browser's localStorage only, never sent). */
const sentBefore = (page: string) => sentPages().includes(page);

function rememberSent(page: string) {
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify([page, ...sentPages().filter((p) => p !== page)].slice(0, REMEMBERED)));
  } catch {
    // Storage refused (private browsing): the question is asked again next time.
  }
}

type FormModule = typeof import('./feedback-form');
type Phase = 'ask' | 'sending' | 'sent' | 'before' | 'failed';

const MESSAGES: Record<Phase, string> = {
  ask: '',
  sending: 'Sending…',
  sent: 'Thank you for your feedback.',
  before: 'You answered on this page. Thank you.',
  failed: 'Your feedback could not be sent. Please try again later.',
};

/**
 * "Was this page helpful?" at the end of a page. This part asks; the form shown after No and the code that sends
 * (./feedback-form.tsx) load when the question comes near the viewport or is answered, so a first visit carries
 * this part alone. The box keeps its height in every state short of the form, so nothing below it moves.
 */
export function PageFeedback({ page, version }: { page: string; version: string }) {
  const box = useRef<HTMLElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [form, setForm] = useState<FormModule | null>(null);
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [phase, setPhase] = useState<Phase>('ask');

  const load = useCallback(
    () =>
      import('./feedback-form').then((m) => {
        setForm(() => m);
        return m;
      }),
    [],
  );
  useEffect(() => {
    if (sentBefore(page)) setPhase('before');
  }, [page]);
  useEffect(() => {
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        load().catch(() => undefined);
      },
      { rootMargin: '600px 0px' },
    );
    seen.observe(box.current!);
    return () => seen.disconnect();
  }, [load]);
  // The buttons or the form that had focus are gone once it is sent: focus moves to the thanks.
  useEffect(() => {
    if (phase === 'sent') status.current?.focus();
  }, [phase]);

  const send = async (helpful: boolean, reasons: Reason[] = [], comment = '') => {
    if (phase === 'sending' || !signalsOn()) return;
    setPhase('sending');
    const m = await load().catch(() => null);
    const ok = !!m && (await m.sendFeedback({ page, version, helpful, reasons, ...(comment ? { comment } : {}) }));
    if (ok) rememberSent(page);
    setPhase(ok ? 'sent' : 'failed');
  };
  const done = phase === 'sent' || phase === 'before';

  // A No is an answer before the form is sent: a reader who leaves the page without sending it (another page, a
  // link in the site, closing the tab) has it sent bare, without reasons, as the page goes, and is not asked again.
  const unsentNo = useRef(false);
  useEffect(() => {
    unsentNo.current = answer === 'no' && (phase === 'ask' || phase === 'failed');
  }, [answer, phase]);
  useEffect(() => {
    const leave = () => {
      if (!unsentNo.current || !signalsOn()) return;
      unsentNo.current = false;
      const body = new Blob([JSON.stringify({ page, version, helpful: false, reasons: [] })], { type: 'application/json' });
      if (!navigator.sendBeacon?.(FEEDBACK_PATH, body)) fetch(FEEDBACK_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
      rememberSent(page);
    };
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [page, version]);

  return (
    <section ref={box} className="page-feedback" aria-labelledby="page-feedback-title">
      <h2 id="page-feedback-title">Was this page helpful?</h2>
      {!done && (
        <div className="page-feedback-answers">
          <button type="button" aria-pressed={answer === 'yes'} onClick={() => (setAnswer('yes'), send(true))}>
            Yes
          </button>
          <button
            type="button"
            aria-pressed={answer === 'no'}
            onClick={() => {
              setAnswer('no');
              load().catch(() => setPhase('failed'));
            }}
          >
            No
          </button>
        </div>
      )}
      {!done && answer === 'no' && form && <form.FeedbackDetails sending={phase === 'sending'} onSend={(reasons, comment) => send(false, reasons, comment)} />}
      <p ref={status} className="page-feedback-status" role="status" tabIndex={-1}>
        {MESSAGES[phase]}
      </p>
    </section>
  );
}
