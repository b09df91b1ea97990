/** The stylesheet text a page carries in its `<style>` elements (next.config.mjs `inlineCss`), joined. */
export const inlineCss = (html: string): string => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('\n');
