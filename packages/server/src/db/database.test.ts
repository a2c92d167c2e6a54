import { spawn, spawnSync } from 'node:child_process';
import { access, copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../modules/seed';
import { fromPackageRoot, migrationsFolder } from '../packagePaths';
import { createTempDir } from '../testing/testApp';
import { createTestDatabase } from '../testing/testDatabase';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './database';
import { DataDirLockedError } from './dataDirLock';
import { galleryFeatures, sections, siteSettings } from './schema';

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

/** A folder holding the committed migrations whose tag `keep` accepts, for a database as it was before the others. */
async function migrationsUpTo(folder: string, keep: (tag: string) => boolean): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries.filter((entry: { tag: string }) => keep(entry.tag));
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
}

describe('migration 0006_contacts_and_tag_labels', () => {
  let database: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    before = await createTempDir();
    await migrationsUpTo(before, (tag) => tag < '0006');
    await migrateDatabase(database, { migrationsFolder: before });
  });

  afterAll(async () => {
    await database?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("moves each section's tags label out of its gallery header into the section", async () => {
    const { db } = database;
    // As the tables were before the migration: the label lived in the section's header.
    await db.execute(sql`INSERT INTO niches (slug, name) VALUES ('collectables', 'Collectables')`);
    await db.execute(
      sql`INSERT INTO sections (niche_id, slug, name) SELECT id, s.slug, s.slug FROM niches, (VALUES ('coins'), ('stamps'), ('toys'), ('antiques')) AS s(slug)`,
    );
    const headers = {
      collectables: { banners: [], tag_label: 'Not a section' },
      'collectables/coins': { banners: [], hide_advanced_search: false, tag_label: '  Metal and grade ' },
      'collectables/stamps': { banners: [], tag_label: '   ' },
      'collectables/toys': { tag_label: 3 },
      'collectables/antiques': { banners: [] },
    };
    for (const [scope, data] of Object.entries(headers)) {
      await db.execute(
        sql`INSERT INTO gallery_features (scope, data) VALUES (${scope}, ${JSON.stringify(data)}::jsonb)`,
      );
    }

    await migrateDatabase(database);

    const labels = await db.select({ slug: sections.slug, tagLabel: sections.tagLabel }).from(sections);
    expect(Object.fromEntries(labels.map((row) => [row.slug, row.tagLabel]))).toEqual({
      coins: 'Metal and grade',
      stamps: null,
      toys: null,
      antiques: null,
    });
    const rows = await db.select().from(galleryFeatures);
    expect(Object.fromEntries(rows.map((row) => [row.scope, row.data]))).toEqual({
      // Only a section's header held its label: others are left as they were.
      collectables: { banners: [], tag_label: 'Not a section' },
      'collectables/coins': { banners: [], hide_advanced_search: false },
      'collectables/stamps': { banners: [] },
      'collectables/toys': {},
      'collectables/antiques': { banners: [] },
    });
  });

  it('adds contact fields to listings, empty until set', async () => {
    const columns = await database.db.execute<{ column_name: string; is_nullable: string }>(
      sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'items' AND column_name LIKE 'contact%' ORDER BY column_name`,
    );
    expect(columns.rows).toEqual([
      { column_name: 'contact_details', is_nullable: 'YES' },
      { column_name: 'contact_name', is_nullable: 'YES' },
    ]);
  });
});

const serverDir = fromPackageRoot('.');
// The workspace's tsx, as `pnpm dev` runs the server.
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

describe('embedded database in DATA_DIR', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await createTempDir();
    // Creating the folder's database (initdb) takes the longest, and a loaded machine many
    // seconds: done once here, so each test below opens an existing one.
    await (await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).close();
  }, 120_000);

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second open of the folder while the first is open, naming its lock file', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const lockFile = path.join(dataDir, 'pglite.lock');
      expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      const second = openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Another Trove server (process ${process.pid}) is using this embedded database: ${lockFile} holds its process id.`,
      );
    } finally {
      await first.close();
    }
    // Closing releases it, for the next server.
    await expect(access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow('ENOENT');
  }, 60_000);

  it('takes over a lock left by a process that is gone', async () => {
    const lockFile = path.join(dataDir, 'pglite.lock');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFile, `${gone}\n`);
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      await database.db.execute(sql`SELECT 1`);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a server started on a DATA_DIR in use exits with a message naming the lock', async () => {
    // This process holds the folder, as a running server would; the real server entry is refused.
    const holder = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const server = spawn(process.execPath, [tsxCli, '--conditions=@trove/source', 'src/main.ts'], {
        cwd: serverDir,
        stdio: 'pipe',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRET_KEY: 'a-long-random-secret-for-the-lock-test-only',
          SITE_URL: 'http://trove.test',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          HOST: '127.0.0.1',
          PORT: '0',
        },
      });
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => server.on('exit', resolve));
      expect(code, output).toBe(1);
      expect(output).toContain(
        `Another Trove server (process ${process.pid}) is using this embedded database: ${path.join(dataDir, 'pglite.lock')} holds its process id.`,
      );
    } finally {
      await holder.close();
    }
  }, 90_000);

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
