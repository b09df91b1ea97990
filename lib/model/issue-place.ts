/** Where an error of the content or of a build step is, and what it says. */
export interface PlacedIssue {
  /** The file, relative to the repository. */
  file: string;
  line?: number;
  /** The frontmatter field or typed-data path, when the error is in one. */
  field?: string;
  message: string;
}

/**
 * `file:line [field]`: the one way an error's place is written, by the content check's terminal lines
 * (lib/pipeline), the dev loop's waiting page (lib/runtime/dev-pending.ts) and its overlay (components/dev-refresh.tsx).
 */
export const issuePlace = (e: Omit<PlacedIssue, 'message'>) => `${e.file}${e.line ? `:${e.line}` : ''}${e.field ? ` [${e.field}]` : ''}`;

/** `file:line [field]: message`, with the rule that found it after it when there is one: `… (rule)`. */
export const describePlacedIssue = (e: PlacedIssue & { rule?: string }) => `${issuePlace(e)}: ${e.message}${e.rule ? ` (${e.rule})` : ''}`;
