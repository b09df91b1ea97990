import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { collectionFields } from './lib/collection/fields';
import { mdxOptions } from './lib/collection/options';

/**
 * The MDX collection, assembled from the contentlayer adapter (lib/collection): the fields come from the frontmatter
 * schema (lib/model/schema.ts), which the content check runs in full before this build; declaring every field makes
 * contentlayer fail, instead of skipping a document with a warning, when data is missing or of the wrong type.
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.mdx',
  contentType: 'mdx',
  fields: collectionFields(),
  computedFields: {
    docId: { type: 'string', resolve: (doc) => doc._raw.sourceFilePath.replace(/\.mdx$/, '') },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['**/_category.json'],
  documentTypes: [Doc],
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx: mdxOptions,
});
