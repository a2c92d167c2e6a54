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
  },
});
