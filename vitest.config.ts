import { defineConfig } from 'vitest/config';

/** Every package's unit and component tests; story tests live in their own config (vitest.storybook.config.ts). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
