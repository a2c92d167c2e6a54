import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

const IMPORT = /^@import\s+(?:url\()?["']([^"']+)["']\)?\s*;\s*$/gm;

/** A stylesheet with its relative `@import`s replaced by the files they name, recursively. */
async function joinedCss(file: string): Promise<string> {
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
 * `import css from './x.css?inline'` as the stylesheet's text with its `@import`s joined in, as
 * Vite gives it: `trove.css` is made of the parts in src/styles.
 */
const inlineJoinedCss: EsbuildPlugin = {
  name: 'trove-inline-joined-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'trove-inline-joined-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'trove-inline-joined-css' }, async (args) => ({
      contents: await joinedCss(args.path.replace(/\?inline$/, '')),
      loader: 'text',
    }));
  },
};

export default defineConfig(
  libraryBuild({
    entry: { index: 'src/index.ts', gallery: 'src/gallery/index.ts', auction: 'src/auction/index.ts' },
    external: ['react', 'react-dom', '@trove/core', '@tanstack/react-query', 'zustand'],
    esbuildPlugins: [inlineJoinedCss],
    onSuccess: async () => {
      // `@trove/react/styles.css`: one self-contained stylesheet
      await writeFile('dist/trove.css', await joinedCss('src/styles/trove.css'));
    },
  }),
);
