import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../testing/migrations';
import { createTempDir } from '../testing/testApp';
import { createTestDatabase } from '../testing/testDatabase';
import { type DatabaseHandle, migrateDatabase } from './database';
import { rateLimitEvents } from './schema';

describe('migration 0007_rate_limits_and_token_expiry', () => {
  let database: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    before = await createTempDir();
    await migrationsUpTo(before, (tag) => tag < '0007');
    await migrateDatabase(database, { migrationsFolder: before });
  });

  afterAll(async () => {
    await database?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('carries the counts in progress over into rate_limit_events, so a deploy resets no limit', async () => {
    const { db } = database;
    const at = '2026-03-02T09:00:00.000Z';
    await db.execute(
      sql`INSERT INTO login_failures (email, ip, at) VALUES ('member@example.com', '10.0.0.1', ${at})`,
    );
    await db.execute(
      sql`INSERT INTO mail_requests (kind, email, ip, at) VALUES ('password_reset', 'member@example.com', '10.0.0.2', ${at})`,
    );
    await migrateDatabase(database);

    const events = await db
      .select({ scope: rateLimitEvents.scope, key: rateLimitEvents.key, at: rateLimitEvents.at })
      .from(rateLimitEvents)
      .orderBy(rateLimitEvents.scope, rateLimitEvents.key);
    expect(events).toEqual([
      { scope: 'login', key: 'account:member@example.com|10.0.0.1', at: new Date(at) },
      { scope: 'login', key: 'ip:10.0.0.1', at: new Date(at) },
      { scope: 'password_reset', key: 'email:member@example.com', at: new Date(at) },
      { scope: 'password_reset', key: 'ip:10.0.0.2', at: new Date(at) },
    ]);
    const tables = await db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_name IN ('login_failures', 'mail_requests')`,
    );
    expect(tables.rows).toEqual([]);
  });
});
