import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

export default defineConfig(
  libraryBuild({
    entry: ['src/main.ts', 'src/index.ts'],
    platform: 'node',
    target: 'node20',
    dts: false,
    // Core is bundled from its source, so dist/ runs without a build of core; everything else
    // stays in node_modules.
    noExternal: ['@trove/core'],
    esbuildOptions(options) {
      options.conditions = ['@trove/source'];
    },
  }),
);
