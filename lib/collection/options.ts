import rehypeShiki from '@shikijs/rehype';
import type { MDXOptions } from 'contentlayer2/core';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { codeAnnotations } from '../mdx/code-annotations';
import { CODE_THEME, codeClasses, GRAMMARS, LANGUAGE_ALIAS, TOKENIZE_TIME_LIMIT } from '../mdx/code-theme';
import rehypeSections from '../mdx/rehype-sections';
import rehypeTables from '../mdx/rehype-tables';
import remarkDiagrams from '../mdx/remark-diagrams';

/** The name under which mdx-bundler adds its frontmatter export (remark-mdx-frontmatter's option). */
export const MDX_BUNDLER_FRONTMATTER_EXPORT = 'frontmatter';

/**
 * The MDX compile options, as contentlayer hands them to mdx-bundler for every page. The dev loop compiles an edited
 * page through the same call (`compilePage`), so a preview renders what the build will.
 */
export const mdxOptions = {
  // mdx-bundler also turns the frontmatter into an `export const frontmatter` in every compiled page. The app reads
  // frontmatter from the collection's fields, so that export is dropped: it was about 1 MB of JavaScript across the
  // site, bundled by esbuild and evaluated again for every prerendered page. The contract test
  // (__tests__/integration/collection.test.ts) fails if an upgrade renames the plugin's option and the export comes back.
  mdxOptions: (options) => {
    options.remarkPlugins = (options.remarkPlugins ?? []).filter(
      (plugin) => !(Array.isArray(plugin) && (plugin[1] as { name?: string } | undefined)?.name === MDX_BUNDLER_FRONTMATTER_EXPORT),
    );
    return options;
  },
  // An MDX error is thrown and reported once, with its file and line, by contentlayer's build or the dev loop.
  esbuildOptions: (options) => {
    options.logLevel = 'silent';
    return options;
  },
  // Diagrams become inline SVG before shiki sees code blocks (lib/mdx/diagrams.ts). rehype-slug gives headings their
  // ids with the slugger lib/model/anchors.ts uses for the content step and search (github-slugger, in page order);
  // __tests__/unit/anchors.test.ts holds the compiled ids to the analysis's.
  remarkPlugins: [remarkGfm, remarkDiagrams],
  rehypePlugins: [
    rehypeSlug,
    [
      rehypeShiki,
      {
        theme: CODE_THEME,
        langs: GRAMMARS,
        langAlias: LANGUAGE_ALIAS,
        transformers: [codeClasses, ...codeAnnotations],
        tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
      },
    ],
    rehypeTables,
    rehypeSections,
  ],
} satisfies MDXOptions;
