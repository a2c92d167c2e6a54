import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  // Test files share a worker's modules (isolate: false): 7 s against 33 s for the project, which
  // imports zod and ky anew for each of its files otherwise.
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
