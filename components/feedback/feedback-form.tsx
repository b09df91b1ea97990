'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { COMMENT_MAX, FEEDBACK_PATH, REASONS, type Reason } from '@/lib/signals/fields';

/** Posts one answer; true only when the server has stored it. */
export async function sendFeedback(answer: { page: string; version: string; helpful: boolean; reasons: Reason[]; comment?: string }): Promise<boolean> {
  try {
    const res = await fetch(FEEDBACK_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) });
    return res.ok;
  } catch {
    return false;
  }
}

/** After No: what was wrong (optional), a comment (optional, at most COMMENT_MAX characters), and Send. */
export function FeedbackDetails({ sending, onSend }: { sending: boolean; onSend: (reasons: Reason[], comment: string) => void }) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [comment, setComment] = useState('');
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className="page-feedback-details"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(reasons, comment.trim());
      }}
    >
      <fieldset>
        <legend>What was wrong? (optional)</legend>
        {REASONS.map(([value, label], i) => (
          <label key={value}>
            <input
              ref={i === 0 ? first : undefined}
              type="checkbox"
              checked={reasons.includes(value)}
              onChange={(e) => setReasons((r) => (e.target.checked ? [...r, value] : r.filter((x) => x !== value)))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-comment`}>How could this page be better? (optional)</label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="page-feedback-hint">
        {COMMENT_MAX - comment.length} characters left. Leave out names, e-mail addresses and other personal details: we cannot reply.
      </p>
      <button type="submit" aria-disabled={sending}>
        Send feedback
      </button>
    </form>
  );
}
