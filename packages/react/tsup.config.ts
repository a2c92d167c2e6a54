import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

export default defineConfig(
  libraryBuild({
    external: ['react', 'react-dom', '@trove/core', '@tanstack/react-query', 'zustand'],
    onSuccess: async () => {
      await copyFile('src/styles/trove.css', 'dist/trove.css');
    },
  }),
);
