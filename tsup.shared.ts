import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from 'tsup';

/**
 * `import css from './x.css?inline'` gives the stylesheet as a string, the same in Vite and in
 * tsup builds, so components can adopt it into shadow roots.
 */
const inlineCss = {
  name: 'trove-inline-css',
  setup(build: import('esbuild').PluginBuild) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'trove-inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'trove-inline-css' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
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
    treeshake: true,
    esbuildPlugins: [inlineCss],
    ...overrides,
  };
}
