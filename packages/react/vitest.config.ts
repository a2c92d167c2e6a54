import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-utils/src/domSetup.ts'],
    // The limit catches a hang, not slowness: a test that types into a table takes 1 to 2 s alone
    // and went past the default 5 s on the 2-core machine while other work loaded it.
    testTimeout: 15_000,
    // Test files share a worker's modules (react-aria, TanStack Query, msw) instead of importing
    // them anew for each of the project's files: 85 s against 203 s for the project on the same
    // loaded machine. domSetup.ts clears what a file leaves behind (the DOM after each test, storage and cookies before each file).
    isolate: false,
  },
});
