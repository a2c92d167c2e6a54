import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

const IMPORT = /^@import\s+(?:url\()?["']([^"']+)["']\)?\s*;\s*$/gm;

/** A stylesheet with its relative `@import`s replaced by the files they name, recursively. */
export async function joinedCss(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(IMPORT)) {
    const [statement, href = ''] = match;
    parts.push(text.slice(last, match.index));
    parts.push(await joinedCss(path.resolve(path.dirname(file), href)));
    last = match.index + statement.length;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/**
 * `import css from './x.css?inline'` gives the stylesheet as a string with its `@import`s joined
 * in, the same in Vite and in tsup builds, so components can adopt it into shadow roots (and a
 * build bundling `@trove/react` from its source gets `trove.css` whole, made of src/styles).
 */
export const inlineCss: EsbuildPlugin = {
  name: 'trove-inline-css',
  setup(build) {
    // The path keeps its `?inline` so tsup's own `.css` loader does not claim it.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'trove-inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'trove-inline-css' }, async (args) => {
      const css = await joinedCss(args.path.replace(/\?inline$/, ''));
      // a minified build gets the stylesheet minified too, as Vite's build does: its comments and
      // indentation were a tenth of a widget script
      const { minify, minifySyntax } = build.initialOptions;
      const contents =
        minify || minifySyntax
          ? (await build.esbuild.transform(css, { loader: 'css', minify: true })).code
          : css;
      return { contents, loader: 'text' };
    });
  },
};

/** The one build config of the published packages: ESM with type declarations. */
export function libraryBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    // esbuild's own tree shaking; tsup's rollup pass keeps zod's whole namespace (170 kB more)
    treeshake: false,
    esbuildPlugins: [inlineCss],
    ...overrides,
  };
}
