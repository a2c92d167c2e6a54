import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vitest.shared.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end: Chromium against the built site served by the built server, on an in-memory database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json']],
  // The checks wait for what a person waits for, not against a stopwatch: on a loaded 2-core CI
  // machine a cold page load has taken 5 s (the default wait) before its first request. The waits
  // that are requirements (an outbid seen within 2 s) say so where they are made.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'selling.spec.ts' },
    // Selling turns the site's create_listing flag on and off, which every page reads: it runs once
    // the other specs are done, so none of them meets the flag changed under it.
    {
      name: 'selling',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'selling.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `${baseURL}/api/settings/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // DEV_OUTBOX exposes the mail outbox at /api/dev/outbox/ so tests can follow activation and reset links.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      // the partner-page test serves its page from the next port, the hostile-page test from the one
      // after (as localhost; as 127.0.0.1 it is a page not on the list): partner origins on the allow-list
      CORS_ORIGINS: `http://localhost:${port + 1},http://localhost:${port + 2}`,
    },
  },
});
