import { z } from 'zod';
import { BATCH_MAX, COMMENT_MAX, KNOWN_VERSIONS, QUERY_MAX, REASONS, SEARCH_SOURCES } from './fields';

/** C0 controls and DEL, other than tab and line breaks (Postgres refuses NUL in text; the rest has no business here). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 surrogate without its pair: JSON allows it, UTF-8 cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Nine digits or more, with spaces, dots, dashes or brackets between them: phone, account or card numbers. */
const LONG_NUMBER = /\d(?:[\s().-]*\d){8,}/g;

/**
 * What a reader typed, with what could name a person taken out before it is stored: e-mail addresses and long
 * numbers. Nothing asks for either, but a query or a comment can hold one.
 */
export const redact = (text: string) => text.replace(EMAIL, '[e-mail]').replace(LONG_NUMBER, '[number]');

const text = (max: number, { lines = false } = {}) =>
  z
    .string()
    .max(max)
    .refine((s) => !(lines ? CONTROL : /[\u0000-\u001f\u007f]/).test(s), 'must not contain control characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'must be well-formed Unicode')
    .transform((s) => redact(s.trim()));

const version = z.string().refine((v) => KNOWN_VERSIONS.includes(v), 'is not a version of this site');
const reason = z.enum(REASONS.map(([value]) => value) as [string, ...string[]]);

/** One answer to "Was this page helpful?". Reasons and a comment go only with No. The page is checked against the site's pages by the handler. */
export const feedbackPayload = z
  .strictObject({
    page: z.string().min(1).max(512).startsWith('/'),
    version,
    helpful: z.boolean(),
    reasons: z
      .array(reason)
      .max(REASONS.length)
      .refine((r) => new Set(r).size === r.length, 'must not repeat a reason')
      .default([]),
    comment: text(COMMENT_MAX, { lines: true }).optional(),
  })
  .refine((f) => !f.helpful || (f.reasons.length === 0 && !f.comment), 'reasons and a comment go only with helpful: false');
export type FeedbackPayload = z.infer<typeof feedbackPayload>;

/**
 * One search: its final query, how many results matched (0 when only the closest titles were offered), and the
 * rank (1-based) of the result opened, or null.
 */
const search = z.strictObject({
  query: text(QUERY_MAX).refine((q) => q.length > 0, 'must not be empty'),
  results: z.int().min(0).max(10_000),
  version,
  source: z.enum(SEARCH_SOURCES),
  rank: z.int().min(1).max(100).nullable(),
});
export const searchPayload = z.strictObject({ searches: z.array(search).min(1).max(BATCH_MAX) });
export type SearchPayload = z.infer<typeof searchPayload>;

/**
 * zod's issues as one line: `searches.0.rank: rank must be one of the results; …`. One issue per field, the first:
 * a value of the wrong type also fails the checks meant for the right one (a string for `reasons` is "too big").
 */
export const describeIssues = (error: z.ZodError) => {
  const fields = new Map<string, string>();
  for (const i of error.issues) {
    const field = i.path.join('.') || 'body';
    if (!fields.has(field)) fields.set(field, i.message);
  }
  return [...fields]
    .slice(0, 5)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
};
