import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { seedDemoAccounts } from './accounts/demoAccounts';
import { seedPermissionGroups } from './accounts/seed';
import { seedLookups } from './lookups/seed';
import { createSettingsRepository } from './settings/repository';
import { seedSiteSettings } from './settings/service';

export interface SeedOptions {
  /**
   * The environment the server runs in: `development` and `test` also get the demo accounts of
   * DEMO_ACCOUNTS.md, whose password is published. Default: none, so no demo accounts.
   */
  nodeEnv?: Config['NODE_ENV'] | undefined;
  /** The seeding time (demo notifications' dates). Default: now. */
  now?: Date;
}

// Any constant shared by every instance: it only has to differ from other advisory locks of the app.
const SEED_LOCK = 7_346_002;

/** Inserts the rows a fresh database needs; safe to run at every start, it never overwrites. */
export async function seedDatabase(
  db: Database,
  { nodeEnv, now = new Date() }: SeedOptions = {},
): Promise<void> {
  await seedSiteSettings(createSettingsRepository(db));
  const demoAccounts = nodeEnv === 'development' || nodeEnv === 'test';
  // Several servers may start at once: the lock makes them seed one after another, the later finding it done.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedPermissionGroups(tx);
    await seedLookups(tx);
    if (demoAccounts) await seedDemoAccounts(tx, now);
  });
}
