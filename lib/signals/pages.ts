import 'server-only';
import { readJson, RUNTIME_FILES } from '@/lib/runtime/runtime-data';

const sets = new WeakMap<{ hrefs: string[] }, ReadonlySet<string>>();

/** Whether `href` is the canonical URL of one of the site's pages (the content step's page list). */
export function isPage(href: string): boolean {
  const routes = readJson<{ hrefs: string[] }>(RUNTIME_FILES.routes, { hrefs: [] });
  let set = sets.get(routes);
  if (!set) sets.set(routes, (set = new Set(routes.hrefs)));
  return set.has(href);
}
