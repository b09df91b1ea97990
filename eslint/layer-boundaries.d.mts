import type { Rule } from 'eslint';

declare const plugin: { rules: { table: Rule.RuleModule; boundaries: Rule.RuleModule } };
export default plugin;
