import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { siteSettings } from '../../db/schema';

export interface StoredSetting {
  key: string;
  value: unknown;
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export function createSettingsRepository(db: Database) {
  // Read as JSON text and parsed by the caller: Drizzle parses a jsonb string the driver already
  // decoded a second time, so the site name "9999999999" came back as a number.
  const selectAll = (tx: Executor) =>
    tx.select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` }).from(siteSettings);
  // Every price-sorted gallery page reads the rows: on the database itself the query is built
  // and prepared once rather than on every read.
  const preparedAll = selectAll(db).prepare('site_settings_all');

  /** The stored rows, each value as its JSON text. */
  const findAllText = (tx: Executor = db): Promise<{ key: string; json: string }[]> =>
    tx === db ? preparedAll.execute() : selectAll(tx);

  return {
    findAllText,

    async findAll(tx: Executor = db): Promise<StoredSetting[]> {
      const rows = await findAllText(tx);
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
