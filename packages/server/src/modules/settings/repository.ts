import { sql } from 'drizzle-orm';
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
      // Read as JSON text and parsed here: Drizzle parses a jsonb string the driver already
      // decoded a second time, so the site name "9999999999" came back as a number.
      const rows = await tx
        .select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` })
        .from(siteSettings);
      return rows.map(({ key, json }) => ({ key, value: JSON.parse(json) as unknown }));
    },

    /** Inserts the settings whose key has no row yet; existing rows keep their value. */
    async insertMissing(settings: readonly StoredSetting[], tx: Executor = db): Promise<void> {
      if (settings.length === 0) return;
      await tx
        .insert(siteSettings)
        .values([...settings])
        .onConflictDoNothing({ target: siteSettings.key });
    },

    /**
     * Writes each setting, in one statement. An object stored over an object is merged key by key
     * by PostgreSQL (`||`), so two admins turning on two different flags at once both keep theirs;
     * any other value replaces the stored one.
     */
    async upsert(settings: readonly StoredSetting[], tx: Executor = db): Promise<void> {
      if (settings.length === 0) return;
      await tx
        .insert(siteSettings)
        .values(settings.map(({ key, value }) => ({ key, value })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: {
            value: sql`CASE WHEN jsonb_typeof(${siteSettings.value}) = 'object' AND jsonb_typeof(excluded.value) = 'object' THEN ${siteSettings.value} || excluded.value ELSE excluded.value END`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
