import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starting an embedded PostgreSQL (PGlite) takes a few seconds per test file.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
