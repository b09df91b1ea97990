const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern that marks matched words in result text, with one capturing group (for String.split). A word
 * marks the whole word it starts (`reflection` marks "Reflections"), never a match in the middle of a word, and
 * words of one or two letters mark only themselves: `up` marks "up" but not "Upload".
 */
export function highlightPattern(words: readonly string[]): RegExp | null {
  const usable = [...new Set(words.filter((w) => w.length > 1))].sort((a, b) => b.length - a.length);
  if (!usable.length) return null;
  const alternatives = usable.map((w) => (w.length < 3 ? `${escape(w)}(?![\\p{L}\\p{N}])` : `${escape(w)}[\\p{L}\\p{N}]*`));
  return new RegExp(`(?<![\\p{L}\\p{N}])((?:${alternatives.join('|')}))`, 'giu');
}
