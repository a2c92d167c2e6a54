import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * `import css from './x.css?inline'` gives the stylesheet as a string, the same in Vite and in
 * tsup builds, so components can adopt it into shadow roots.
 */
const inlineCss: EsbuildPlugin = {
  name: 'trove-inline-css',
  setup(build) {
    // The path keeps its `?inline` so tsup's own `.css` loader does not claim it.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'trove-inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'trove-inline-css' }, async (args) => ({
      contents: await readFile(args.path.replace(/\?inline$/, ''), 'utf8'),
      loader: 'text',
    }));
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
