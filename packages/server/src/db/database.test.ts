import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../modules/seed';
import { migrationsFolder } from '../packagePaths';
import { createTempDir } from '../testing/testApp';
import { createTestDatabase } from '../testing/testDatabase';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './database';
import { siteSettings } from './schema';

describe('migrateDatabase', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.close());

  it('applies every committed migration once', async () => {
    // createTestDatabase migrated already: a second run must find nothing left to do.
    await migrateDatabase(database);

    const applied = await database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(applied.rows).toEqual([{ count: readMigrationFiles({ migrationsFolder }).length }]);
    expect(await database.db.select().from(siteSettings)).toEqual([]);
  });
});

describe('embedded database in DATA_DIR', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await createTempDir();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data across restarts', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(first.kind).toBe('pglite');
    await migrateDatabase(first);
    await seedDatabase(first.db);
    await first.db.update(siteSettings).set({ value: 'Kept' }).where(sql`${siteSettings.key} = 'site_name'`);
    await first.close();

    const second = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      await migrateDatabase(second);
      await seedDatabase(second.db);
      const rows = await second.db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(sql`${siteSettings.key} = 'site_name'`);
      expect(rows).toEqual([{ value: 'Kept' }]);
    } finally {
      await second.close();
    }
  });
});
