import { checkClaims, indexClaims } from './claims';
import { loadClaimsData, type ClaimsData } from './claims/data';
import type { Issue } from './issue';
import { loadDoc, parseCategoryFile } from './load';
import type { CheckedDoc, Finding, PageRule, SiteRule, SiteView, SourceFile } from './rule';
import { RULE_LIST, type RuleId } from './rules/index';
import { lengthStats, type LengthStats } from './rules/length';
import { indexTyped } from './rules/typed';
import { claimsInput, sidebarInput } from '../../model/page';
import { buildSidebar, SidebarError, type SidebarCategoryInput, type SidebarItem } from '../../model/sidebar';

/**
 * The content check: loads every file (`load.ts`), then runs the rules of the registry (`rules/index.ts`, one file
 * per rule) and the claims pass (`claims/`), each issue with its rule id. `npm run check:content`, the build's
 * content step and the dev loop all run this one function.
 */

export { describeIssue, formatIssue, isRuleId, RULES, type Issue, type RuleId } from './issue';
export { loadDoc, parseCategoryFile } from './load';
export { LENGTH_FLOORS, type LengthStats } from './rules/length';
export { STATIC_PATHS } from './rules/links';
export { checkDiagrams } from './rules/diagrams';
export type { CheckedDoc, SourceFile } from './rule';

const PAGE_RULES = RULE_LIST.filter((r): r is Extract<(typeof RULE_LIST)[number], PageRule> => r.scope === 'page' && 'check' in r);
const SITE_RULES = RULE_LIST.filter((r): r is Extract<(typeof RULE_LIST)[number], SiteRule> => r.scope === 'site' && 'check' in r);

/** A rule's findings as issues with its id. */
const reporter = (errors: Issue[], rule: RuleId) => (finding: Finding) => errors.push({ ...finding, rule });

/** A file as a previous check left it (see CheckOptions.cache). */
export interface CachedFile {
  source: string;
  doc: CheckedDoc | null;
  errors: Issue[];
  claimErrors?: Issue[];
}

export interface CheckResult {
  docs: CheckedDoc[];
  /** Folders without a landing page, from their `_category.json`. */
  categories: SidebarCategoryInput[];
  sidebar: SidebarItem[];
  errors: Issue[];
  stats: LengthStats;
}

export interface CheckOptions {
  /** Enforce the length floor over the whole site (off for small fixture sets). */
  lengthRules?: boolean;
  /**
   * Require `keywords` and `questions` on guide, landing and SQL command pages (off for small fixture sets that leave
   * them out).
   */
  keywordRules?: boolean;
  /** The reference data for privilege names, console paths and config keys; `false` skips those checks. */
  claims?: ClaimsData | false;
  /**
   * Parsed files from a previous check, by path, reused while their source is unchanged, with their claims
   * errors: the dev loop checks the whole set again after each edit but parses and checks the claims of only
   * the edited file (together, most of the work).
   */
  cache?: Map<string, CachedFile>;
  /**
   * The last version of a page that loaded, by path (the dev loop): a page whose edit does not load is checked
   * and linked to as that version, so that one broken save reports its own error, not every link to the page.
   */
  lastGood?: ReadonlyMap<string, CheckedDoc>;
  /** The old-URL map (`data/redirects.json`, as read) to check against the whole site's pages; left out for fixture sets. */
  redirects?: unknown;
}

/** Validates the whole content set; every issue names the file, the line or field where known, the rule and the reason. */
export function checkContent(files: readonly SourceFile[], options: CheckOptions = {}): CheckResult {
  const errors: Issue[] = [];
  const categories: SidebarCategoryInput[] = [];
  const docs: CheckedDoc[] = [];
  for (const file of files) {
    if (file.path.endsWith('/_category.json')) {
      const c = parseCategoryFile(file, errors);
      if (c) categories.push(c);
    } else if (file.path.endsWith('.mdx')) {
      let loaded = options.cache?.get(file.path);
      if (!loaded || loaded.source !== file.source) {
        const own: Issue[] = [];
        loaded = { source: file.source, doc: loadDoc(file, own), errors: own };
        options.cache?.set(file.path, loaded);
      }
      errors.push(...loaded.errors);
      const doc = loaded.doc ?? options.lastGood?.get(file.path);
      if (doc) docs.push(doc);
    } else {
      errors.push({ file: file.path, rule: 'file', message: 'unexpected file in content/: pages are .mdx files, folders may hold a _category.json' });
    }
  }

  let sidebar: SidebarItem[] = [];
  try {
    sidebar = buildSidebar(docs.map(sidebarInput), categories);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    errors.push({ file: error.file, rule: 'sidebar', message: error.reason });
  }

  const site: SiteView = {
    byHref: new Map(docs.map((d) => [d.href, d])),
    typed: indexTyped(docs),
    lengthRules: options.lengthRules ?? false,
    keywordRules: options.keywordRules ?? false,
    redirects: options.redirects,
  };
  const claims = options.claims === false ? null : indexClaims(options.claims ?? loadClaimsData());
  const pageRules = PAGE_RULES.map((r) => ({ check: r.check, report: reporter(errors, r.id) }));
  for (const doc of docs) {
    for (const r of pageRules) r.check(doc, site, r.report);
    if (claims) {
      // A claim is checked against the page alone, so a cached page's claims errors stay valid.
      const cached = options.cache?.get(doc.file);
      if (cached?.doc === doc && cached.claimErrors) errors.push(...cached.claimErrors);
      else {
        const own: Issue[] = [];
        checkClaims(claimsInput(doc), claims, own);
        if (cached?.doc === doc) cached.claimErrors = own;
        errors.push(...own);
      }
    }
  }
  for (const r of SITE_RULES) r.check(docs, site, reporter(errors, r.id));
  const { byKind: _, ...stats } = lengthStats(docs);
  return { docs, categories, sidebar, errors, stats };
}
