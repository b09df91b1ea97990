import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Data files the server reads at run time, relative to the app's root. `npm run build` writes them; the build's
 * Next adapter (scripts/build/next-adapter.mjs) adds them to the traced files of the outputs that read them, so they
 * travel with the standalone output and with a platform's function bundles.
 */
export const RUNTIME_FILES = {
  /** Canonical href of every page (the content step). */
  routes: 'generated/routes.json',
  /** `'sha256-…'` sources of each prerendered page's inline scripts (the adapter, after prerendering). */
  csp: 'generated/csp.json',
} as const;

const cache = new Map<string, unknown>();

/** Reads one of the run-time JSON files once per process; with `fresh`, again on every call (the dev loop). */
export function readRuntimeJson<T>(file: string, fallback?: T, { fresh = false } = {}): T {
  if (fresh || !cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8')));
    } catch (error) {
      if (fallback === undefined) throw error;
      return fallback;
    }
  }
  return cache.get(file) as T;
}
