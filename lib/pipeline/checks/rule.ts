/**
 * What a content rule is (lib/pipeline/checks/rules/, one file per rule): its id, what it asks of a page, its scope
 * and its check. The registry (rules/index.ts) lists them; the rule ids, `check:content --only` and every message's
 * rule id derive from it. A check reports a Finding; the content check stamps it with the rule's id.
 */

/** The source file and the checked page are page stages, declared once in lib/model/page.ts. */
export type { CheckedDoc, SourceFile } from '../../model/page';
import type { CheckedDoc } from '../../model/page';
import { describePlacedIssue, type PlacedIssue } from '../../model/issue-place';

/** One problem, where it is (the file, and the line or the frontmatter field where known), and what to do. */
export interface Finding extends PlacedIssue {
  /** For `link` issues: the URL the link points at. */
  target?: string;
}

/** `content/admin/index.mdx:12 [title]: message`: the form authors, the dev overlay and the build print. */
export const formatIssue = (e: Finding) => describePlacedIssue({ file: e.file, line: e.line, field: e.field, message: e.message });

/** What the typed rule needs to know of the whole site (rules/typed.ts makes it). */
export interface TypedIndex {
  functionNames: ReadonlySet<string>;
  modelIds: ReadonlySet<string>;
}

/** What a rule may know of the whole site besides the page it checks. */
export interface SiteView {
  byHref: ReadonlyMap<string, CheckedDoc>;
  typed: TypedIndex;
  /** Enforce the length floor over the whole site (off for small fixture sets). */
  lengthRules: boolean;
  /** Require `keywords` on guide, landing and SQL command pages (off for small fixture sets). */
  keywordRules: boolean;
  /** The old-URL map (`data/redirects.json`, as read, unvalidated) to check against the pages; undefined for fixture sets. */
  redirects?: unknown;
}

export type Report = (finding: Finding) => void;

interface RuleInfo<Id extends string> {
  id: Id;
  /** What the rule asks, in one line (printed by `check:content --only` with an unknown argument). */
  description: string;
}

/** Checks one page at a time. */
export interface PageRule<Id extends string = string> extends RuleInfo<Id> {
  scope: 'page';
  check: (doc: CheckedDoc, site: SiteView, report: Report) => void;
}

/** Checks the pages together (across pages, or a figure over the whole site). */
export interface SiteRule<Id extends string = string> extends RuleInfo<Id> {
  scope: 'site';
  check: (docs: readonly CheckedDoc[], site: SiteView, report: Report) => void;
}

/**
 * Reported by a step of the content check rather than a check of its own: reading and parsing a file (load.ts),
 * building the sidebar, the claims pass (claims/), rendering diagrams. `foundBy` names where.
 */
export interface StepRule<Id extends string = string> extends RuleInfo<Id> {
  scope: 'file' | 'site' | 'page';
  foundBy: string;
}

export type Rule<Id extends string = string> = PageRule<Id> | SiteRule<Id> | StepRule<Id>;

/** Declares a rule with its id kept as a literal type, so the registry's ids are a union. */
export const rule = <const Id extends string, R extends Rule<Id>>(r: R & { id: Id }): R => r;
