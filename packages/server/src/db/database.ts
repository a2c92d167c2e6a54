import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { type Config, IN_MEMORY } from '../config';
import { migrationsFolder } from '../packagePaths';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;

/** What `db.execute` gives with either driver: both results carry the rows. */
export interface QueryResult<Row> {
  rows: Row[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The Drizzle database, the same type over embedded PGlite and over a PostgreSQL server. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a repository method runs its queries on: the database, or the caller's transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { readonly kind: 'pglite'; readonly db: Database; readonly client: PGlite; close(): Promise<void> }
  | { readonly kind: 'postgres'; readonly db: Database; readonly pool: Pool; close(): Promise<void> };

export type DatabaseKind = DatabaseHandle['kind'];

/**
 * Opens PostgreSQL at `DATABASE_URL` when set, else the embedded PGlite database in
 * `${DATA_DIR}/pglite` (in memory when `DATA_DIR` is `memory`), locked by `${DATA_DIR}/pglite.lock`
 * until closed: while another live process holds that lock this throws a `DataDirLockedError`.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL !== undefined) {
    // No JIT compilation: it pays off for long analytical queries, and PostgreSQL starts it by the
    // planner's cost estimate, which the gallery's bounded walks exceed while they read a few
    // thousand index entries (a trial of the converted price sort at 1,000,000 listings: about
    // 400 ms with JIT, 60 without).
    const pool = new Pool({ connectionString: config.DATABASE_URL, options: '-c jit=off' });
    // Without a listener, an idle client losing its server (restart, failover) would crash the
    // process; the pool replaces the client by itself.
    pool.on('error', (error) => console.error('An idle PostgreSQL connection failed:', error.message));
    return {
      kind: 'postgres',
      db: drizzleNodePostgres({ client: pool, schema }),
      pool,
      close: () => pool.end(),
    };
  }
  if (config.DATA_DIR === IN_MEMORY) {
    const client = await PGlite.create();
    return { kind: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
  }
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  // PGlite serves one process: a second server on the folder would answer writes the first loses.
  const lock = await acquireDataDirLock(path.join(config.DATA_DIR, 'pglite.lock'));
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

// Any constant shared by every instance: it only has to differ from other advisory locks of the app.
const MIGRATION_LOCK = 7_346_001;

export interface MigrateOptions {
  /** The folder of migrations to apply. Default: the committed ones. */
  migrationsFolder?: string;
}

/** Applies the committed migrations that the database has not seen yet. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  { migrationsFolder: folder = migrationsFolder }: MigrateOptions = {},
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    return;
  }
  // Several servers may start at once over one PostgreSQL; the lock makes them migrate one after another.
  const connection = await handle.pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: connection }), { migrationsFolder: folder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}
