import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app';
import type { SeedOptions } from '../modules/seed';
import { DEMO, signIn } from './accounts';
import { createTestApp, type TestApp } from './testApp';

/** A demo account, by role. */
export type DemoRole = keyof typeof DEMO;

export interface UseTestAppOptions {
  /** Overrides of the test configuration. */
  env?: Record<string, string>;
  /** A clock or a mailer for the app. */
  deps?: Pick<AppDeps, 'clock' | 'mailer'>;
  /** The demo catalogue; default none. */
  catalogue?: SeedOptions['catalogue'];
  /** Demo accounts to sign in once the app is ready; `token(role)` answers their tokens. */
  signIn?: readonly DemoRole[];
  /** The set-up's time limit, for a large catalogue. Default the project's hook timeout. */
  timeoutMs?: number;
}

/** The test app of a `describe` block, and the tokens of the accounts it signed in. */
export interface UsedTestApp extends Omit<TestApp, 'close'> {
  /** The token of an account named in `signIn`. */
  token(role: DemoRole): string;
}

/**
 * The set-up most API tests share: a seeded test app, built and ready before the block's tests
 * (`beforeAll`, so a later `beforeAll` of the block finds it), the demo accounts of `signIn`
 * signed in, and the app closed after them (`afterAll`). Call it in the `describe` body; read its
 * properties in hooks and tests only, as they exist once the set-up has run.
 */
export function useTestApp({
  env = {},
  deps = {},
  catalogue = false,
  signIn: roles = [],
  timeoutMs,
}: UseTestAppOptions = {}): UsedTestApp {
  let current: TestApp | undefined;
  const tokens = new Map<DemoRole, string>();

  beforeAll(async () => {
    current = await createTestApp(env, deps, catalogue);
    await current.app.ready();
    for (const role of roles) tokens.set(role, await signIn(current.app, DEMO[role]));
  }, timeoutMs);
  afterAll(() => current?.close());

  const built = () => {
    if (!current) throw new Error('The test app is built in beforeAll: use it in hooks and tests');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get media() {
      return built().media;
    },
    token(role) {
      const token = tokens.get(role);
      if (token === undefined) throw new Error(`${role} is not signed in: name it in useTestApp's signIn`);
      return token;
    },
  };
}
