import { PERMISSIONS } from '@trove/core/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { groups, users } from '../db/schema';
import { createTestDatabase } from '../testing/testDatabase';
import { DEMO_ACCOUNTS } from './accounts/demoAccounts';
import { seedDatabase } from './seed';

const TABLES = [
  'users',
  'groups',
  'user_groups',
  'organisations',
  'organisation_users',
  'notifications',
  'sites',
  'link_types',
  'site_settings',
  'niches',
  'sections',
  'categories',
  'items',
] as const;

describe('seedDatabase', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.close());

  async function counts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      TABLES.map(async (table) => {
        const result = await database.db.execute<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`,
        );
        return [table, result.rows[0]?.count ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  it('in production, seeds groups, sites and link types but no demo accounts', async () => {
    await seedDatabase(database.db, { nodeEnv: 'production' });
    expect(await counts()).toMatchObject({ users: 0, groups: 7, sites: 2, link_types: 5 });
  });

  it('in development, adds one activated, complete demo account per role, and nothing more when run again', async () => {
    // Two instances starting at once, then a restart.
    await Promise.all([
      seedDatabase(database.db, { nodeEnv: 'development' }),
      seedDatabase(database.db, { nodeEnv: 'development' }),
    ]);
    const first = await counts();
    await seedDatabase(database.db, { nodeEnv: 'development' });

    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({
      users: DEMO_ACCOUNTS.length,
      organisations: 3,
      // Three owners and the dealer's staff.
      organisation_users: 4,
      notifications: 4,
      niches: 1,
      // The catalogue, the community's listing held for moderation and collector@'s two expired
      // listings of the selling demo.
      items: 303,
    });
    const rows = await database.db.select().from(users);
    expect(rows.every((row) => row.emailActivated && row.password?.startsWith('$argon2id$'))).toBe(true);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });

  it('gives Admin every permission and the other groups their type', async () => {
    const rows = await database.db.select().from(groups);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.Admin?.permissions).toEqual([...PERMISSIONS]);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.type]))).toEqual({
      'Individual Member': 'I',
      Collector: 'I',
      Dealer: 'B',
      'Auction House': 'B',
      'Club or Association': 'B',
      'Moderated Member': 'I',
      Admin: 'I',
    });
    expect(byName['Auction House']?.permissions).toEqual(
      expect.arrayContaining([
        ...(byName.Dealer?.permissions ?? []),
        'bulk_add_item',
        'can_schedule_item_listing',
      ]),
    );
    // newmember@ lists, and a moderator's link publishes the listing (DEMO_ACCOUNTS.md)
    expect(byName['Moderated Member']?.permissions).toEqual(
      expect.arrayContaining(['add_item', 'change_item', 'require_approval']),
    );
    for (const row of rows) {
      for (const permission of row.permissions) expect(PERMISSIONS).toContain(permission);
    }
  });
});
