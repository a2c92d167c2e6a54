import type { Database } from '../db/database';
import { createSettingsRepository } from './settings/repository';
import { seedSiteSettings } from './settings/service';

/** Inserts the rows a fresh database needs; safe to run at every start, it never overwrites. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedSiteSettings(createSettingsRepository(db));
}
