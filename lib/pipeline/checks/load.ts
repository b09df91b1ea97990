import matter from 'gray-matter';
import { analyzeBody, MdxSyntaxError, type BodyAnalysis } from '../../model/mdx-analysis';
import { docHref, isLandingId } from '../../model/routes';
import { parseFrontmatter } from '../../model/schema';
import type { SidebarCategoryInput } from '../../model/sidebar';
import { typedHeadings, typedWords } from '../../kinds/registry';
import type { CheckedDoc, SourceFile } from './rule';
import type { Issue } from './issue';

/**
 * Loading one file on its own, before the cross-page rules: `_category.json` files (rule `category`) and pages
 * (rules `frontmatter`, `id`, `mdx`). A page that does not load is reported and left out of the set.
 */

/**
 * Reads `_category.json` files: `content/reference/sql/sql-functions/functions/_category.json` →
 * `{ dir: 'reference/sql/sql-functions/functions', label, position }`.
 */
export function parseCategoryFile(file: SourceFile, issues: Issue[]): SidebarCategoryInput | null {
  const dir = file.path.replace(/^content\//, '').replace(/\/_category\.json$/, '');
  try {
    const data = JSON.parse(file.source) as { label?: unknown; position?: unknown };
    if (typeof data.label !== 'string' || !data.label.trim()) {
      issues.push({ file: file.path, field: 'label', rule: 'category', message: 'is required and must be a non-empty string' });
      return null;
    }
    if (data.position !== undefined && typeof data.position !== 'number') {
      issues.push({ file: file.path, field: 'position', rule: 'category', message: 'must be a number' });
      return null;
    }
    return { dir, label: data.label, position: data.position as number | undefined };
  } catch (error) {
    issues.push({ file: file.path, rule: 'category', message: `invalid JSON: ${(error as Error).message}` });
    return null;
  }
}

/** Parses and validates one page on its own (frontmatter, id, MDX syntax); the cross-page checks come after. */
export function loadDoc(file: SourceFile, issues: Issue[]): CheckedDoc | null {
  const expectedId = file.path.replace(/^content\//, '').replace(/\.mdx$/, '');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object disables the cache so errors repeat.
    parsed = matter(file.source, {});
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number } };
    issues.push({
      file: file.path,
      line: e.mark ? e.mark.line + 1 : undefined, // js-yaml counts from the newline after the opening ---
      rule: 'frontmatter',
      message: `invalid YAML frontmatter: ${e.reason ?? e.message}`,
    });
    return null;
  }
  if (!file.source.startsWith('---')) {
    issues.push({ file: file.path, line: 1, rule: 'frontmatter', message: 'missing frontmatter (the file must start with ---)' });
    return null;
  }
  const fm = parseFrontmatter(parsed.data);
  if (!fm.ok) {
    for (const issue of fm.issues)
      issues.push({ file: file.path, line: fieldLine(file.source, issue.field), field: issue.field, rule: 'frontmatter', message: issue.message });
    return null;
  }
  const frontmatter = fm.value;
  if (frontmatter.id !== expectedId) {
    issues.push({ file: file.path, field: 'id', rule: 'id', message: `"${frontmatter.id}" does not match the file's path; it must be "${expectedId}"` });
    return null;
  }
  const bodyStart = file.source.split('\n').length - parsed.content.split('\n').length;
  let analysis: BodyAnalysis;
  try {
    analysis = analyzeBody(parsed.content, bodyStart);
  } catch (error) {
    if (error instanceof MdxSyntaxError) {
      issues.push({ file: file.path, line: error.line ? error.line + bodyStart : undefined, rule: 'mdx', message: `MDX syntax error: ${error.reason}` });
      return null;
    }
    throw error;
  }
  const typed = typedHeadings(frontmatter);
  const headings = [...typed.before, ...analysis.headings, ...typed.after];
  return {
    id: frontmatter.id,
    file: file.path,
    href: docHref(frontmatter.id),
    frontmatter,
    body: parsed.content,
    analysis,
    anchors: new Set(headings.map((h) => h.id)),
    headings,
    words: analysis.words + typedWords(frontmatter),
    isLanding: isLandingId(frontmatter.id),
    bodyLine: bodyStart,
  };
}

/** The line of the frontmatter key a field belongs to (`errors.0.source` → the `errors:` line), when it is written there. */
function fieldLine(source: string, field: string): number | undefined {
  const key = field.split('.')[0]!;
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const at = lines.slice(1, end < 0 ? undefined : end).findIndex((l) => l.startsWith(`${key}:`));
  return at < 0 ? undefined : at + 2;
}
