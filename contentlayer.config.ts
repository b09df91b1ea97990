import rehypeShiki from '@shikijs/rehype';
import type { MDXOptions } from 'contentlayer2/core';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import rehypeSections from './lib/mdx/rehype-sections';
import remarkDiagrams from './lib/mdx/remark-diagrams';
import remarkGfm from 'remark-gfm';
import { CODE_THEME, codeClasses, GRAMMARS, LANGUAGE_ALIAS } from './lib/mdx/code-theme';

/**
 * The MDX collection. Frontmatter is validated in full by `lib/model/schema.ts` (zod) in `npm run check:content`,
 * which runs before this build; here every field is declared so that contentlayer fails, instead of
 * skipping a document with a warning, when data is missing or of the wrong type.
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.mdx',
  contentType: 'mdx',
  fields: {
    id: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar: { type: 'enum', options: ['softwareSidebar'], required: true },
    sidebar_label: { type: 'string' },
    sidebar_position: { type: 'number' },
    unlisted: { type: 'boolean', default: false },
    className: { type: 'string' },
    unsupported: { type: 'boolean' },
    keywords: { type: 'list', of: { type: 'string' } },
    function: { type: 'json' },
    table: { type: 'json' },
    api: { type: 'json' },
    releases: { type: 'json' },
    bulletin: { type: 'json' },
    dependencies: { type: 'json' },
  },
  computedFields: {
    docId: { type: 'string', resolve: (doc) => doc._raw.sourceFilePath.replace(/\.mdx$/, '') },
  },
}));

/**
 * The MDX compile options, as contentlayer hands them to mdx-bundler. The dev loop (scripts/dev/dev-compile.ts)
 * compiles an edited page with the same options, so a preview renders what the build will.
 */
export const mdx = {
  // mdx-bundler also turns the frontmatter into an `export const frontmatter` in every compiled page. The
  // app reads frontmatter from the collection's fields, so that export is dropped: it was about 1 MB of
  // JavaScript across the site, bundled by esbuild and evaluated again for every prerendered page.
  mdxOptions: (options) => {
    options.remarkPlugins = (options.remarkPlugins ?? []).filter((plugin) => !(Array.isArray(plugin) && (plugin[1] as { name?: string } | undefined)?.name === 'frontmatter'));
    return options;
  },
  // Diagrams become inline SVG before shiki sees code blocks (lib/mdx/diagrams.ts).
  remarkPlugins: [remarkGfm, remarkDiagrams],
  rehypePlugins: [
    rehypeSlug,
    [
      rehypeShiki,
      {
        theme: CODE_THEME,
        langs: GRAMMARS,
        langAlias: LANGUAGE_ALIAS,
        transformers: [codeClasses],
      },
    ],
    rehypeSections,
  ],
} satisfies MDXOptions;

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['**/_category.json'],
  documentTypes: [Doc],
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx,
});
