import { z } from 'zod';
import { STOP_WORDS, terms } from './text';

/**
 * The search thesaurus (data/search-thesaurus.json): readers' words for what the docs call something else.
 * A query that contains a phrase of `terms` is also searched with each phrase of `means`.
 */
const phrase = z.string().trim().min(1, 'is empty').max(60, 'is longer than 60 characters');
export const thesaurusSchema = z
  .object({
    $comment: z.string().optional(),
    entries: z.array(z.object({ terms: z.array(phrase).min(1, 'lists no phrase'), means: z.array(phrase).min(1, 'lists no phrase') }).strict()),
  })
  .strict();
export type ThesaurusFile = z.infer<typeof thesaurusSchema>;

/** Compiled for the query side: a phrase's normalised words joined by spaces → the phrases it also means. */
export type Thesaurus = Record<string, string[]>;

/** The words of a `means` phrase as the index stores them: normalised, stemmed, stop words dropped. */
export const meaningWords = (text: string) => terms(text).filter((t) => !STOP_WORDS.has(t));

export interface ThesaurusIssue {
  field: string;
  message: string;
}

/**
 * Checks the thesaurus against its schema and the site: every word a reader's phrase is mapped to must be a word
 * the index holds, or the entry would send readers nowhere. Returns the compiled thesaurus or the issues found.
 */
export function compileThesaurus(data: unknown, siteWords: ReadonlySet<string>): { thesaurus: Thesaurus; issues: ThesaurusIssue[] } {
  const parsed = thesaurusSchema.safeParse(data);
  if (!parsed.success) {
    return { thesaurus: {}, issues: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(root)', message: i.message })) };
  }
  const thesaurus: Thesaurus = {};
  const issues: ThesaurusIssue[] = [];
  parsed.data.entries.forEach((entry, e) => {
    const means: string[] = [];
    entry.means.forEach((m, i) => {
      const words = meaningWords(m);
      const missing = words.filter((w) => !siteWords.has(w));
      if (!words.length) issues.push({ field: `entries.${e}.means.${i}`, message: `"${m}" has only stop words` });
      else if (missing.length) issues.push({ field: `entries.${e}.means.${i}`, message: `"${m}": no page uses ${missing.map((w) => `"${w}"`).join(', ')}` });
      else means.push(words.join(' '));
    });
    entry.terms.forEach((t, i) => {
      const key = terms(t).join(' ');
      if (!key) issues.push({ field: `entries.${e}.terms.${i}`, message: `"${t}" has no words` });
      else if (thesaurus[key]) issues.push({ field: `entries.${e}.terms.${i}`, message: `"${t}" is already listed by another entry` });
      else thesaurus[key] = means;
    });
  });
  return { thesaurus, issues };
}
