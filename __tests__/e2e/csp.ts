import { createHash } from 'node:crypto';

/** The inline scripts of an HTML page (those without `src`), each with its attributes and its text. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));

/** The Content-Security-Policy source that allows an inline script by its text: `'sha256-…'`. */
export const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
