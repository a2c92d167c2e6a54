import { defineConfig } from 'vitest/config';

/** Every test runner of the workspace but Playwright: package unit and component tests, and the story tests. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'vitest.storybook.config.ts'],
  },
});
