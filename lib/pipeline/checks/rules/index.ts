import { describePlacedIssue } from '../../../model/issue-place';
import type { Finding } from '../rule';
import { configKeyRule, privilegeActionRule, privilegesRule, uiPathRule } from './claims';
import { codeLanguageRule, codeMetaRule } from './code-language';
import { componentRule } from './component';
import { diagramRule } from './diagrams';
import { categoryRule, fileRule, frontmatterRule, mdxRule, sidebarRule } from './files';
import { headingsRule } from './headings';
import { keywordsRule, questionsRule } from './keywords';
import { lengthRule } from './length';
import { inlineMarkdownRule, linkRule } from './links';
import { placeholderRule } from './placeholder';
import { putOmittedRule } from './put-omitted';
import { redirectRule } from './redirects';
import { repeatedParagraphRule } from './repeated-paragraph';
import { tableHeaderRule } from './tables';
import { typedRule } from './typed';
import { idRule, uniqueDescriptionRule, uniqueQuestionRule } from './unique';

/**
 * Every content rule, in the order check:content lists them. A new rule is a file here that exports
 * `rule({ id, description, scope, check })` and one line in this list; its id then types `Issue.rule`, and
 * `check:content --only <id>` and the messages (`… (id)`) know it. The content check (content-check.ts) runs the
 * page rules on every page, then the site rules.
 */
export const RULE_LIST = [
  fileRule,
  categoryRule,
  frontmatterRule,
  idRule,
  mdxRule,
  uniqueDescriptionRule,
  sidebarRule,
  headingsRule,
  codeLanguageRule,
  codeMetaRule,
  diagramRule,
  componentRule,
  placeholderRule,
  tableHeaderRule,
  keywordsRule,
  questionsRule,
  uniqueQuestionRule,
  linkRule,
  inlineMarkdownRule,
  typedRule,
  putOmittedRule,
  repeatedParagraphRule,
  lengthRule,
  privilegesRule,
  privilegeActionRule,
  uiPathRule,
  configKeyRule,
  redirectRule,
] as const;

export type RuleId = (typeof RULE_LIST)[number]['id'];

/** Rule id → what the rule asks. */
export const RULES = Object.fromEntries(RULE_LIST.map((r) => [r.id, r.description])) as Record<RuleId, string>;

export const isRuleId = (value: string): value is RuleId => Object.hasOwn(RULES, value);

/** What every content check reports: a finding with the id of the rule that found it. */
export interface Issue extends Finding {
  rule: RuleId;
}

/** `content/admin/index.mdx:12 [title]: message (rule)`: how check:content, the build and the dev loop print an issue. */
export const describeIssue = (e: Issue) => describePlacedIssue(e);
