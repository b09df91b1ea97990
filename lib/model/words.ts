/**
 * Words of prose, as the content check counts them: runs of letters and digits, with apostrophes, dots,
 * dashes and slashes inside (so `don't`, `26.x` and `S3/ADLS` are one word each). A module of its own so
 * that pages can count words without loading the MDX parser.
 */
export const countWords = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.\-/]*/gu) ?? []).length;
