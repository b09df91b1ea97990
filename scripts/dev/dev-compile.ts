import { dirname, join } from 'node:path';
// mdx-bundler is the compiler contentlayer itself runs (a dependency of contentlayer2's core): the same
// version, called with the same options, gives the same compiled page.
import { bundleMDX } from 'mdx-bundler';
import { mdx } from '../../contentlayer.config';

export class MdxCompileError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(reason);
  }
}

/**
 * Compiles one page's MDX (the whole file, frontmatter included, as contentlayer passes it) exactly as
 * contentlayer's build does (@contentlayer2/core, markdown/mdx.js): its plugins after mdx-bundler's own, then
 * the config's `mdxOptions`, esbuild targeting ES2020, resolved from the page's folder. The dev loop uses it
 * for the edited page only; `contentlayer2 dev` rewrites all 700 compiled pages and the 10 MB index after
 * every edit, which takes seconds.
 */
export async function compileMdx(source: string, file: string): Promise<string> {
  try {
    const { code, errors } = await bundleMDX({
      source,
      cwd: join(process.cwd(), dirname(file)),
      mdxOptions: (options) => {
        options.remarkPlugins = [...(options.remarkPlugins ?? []), ...mdx.remarkPlugins];
        options.rehypePlugins = [...(options.rehypePlugins ?? []), ...mdx.rehypePlugins];
        return mdx.mdxOptions(options);
      },
      esbuildOptions: (options) => {
        options.target = 'es2020';
        // The error is thrown and reported once, by the dev loop, with the file and the line.
        options.logLevel = 'silent';
        return options;
      },
    });
    if (errors.length) throw new MdxCompileError(errors.map((e) => e.text).join('; '), errors[0]?.location?.line);
    return code;
  } catch (error) {
    if (error instanceof MdxCompileError) throw error;
    // esbuild's failures list their messages, with the line in the file (frontmatter included).
    const e = error as { message: string; errors?: { text: string; location?: { line?: number } | null }[] };
    const first = e.errors?.[0];
    throw new MdxCompileError(first?.text ?? e.message, first?.location?.line ?? undefined);
  }
}
