import 'server-only';
import { versionOfPath } from '@/lib/model/versions';
import { readJson, RUNTIME_FILES, versionFiles } from '@/lib/runtime/runtime-data';

const sets = new WeakMap<{ hrefs: string[] }, ReadonlySet<string>>();

/** Whether `href` is the canonical URL of one of the site's pages: current's, or a frozen version's under its route. */
export function isPage(href: string): boolean {
  const frozen = versionOfPath(href).frozen;
  const routes = readJson<{ hrefs: string[] }>(frozen ? versionFiles(frozen.label).routes : RUNTIME_FILES.routes, { hrefs: [] });
  let set = sets.get(routes);
  if (!set) sets.set(routes, (set = new Set(routes.hrefs)));
  return set.has(href);
}
