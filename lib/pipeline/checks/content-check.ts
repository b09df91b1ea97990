import { checkClaims, indexClaims } from './claims';
import { loadClaimsData, type ClaimsData } from './claims/data';
import type { Issue } from './issue';
import { loadDoc, parseCategoryFile } from './load';
import { checkCodeLanguages } from './rules/code-language';
import { checkComponents } from './rules/component';
import { checkHeadings } from './rules/headings';
import { checkKeywords } from './rules/keywords';
import { checkLength, type LengthStats } from './rules/length';
import { checkLinks } from './rules/links';
import { checkPlaceholders } from './rules/placeholder';
import { checkPutOmitted } from './rules/put-omitted';
import { checkRedirects } from './rules/redirects';
import { checkRepeatedParagraphs } from './rules/repeated-paragraph';
import { checkTyped, indexTyped } from './rules/typed';
import { checkUnique } from './rules/unique';
import { claimsInput, sidebarInput, type CheckedDoc, type SourceFile } from '../../model/page';
import { buildSidebar, SidebarError, type SidebarCategoryInput, type SidebarItem } from '../../model/sidebar';

/**
 * The content check: loads every file (`load.ts`), then runs the rules (`rules/`, `claims/`), one file per rule, each
 * reporting `Issue`s with their rule id (`issue.ts`). `npm run check:content`, the build's content step and the dev
 * loop all run this one function.
 */

export { formatIssue, isRuleId, RULES, type Issue, type RuleId } from './issue';
export { loadDoc, parseCategoryFile } from './load';
export { LENGTH_FLOORS, type LengthStats } from './rules/length';
export { STATIC_PATHS } from './rules/links';
export { checkDiagrams } from './rules/diagrams';

// A page's stages are declared once, in lib/model/page.ts (the rules import them from there); named here for the check's callers.
export type { CheckedDoc, SourceFile };

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
  /** Require `keywords` on guide, landing and SQL command pages (off for small fixture sets that leave them out). */
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

  checkUnique(docs, errors);

  let sidebar: SidebarItem[] = [];
  try {
    sidebar = buildSidebar(docs.map(sidebarInput), categories);
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    errors.push({ file: error.file, rule: 'sidebar', message: error.reason });
  }

  const byHref = new Map(docs.map((d) => [d.href, d]));
  const typed = indexTyped(docs);
  const claims = options.claims === false ? null : indexClaims(options.claims ?? loadClaimsData());
  for (const doc of docs) {
    checkHeadings(doc, errors);
    checkCodeLanguages(doc, errors);
    checkComponents(doc, errors);
    checkPlaceholders(doc, errors);
    if (options.keywordRules) checkKeywords(doc, errors);
    checkLinks(doc, byHref, errors);
    checkTyped(doc, typed, errors);
    checkPutOmitted(doc, errors);
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
  checkRepeatedParagraphs(docs, errors);
  if (options.redirects !== undefined) checkRedirects(options.redirects, new Set(byHref.keys()), errors);
  const stats = checkLength(docs, options.lengthRules ?? false, errors);
  return { docs, categories, sidebar, errors, stats };
}
