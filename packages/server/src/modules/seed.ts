import { sql } from 'drizzle-orm';
import { DEMO_SEED } from '../catalogue/generator';
import { ensureImagePool } from '../catalogue/imagePool';
import { seedCatalogue } from '../catalogue/insertCatalogue';
import { seedDemoModeration, seedWatchdogReasons } from '../community/seed';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MediaStore } from '../media/mediaStore';
import { seedDemoAccounts } from './accounts/demoAccounts';
import { seedPermissionGroups } from './accounts/seed';
import { seedDemoLots } from './auctions/seed';
import { seedDemoSelling } from './items/demoSeed';
import { seedLookups } from './lookups/seed';
import { createSettingsRepository } from './settings/repository';
import { seedSiteSettings } from './settings/service';
import { seedDemoProducts } from './shop/seed';

export interface SeedOptions {
  /**
   * The environment the server runs in: `development` and `test` also get the demo accounts of
   * DEMO_ACCOUNTS.md, whose password is published. Default: none, so no demo accounts.
   */
  nodeEnv?: Config['NODE_ENV'] | undefined;
  /** The seeding time (demo notifications' dates, the catalogue's listings and events). Default: now. */
  now?: Date;
  /**
   * The demo catalogue, seeded into an empty catalogue only: `size` listings from `seed`.
   * Default: 300 listings in development and test, none in production; `false` for none.
   */
  catalogue?: { size?: number; seed?: number } | false | undefined;
  /** Where the demo's images go. Default: none, so the demo listings have no image. */
  media?: MediaStore | undefined;
  /**
   * The selling demo (listing prices, collector@'s expired listings). Default: in development
   * with the demo catalogue and accounts, so tests keep listing for free.
   */
  selling?: boolean | undefined;
  /**
   * The demo auction house's lots (open, upcoming, closed with bids), added when there is no lot
   * yet. Default: in development with the demo catalogue, so tests keep their catalogue unsold.
   */
  auctions?: boolean | undefined;
}

/** Listings of the demo catalogue seeded at start. */
export const DEFAULT_CATALOGUE_SIZE = 300;

// Any constant shared by every instance: it only has to differ from other advisory locks of the app.
const SEED_LOCK = 7_346_002;

/** Inserts the rows a fresh database needs; safe to run at every start, it never overwrites. */
export async function seedDatabase(
  db: Database,
  { nodeEnv, now = new Date(), catalogue, media, auctions, selling }: SeedOptions = {},
): Promise<void> {
  await seedSiteSettings(createSettingsRepository(db));
  const demoAccounts = nodeEnv === 'development' || nodeEnv === 'test';
  const demoCatalogue = catalogue ?? (demoAccounts ? {} : false);
  // Rendered outside the transaction: the files are named by position, and an existing one is kept.
  const imageKeys = demoCatalogue && media ? await ensureImagePool(media) : {};
  // Several servers may start at once: the lock makes them seed one after another, the later finding it done.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedPermissionGroups(tx);
    await seedLookups(tx);
    await seedWatchdogReasons(tx);
    if (demoAccounts) await seedDemoAccounts(tx, now);
    if (demoCatalogue) {
      await seedCatalogue(tx, {
        seed: demoCatalogue.seed ?? DEMO_SEED,
        size: demoCatalogue.size ?? DEFAULT_CATALOGUE_SIZE,
        imageKeys,
        now,
      });
    }
    if (auctions ?? (demoCatalogue !== false && nodeEnv === 'development')) await seedDemoLots(tx, now);
    if (demoCatalogue && demoAccounts) await seedDemoModeration(tx, now);
    // after the listing held for moderation (a copy of the first item, which may be for sale)
    if (demoCatalogue) await seedDemoProducts(tx);
    if (demoCatalogue && demoAccounts && (selling ?? nodeEnv === 'development'))
      await seedDemoSelling(tx, now);
  });
}
