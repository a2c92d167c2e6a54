import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath, sourceResolve } from './vitest.shared';

/** Every story is a test: rendered in Chromium, its play function run, axe run over it. */
export default defineProject({
  ...sourceResolve,
  plugins: [storybookTest({ configDir: '.storybook' })],
  publicDir: '.storybook/public',
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
