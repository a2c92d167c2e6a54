import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY } from '../config';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when `DATABASE_URL` is
 * set, a new database on that PostgreSQL server (the role must be allowed to create databases),
 * dropped again by `close`. The same suite so runs on both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    return migrated(await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: undefined }));
  }
  // Random hex only, so the name is safe to splice into SQL (identifiers cannot be parameters).
  const name = `trove_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: url.toString() });
  const dropDatabase = async () => {
    await handle.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return migrated({ ...handle, close: dropDatabase });
}

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
