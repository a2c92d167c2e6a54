import { isAbsolute } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath, sourceResolve } from '../../vitest.shared';
import { PREACT_FOR_REACT } from './preactRuntime';

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

export default defineProject({
  ...sourceResolve,
  // The elements run as the self-contained scripts run them: on preact/compat, with the scripts' aliases.
  resolve: {
    ...sourceResolve.resolve,
    alias: Object.entries(PREACT_FOR_REACT).map(([name, target]) => ({
      find: exactly(name),
      replacement: target,
    })),
  },
  // the runtime's modules optimized from the start: found later, they would reload the tests
  // (the packages among them: a file of this package is no dependency to optimize)
  optimizeDeps: {
    include: [...new Set(Object.values(PREACT_FOR_REACT))].filter((target) => !isAbsolute(target)),
  },
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
