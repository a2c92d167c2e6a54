import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  // css: the manifest's test reads the design tokens of react's stylesheet as text.
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    css: { include: [/trove\.css/] },
  },
});
