import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

export default defineConfig([
  libraryBuild({
    external: [
      'react',
      'react-dom',
      '@trove/core',
      '@trove/react',
      '@tanstack/react-query',
      '@r2wc/react-to-web-component',
    ],
  }),
  // One self-contained script for partner pages: React and everything else inside.
  libraryBuild({
    entry: { 'trove-elements': 'src/script.ts' },
    format: ['iife'],
    globalName: 'TroveElements',
    platform: 'browser',
    dts: false,
    clean: false,
    minify: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.js' }),
    env: { NODE_ENV: 'production' },
  }),
]);
