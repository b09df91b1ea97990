import { bundleMDX } from '@contentlayer2/core';
import { DummyTracing } from '@contentlayer2/utils';
import { pipe, T } from '@contentlayer2/utils/effect';
import { mdxOptions } from './options';

export class MdxCompileError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
    /** `diagram` for a diagram the engines reject (lib/mdx/remark-diagrams.ts), as the content check names it. */
    readonly rule: 'mdx' | 'diagram' = 'mdx',
  ) {
    super(reason);
  }
}

/**
 * A diagram error thrown inside the compile names the bundler's temporary entry file
 * (`…/_mdx_bundler_entry_point-<uuid>.mdx:51: diagram error: …`) after esbuild's wrapper; the page's own file is
 * the one being compiled, so keep the line and the engine's reason only.
 */
function diagramError(text: string): MdxCompileError | undefined {
  const m = /_mdx_bundler_entry_point-[\w-]+\.mdx:(\d+|\?): diagram error: ([\s\S]*)$/.exec(text);
  return m ? new MdxCompileError(`diagram error: ${m[2]!.trim()}`, m[1] === '?' ? undefined : Number(m[1]), 'diagram') : undefined;
}

/** The parts of contentlayer's effect system the call needs (its type declarations do not expose them). */
const Effect = T as unknown as {
  runPromise: <A>(effect: unknown) => Promise<A>;
  provide: (layer: unknown) => (effect: unknown) => unknown;
  either: (effect: unknown) => { _tag: 'Left' | 'Right' } & Record<string, unknown>;
};

/** contentlayer's document path for a file under content/: `admin/index.mdx` → `admin`, as its build computes it. */
const flattenedPath = (sourceFilePath: string) => sourceFilePath.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');

/**
 * Compiles one page's MDX (the whole file, frontmatter included) through contentlayer's own compile call
 * (`bundleMDX` of @contentlayer2/core, the function its build runs for every page) with the collection's options.
 * The dev loop uses it for the edited page only: `contentlayer2 dev` rewrites all 700 compiled pages and the 10 MB
 * index after every edit, which takes seconds. `file` is the path from the project root (`content/admin/index.mdx`).
 */
export async function compilePage(source: string, file: string): Promise<string> {
  const sourceFilePath = file.replace(/^content\//, '');
  const slash = sourceFilePath.lastIndexOf('/');
  const compiled = bundleMDX({
    mdxString: source,
    options: mdxOptions,
    contentDirPath: 'content',
    rawDocumentData: {
      sourceFilePath,
      sourceFileName: sourceFilePath.slice(slash + 1),
      sourceFileDir: slash < 0 ? '.' : sourceFilePath.slice(0, slash),
      contentType: 'mdx',
      flattenedPath: flattenedPath(sourceFilePath),
    },
  });
  const result = await Effect.runPromise<{ _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: string }>(
    pipe(compiled, Effect.provide(DummyTracing), Effect.either),
  );
  if (result._tag === 'Right') return result.right;
  // contentlayer wraps esbuild's messages (or a thrown error) in an UnexpectedMDXError.
  const cause = (result.left as { error?: unknown }).error;
  const messages = (Array.isArray(cause) ? cause : ((cause as { errors?: unknown[] })?.errors ?? [])) as {
    text: string;
    location?: { line?: number } | null;
  }[];
  const first = messages[0];
  const text = first?.text ?? (cause instanceof Error ? cause.message : String(cause));
  throw diagramError(text) ?? new MdxCompileError(text, first?.location?.line ?? undefined);
}
