import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { canonicalLocation } from '../../../model/canonical';
import { rule } from '../rule';

/** `data/redirects.json`: old URLs of the vendor's site, each with the page that holds its content now. */
export const REDIRECTS_FILE = 'data/redirects.json';

const oldUrl = z.string().regex(/^\/current\/\S*[^/\s]$/, 'must be a path under /current/ without a trailing slash (a trailing slash is matched anyway)');

export const redirectsSchema = z.strictObject({
  about: z.string().min(1),
  moved: z.array(z.strictObject({ from: oldUrl, to: z.string().regex(/^\/current\/\S*$/, 'must be a page URL under /current/'), note: z.string().min(1) })),
});

export type RedirectsData = z.infer<typeof redirectsSchema>;

/**
 * The data file of the content being built (`data/redirects.json` under the working directory, like the search
 * thesaurus), unvalidated: the rule below validates it and reports each problem as an issue. None means no old URLs.
 */
export function redirectsData(file = REDIRECTS_FILE): unknown {
  if (!existsSync(file)) return { about: 'No old URLs.', moved: [] };
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { invalidJson: (e as Error).message };
  }
}

/** Old URL → page, for generated/routes.json (the proxy's `moved`); only entries that passed the rule below reach a build. */
export function movedPages(raw: unknown = redirectsData()): Record<string, string> {
  const parsed = redirectsSchema.safeParse(raw);
  return parsed.success ? Object.fromEntries(parsed.data.moved.map((m) => [m.from, m.to])) : {};
}

/**
 * Every entry of `data/redirects.json` is well formed, its target is a page (spelled as its canonical URL), its old URL
 * is not a page or another spelling of one (the proxy would never reach the entry), and no old URL is listed twice,
 * ignoring case. Checked when the site view carries the file (the whole site; not fixture sets).
 */
export const redirectRule = rule({
  id: 'redirect',
  description: 'every old URL in data/redirects.json leads to a page, and none is a page itself',
  scope: 'site',
  check(_docs, site, report) {
    const raw = site.redirects;
    if (raw === undefined) return;
    const pages = new Set(site.byHref.keys());
    const issue = (field: string, message: string) => report({ file: REDIRECTS_FILE, field, message });
    if (raw && typeof raw === 'object' && 'invalidJson' in raw) return void issue('(file)', `not valid JSON: ${String(raw.invalidJson)}`);
    const parsed = redirectsSchema.safeParse(raw);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issue(i.path.join('.') || '(root)', i.message);
      return;
    }
    const seen = new Map<string, number>();
    parsed.data.moved.forEach(({ from, to }, i) => {
      if (!pages.has(to)) {
        const spelled = canonicalLocation(to, pages);
        issue(`moved.${i}.to`, spelled ? `"${to}" is spelled "${spelled}"` : `"${to}" is not a page`);
      }
      if (pages.has(from) || canonicalLocation(from, pages)) issue(`moved.${i}.from`, `"${from}" is a page: the proxy answers it before any redirect`);
      const key = from.toLowerCase();
      const twin = seen.get(key);
      if (twin !== undefined) issue(`moved.${i}.from`, `"${from}" is listed twice (also moved.${twin})`);
      seen.set(key, i);
    });
  },
});
