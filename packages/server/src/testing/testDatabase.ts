import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/database';
import * as schema from '../db/schema';
import { migrationsFolder } from '../packagePaths';

export interface TestDatabaseOptions {
  /** Whether to apply the committed migrations. Default true; false for tests of a migration. */
  migrate?: boolean;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when `DATABASE_URL` is
 * set, a new database on that PostgreSQL server (the role must be allowed to create databases),
 * dropped again by `close`. The same suite so runs on both.
 */
export async function createTestDatabase({
  migrate = true,
}: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    if (!migrate) return openDatabase({ DATA_DIR: 'memory', DATABASE_URL: undefined });
    return migrated(await openPgliteFromTemplate());
  }
  // Random hex only, so the name is safe to splice into SQL (identifiers cannot be parameters).
  const name = `trove_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATA_DIR: 'memory', DATABASE_URL: url.toString() });
  const dropDatabase = async () => {
    await handle.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return migrate ? migrated({ ...handle, close: dropDatabase }) : { ...handle, close: dropDatabase };
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

const TEMPLATE_PREFIX = 'trove-pglite-template-';

/**
 * An in-memory PGlite started from a migrated data directory kept in the system's temporary
 * folder: creating a PGlite database runs initdb, seconds per test file, where loading a copy
 * takes a fraction of that. The copy is named after the migrations and the PGlite build, so a
 * change to either makes a new one.
 */
async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = path.join(tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);
  let template: Blob | undefined;
  try {
    template = new Blob([await readFile(file)]);
  } catch {
    template = await buildTemplate(file);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: template });
  } catch {
    // A damaged copy: build it again.
    client = await PGlite.create({ loadDataDir: await buildTemplate(file) });
  }
  return { kind: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The resolved path names PGlite's version in pnpm's store.
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const entries = await readdir(migrationsFolder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const name of files) hash.update(name).update(await readFile(name));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrateDatabase({
      kind: 'pglite',
      db: drizzlePglite({ client, schema }),
      client,
      close: () => client.close(),
    });
    const dump = await client.dumpDataDir('none');
    // Written aside then renamed, so a test file running at the same time never reads half a copy.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await removeOtherTemplates(file);
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

async function removeOtherTemplates(keep: string): Promise<void> {
  const folder = path.dirname(keep);
  for (const name of await readdir(folder)) {
    if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && path.join(folder, name) !== keep) {
      await rm(path.join(folder, name), { force: true });
    }
  }
}
