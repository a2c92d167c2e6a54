import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { libraryBuild } from '../../tsup.shared';
import { SOURCE_CONDITION } from '../../vitest.shared';
import { PREACT_FOR_REACT } from './preactRuntime';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// What a page with React of its own provides; everything else is bundled into its build.
const HOST_PACKAGES = ['react', 'react-dom', '@tanstack/react-query'];
const notFromHost = new RegExp(`^(?!(${HOST_PACKAGES.join('|')})(/|$))`);

/**
 * The host-React build is an ES module, where a CommonJS dependency's `require('react')` fails at
 * run time. React 18 and later have `useSyncExternalStore`, so its CommonJS shim (react-aria's)
 * gives way to React's own; any other such `require` fails the build, naming the module.
 */
const hostReactAsModules: EsbuildPlugin = {
  name: 'trove-host-react-as-modules',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index(\.js)?)?$/ }, () => ({
      path: 'use-sync-external-store/shim',
      namespace: 'trove-host-react',
    }));
    build.onLoad({ filter: /.*/, namespace: 'trove-host-react' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      loader: 'js',
    }));
    build.onEnd((result) => {
      for (const [file, input] of Object.entries(result.metafile?.inputs ?? {})) {
        const required = input.imports.filter((load) => load.kind === 'require-call' && load.external);
        if (required.length > 0) {
          throw new Error(
            `${file} loads ${required.map((load) => load.path).join(', ')} with require(), which fails in ` +
              'an ES module taking them from the page: give it an ES module in packages/elements/tsup.config.ts.',
          );
        }
      }
    });
  },
};

/**
 * A build that bundles the workspace packages takes them from their source (the `@trove/source`
 * export condition), module by module: their dist joins many modules in one chunk file, whose
 * unused schemas and components esbuild cannot leave out once one export of the chunk is used
 * (a zod schema's construction is a call that may have effects).
 */
function fromWorkspaceSources(options: Options): Options {
  return {
    ...options,
    esbuildOptions(esbuild, context) {
      options.esbuildOptions?.(esbuild, context);
      // `module` is esbuild's default condition, which a list of one's own would drop
      esbuild.conditions = [SOURCE_CONDITION, 'module', ...(esbuild.conditions ?? [])];
    },
  };
}

type TsupPlugin = NonNullable<Options['plugins']>[number];
type Esbuild = Parameters<EsbuildPlugin['setup']>[0]['esbuild'];

/**
 * esbuild honours a library's `@__NO_SIDE_EFFECTS__` functions (zod's schema makers) only inside
 * the file that declares them, so a schema that a widget never uses, defined in a module beside
 * one it uses, stayed in the bundle. Bundled unminified the widget is one file, and minifying that
 * file as a whole leaves those out (gallery ES module -0.5 kB gzip). A script comes out of it as
 * an IIFE exposing its exports as `globalName`.
 */
function minifiedWhole(options: Options, output: { globalName?: string } = {}): Options {
  let esbuild: Esbuild | undefined;
  const withApi: EsbuildPlugin = {
    name: 'trove-esbuild-api',
    setup(build) {
      esbuild = build.esbuild;
    },
  };
  const minifyWhole: TsupPlugin = {
    name: 'trove-minify-whole',
    async renderChunk(code, chunk) {
      if (!esbuild || !chunk.path.endsWith('.js')) return;
      const result = await esbuild.transform(oneImportPerPackage(code), {
        minify: true,
        treeShaking: true,
        target: options.target,
        format: output.globalName ? 'iife' : 'esm',
        globalName: output.globalName,
        sourcemap: 'external',
        sourcefile: chunk.path,
      });
      return { code: result.code, map: result.map };
    },
  };
  return {
    ...options,
    format: ['esm'],
    // one file: a dynamic import stays in it, as in an IIFE
    splitting: false,
    // syntax only: whitespace minification would take the annotations with the comments
    minify: false,
    esbuildOptions(esbuildOptions, context) {
      options.esbuildOptions?.(esbuildOptions, context);
      esbuildOptions.minifySyntax = true;
    },
    esbuildPlugins: [...(options.esbuildPlugins ?? []), withApi],
    plugins: [...(options.plugins ?? []), minifyWhole],
  };
}

// an import of a host package's default export and named ones, on a line of its own as esbuild
// prints it: `import React, { useRef } from "react";`
const HOST_IMPORT = new RegExp(
  `^import (?:([\\w$]+)(?:, )?)?(?:\\{([^}]*)\\})? from ("(?:${HOST_PACKAGES.join('|')})(?:/[^"]*)?");$`,
  'gm',
);

/**
 * esbuild keeps a package left to the host page as one import statement per module that imports
 * it (`react` and `react/jsx-runtime` 33 times in the gallery module), and a host's bundler makes
 * each a module lookup of its own (size-limit's measure, an IIFE: a `require()` each). One named
 * import per package instead, where its first statement was: gallery ES module -0.2 kB gzip,
 * search -0.4, auction and cart -0.3 each; the scripts import nothing. The other statements' lines
 * stay, emptied, so the source map still holds; the NUL marking a place never occurs in esbuild's
 * output, which escapes it in strings.
 */
function oneImportPerPackage(code: string): string {
  const names = new Map<string, string[]>();
  const emptied = code.replace(
    HOST_IMPORT,
    (statement, defaultName: string | undefined, specifiers: string | undefined, from: string) => {
      const named = (specifiers ?? '').split(',').map((specifier) => specifier.trim());
      if (defaultName) named.push(`default as ${defaultName}`);
      names.set(from, [...(names.get(from) ?? []), ...named.filter(Boolean)]);
      return `\0${from}\0${'\n'.repeat(statement.split('\n').length - 1)}`;
    },
  );
  return emptied.replace(/\0("[^"]+")\0/g, (_mark, from: string) => {
    const specifiers = names.get(from);
    if (!specifiers) return '';
    names.delete(from);
    return `import { ${[...new Set(specifiers)].join(', ')} } from ${from};`;
  });
}

/**
 * preact/compat's default export is an object holding every function of compat, so one
 * `import React from 'react'` keeps all of compat in a script. r2wc's is such an import, used for
 * `React.createElement` alone: in the scripts its `react` is a module whose default export holds
 * just that (gallery script 52.56 kB gzip before, 50.92 after; preact 9.6 kB of it before, 7.9 after). The build fails if r2wc comes to use anything else.
 */
const r2wcCreateElementOnly: EsbuildPlugin = {
  name: 'trove-r2wc-create-element-only',
  setup(build) {
    build.onResolve({ filter: /^react$/ }, async (args) => {
      if (!/[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(args.importer)) return undefined;
      const source = await readFile(args.importer, 'utf8');
      const name = /import (\w+) from ["']react["']/.exec(source)?.[1];
      const uses = name ? [...source.matchAll(new RegExp(`\\b${name}\\b(\\.\\w+)?`, 'g'))].slice(1) : [];
      if (uses.length === 0 || uses.some(([, member]) => member !== '.createElement')) {
        throw new Error(
          `${args.importer} uses more of React than createElement: drop trove-r2wc-create-element-only in packages/elements/tsup.config.ts`,
        );
      }
      return { path: 'react', namespace: 'trove-r2wc-react' };
    });
    build.onLoad({ filter: /.*/, namespace: 'trove-r2wc-react' }, () => ({
      contents: "import { createElement } from 'react'; export default { createElement };",
      resolveDir: import.meta.dirname,
      loader: 'js',
    }));
  },
};

/**
 * zod/mini's schema makers are marked `@__NO_SIDE_EFFECTS__`, so that a schema nobody uses leaves
 * the bundle, all but a few (`int`, `float32`, `looseRecord`, ...): a schema with a `z.int()` in
 * it stayed in every widget whose module defines it. This marks those few the same way.
 */
const MARK = '// @__NO_SIDE_EFFECTS__';
const zodMiniMakersPure: EsbuildPlugin = {
  name: 'trove-zod-mini-makers-pure',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]mini[\\/]schemas\.js$/ }, async (args) => {
      const lines = (await readFile(args.path, 'utf8')).split('\n');
      const marked = lines.flatMap((line, index) =>
        line.startsWith('export function ') && lines[index - 1] !== MARK ? [MARK, line] : [line],
      );
      return { contents: marked.join('\n'), loader: 'js' };
    });
  },
};

/**
 * A widget is one file, where loading a module on demand (`import('./x')`, as the site's search
 * box and toast region do for the site's first script) saves nothing. Yet esbuild wraps such a
 * module, and every module it imports, in a function run on first use, which keeps each of them
 * whole: once the search box's view was loaded on demand, every widget whose graph reaches it
 * (the `@trove/react` barrel does) carried the core client's and schemas' unused code (gallery
 * script +3.4 kB gzip). Here a relative `import()` of the workspace's source is a module imported
 * up front, already resolved.
 */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;
const onDemandImportsUpFront: EsbuildPlugin = {
  name: 'trove-on-demand-imports-up-front',
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/](core|react)[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (source.search(DYNAMIC_IMPORT) < 0) return undefined;
      const imports: string[] = [];
      const contents = source.replace(DYNAMIC_IMPORT, (_call, _quote: string, specifier: string) => {
        const name = `__troveUpFront${imports.length}`;
        imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
        return `Promise.resolve(${name})`;
      });
      return {
        contents: `${imports.join('\n')}\n${contents}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** A build with more esbuild plugins than the shared ones. */
function withPlugins(options: Options, ...plugins: EsbuildPlugin[]): Options {
  return { ...options, esbuildPlugins: [...(options.esbuildPlugins ?? []), ...plugins] };
}

export default defineConfig([
  libraryBuild({
    external: [...HOST_PACKAGES, '@trove/core', '@trove/react', '@r2wc/react-to-web-component'],
    // The demo page's build below runs alongside: cleaning must not race it.
    clean: ['!embed/**'],
  }),
  // Self-contained scripts for partner pages, their runtime and everything else inside: the toolkit
  // (window.TroveElements), and one script per widget that registers it. Their React is
  // preact/compat (preactRuntime.ts).
  ...[
    { name: 'trove-elements', source: 'src/script.ts', globalName: 'TroveElements' },
    { name: 'trove-gallery', source: 'src/gallery.ts', globalName: 'TroveGallery' },
    { name: 'trove-auction', source: 'src/auction.ts', globalName: 'TroveAuction' },
    { name: 'trove-cart', source: 'src/cart.ts', globalName: 'TroveCart' },
    { name: 'trove-search', source: 'src/search.ts', globalName: 'TroveSearch' },
  ].map(({ name, source, globalName }) =>
    minifiedWhole(
      fromWorkspaceSources(
        withPlugins(
          libraryBuild({
            entry: { [name]: source },
            platform: 'browser',
            dts: false,
            clean: false,
            noExternal: [/.*/],
            outExtension: () => ({ js: '.js' }),
            env: { NODE_ENV: 'production' },
            esbuildOptions(options) {
              options.alias = { ...options.alias, ...PREACT_FOR_REACT };
            },
          }),
          r2wcCreateElementOnly,
          zodMiniMakersPure,
          onDemandImportsUpFront,
        ),
      ),
      { globalName },
    ),
  ),
  // <trove-gallery>, the auction elements and the cart button as modules for pages that have React: they import
  // React, ReactDOM and TanStack Query by name (an import map, or the host's bundler) and bundle the rest.
  withPlugins(
    minifiedWhole(
      fromWorkspaceSources(
        libraryBuild({
          entry: {
            'trove-gallery.esm': 'src/gallery.ts',
            'trove-auction.esm': 'src/auction.ts',
            'trove-cart.esm': 'src/cart.ts',
            'trove-search.esm': 'src/search.ts',
          },
          platform: 'browser',
          // each module whole, with no chunk shared between them: one file a widget
          splitting: false,
          clean: false,
          minify: true,
          external: HOST_PACKAGES,
          noExternal: [notFromHost],
          outExtension: () => ({ js: '.js', dts: '.d.ts' }),
          env: { NODE_ENV: 'production' },
        }),
      ),
    ),
    hostReactAsModules,
    zodMiniMakersPure,
    onDemandImportsUpFront,
  ),
  // The demo partner page the server shows at /embed/ (left out of the npm package).
  libraryBuild({
    entry: { 'embed/club-page': 'demo/clubPage.ts' },
    format: ['iife'],
    platform: 'browser',
    dts: false,
    sourcemap: false,
    clean: false,
    minify: true,
    outExtension: () => ({ js: '.js' }),
    publicDir: 'demo/public',
  }),
]);
