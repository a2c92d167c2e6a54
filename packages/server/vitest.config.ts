import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SOURCE_CONDITION, sourceResolve } from '../../vitest.shared';

export default defineConfig({
  ...sourceResolve,
  // Node's own conditions, without `module`: the AWS SDK's `module` builds import files without
  // their extension (they are for bundlers), which Node refuses.
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'node', 'development|production'] } },
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starting an embedded PostgreSQL (PGlite) takes a few seconds per test file, and passed 20 s in
    // a file's setup on the 2-core machine loaded to 20: the limits catch a hang, not slowness.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Test files share a worker's module cache: each builds its own app and database, and
    // importing Fastify, the AWS SDK and the app's modules anew for each of a hundred files took
    // about half of the suite's time. A file that mocks a module imports the app after
    // vi.resetModules() (throttling.test.ts).
    isolate: false,
  },
});
