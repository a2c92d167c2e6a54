import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  test: { name: 'test-utils', environment: 'node', include: ['src/**/*.test.ts'] },
});
