/**
 * What every content check reports: one problem, where it is (the file, and the line or the frontmatter field where
 * known), which rule found it, and what to do. The rules and their ids are the registry, rules/index.ts;
 * `npm run check:content -- --only RULE` keeps one rule's issues.
 */
export { formatIssue } from './rule';
export { describeIssue, isRuleId, RULES, type Issue, type RuleId } from './rules/index';
