import type { Database, Executor } from '../../db/database';
import { siteSettings } from '../../db/schema';

export interface StoredSetting {
  key: string;
  value: unknown;
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export function createSettingsRepository(db: Database) {
  return {
    async findAll(tx: Executor = db): Promise<StoredSetting[]> {
      return tx.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
    },

    /** Inserts the settings whose key has no row yet; existing rows keep their value. */
    async insertMissing(settings: readonly StoredSetting[], tx: Executor = db): Promise<void> {
      if (settings.length === 0) return;
      await tx
        .insert(siteSettings)
        .values([...settings])
        .onConflictDoNothing({ target: siteSettings.key });
    },
  };
}
