/**
 * Results one process of the build computes and hands to the next (the content step to the prerender workers through
 * the site data, one build to the next through the content step's cache), by key: the parsed typed texts
 * (lib/model/inline-parsed.ts) and the highlighted typed code (lib/mdx/highlighted.ts).
 *
 * `known` looks a key up and counts it as used; `handOn` gives the used entries only (an entry adopted from an older
 * build and no longer on any page is left out), in key order, because the order of first use differs between a clean
 * build and one from the cache, and the files written from it must not; `prepare` makes an entry ready to be written.
 */
export function buildTable<V>(prepare: (value: V) => V = (value) => value) {
  const values = new Map<string, V>();
  const used = new Set<string>();
  return {
    known(key: string): V | undefined {
      used.add(key);
      return values.get(key);
    },
    remember(key: string, value: V) {
      values.set(key, value);
    },
    handOn(): Record<string, V> {
      return Object.fromEntries([...used].sort().flatMap((key) => (values.has(key) ? [[key, prepare(values.get(key)!)]] : [])));
    },
    /** Takes another process's `handOn()` as computed here; an entry computed here is kept. */
    adopt(table: Readonly<Record<string, V>>) {
      for (const [key, value] of Object.entries(table)) if (!values.has(key)) values.set(key, value);
    },
  };
}
