import { settingsHandlers } from '@trove/test-utils';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** An msw server for one test file, with the settings answered; unhandled calls fail the test. */
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...settingsHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
