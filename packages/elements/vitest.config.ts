import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath, sourceResolve } from '../../vitest.shared';

export default defineProject({
  ...sourceResolve,
  // serves msw's mockServiceWorker.js
  publicDir: '../../.storybook/public',
  test: {
    name: 'elements',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
