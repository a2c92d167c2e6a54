import { defineConfig, type Options } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

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

/** A build with one more esbuild plugin than the shared ones. */
function withPlugin(options: Options, plugin: EsbuildPlugin): Options {
  return { ...options, esbuildPlugins: [...(options.esbuildPlugins ?? []), plugin] };
}

export default defineConfig([
  libraryBuild({
    external: [...HOST_PACKAGES, '@trove/core', '@trove/react', '@r2wc/react-to-web-component'],
    // The demo page's build below runs alongside: cleaning must not race it.
    clean: ['!embed/**'],
  }),
  // Self-contained scripts for partner pages, React and everything else inside: the toolkit
  // (window.TroveElements), and one script per widget that registers it.
  ...[
    { name: 'trove-elements', source: 'src/script.ts', globalName: 'TroveElements' },
    { name: 'trove-gallery', source: 'src/gallery.ts', globalName: 'TroveGallery' },
    { name: 'trove-auction', source: 'src/auction.ts', globalName: 'TroveAuction' },
  ].map(({ name, source, globalName }) =>
    libraryBuild({
      entry: { [name]: source },
      format: ['iife'],
      globalName,
      platform: 'browser',
      dts: false,
      clean: false,
      minify: true,
      noExternal: [/.*/],
      outExtension: () => ({ js: '.js' }),
      env: { NODE_ENV: 'production' },
    }),
  ),
  // <trove-gallery> and the auction elements as modules for pages that have React: they import
  // React, ReactDOM and TanStack Query by name (an import map, or the host's bundler) and bundle the rest.
  withPlugin(
    libraryBuild({
      entry: { 'trove-gallery.esm': 'src/gallery.ts', 'trove-auction.esm': 'src/auction.ts' },
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
    hostReactAsModules,
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
