import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createMemoryMediaStore, type MediaStore } from '../media/mediaStore';
import { type SeedOptions, seedDatabase } from '../modules/seed';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** The in-memory media store of the app (demo images, thumbnails). */
  media: MediaStore;
  /** Closes the app, then drops the database. */
  close(): Promise<void>;
}

// A folder that never exists, so a built site or elements bundle on the machine cannot change API tests.
const ABSENT_DIR = path.join(tmpdir(), 'trove-test-absent');

/** The configuration of tests: quiet, in memory, no static files unless asked for. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    SITE_DIR: ABSENT_DIR,
    ELEMENTS_DIR: ABSENT_DIR,
    ...env,
  });
}

/**
 * A seeded test database (with the demo accounts) and an app over it, not yet ready: tests may
 * add routes first. `env` overrides the test configuration; `deps` can pass a clock or a mailer.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'clock' | 'mailer'> = {},
  /** The demo catalogue; default none, as most tests need no listing. */
  catalogue: SeedOptions['catalogue'] = false,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const media = createMemoryMediaStore();
  try {
    await seedDatabase(database.db, { nodeEnv: 'test', now: deps.clock?.now(), catalogue, media });
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = buildApp({ config: testConfig(env), db: database.db, media, ...deps });
  return {
    app,
    database,
    media,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A new empty folder under the system's temporary directory. */
export function createTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'trove-test-'));
}
