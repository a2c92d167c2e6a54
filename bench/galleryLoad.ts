// The gallery endpoint under load over real HTTP on loopback, on a seeded catalogue of N listings:
// keyword search, filter plus sort, relevance on a very common term, the first page, and a cursor
// deep into the gallery. Prints p50, p99 and requests per second for each shape.
//
// Run: npx pnpm@10.34.8 exec tsx --conditions=@trove/source bench/galleryLoad.ts [listings] [seconds]
// PGlite in memory by default; with DATABASE_URL, a database `trove_bench_<listings>` on that
// server, created and seeded once and reused by later runs (seeding 1,000,000 takes minutes).
import {
  buildApp,
  type DatabaseHandle,
  loadConfig,
  migrateDatabase,
  openDatabase,
  seedDatabase,
} from '@trove/server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const listings = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 5);
const connections = 8;

async function benchDatabaseUrl(serverUrl: string): Promise<string> {
  const name = `trove_bench_${listings}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory',
};
if (process.env.DATABASE_URL) env.DATABASE_URL = await benchDatabaseUrl(process.env.DATABASE_URL);
const config = loadConfig(env);
const database: DatabaseHandle = await openDatabase(config);
await migrateDatabase(database);

const started = performance.now();
await seedDatabase(database.db, { nodeEnv: 'development', catalogue: { size: listings }, media: undefined });
const [{ count } = { count: 0 }] = (
  await database.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM items`)
).rows;
console.log(
  `${count} listings on ${database.kind} (seeding took ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

// A cursor half way through the gallery sorted by most viewed: found here with OFFSET, which the
// public API never uses; encoded as the API encodes `last_hit` (sort keys as text, then the id).
const depth = Math.floor(count / 2);
const [deep] = (
  await database.db.execute<{ key: string; id: number }>(sql`
    SELECT i.view_count::text AS key, i.id FROM items i JOIN niches n ON n.id = i.niche_id
    WHERE n.slug = 'collectables' AND i.published AND i.searchable
    ORDER BY i.view_count DESC, i.id DESC OFFSET ${depth} LIMIT 1`)
).rows;
const deepCursor = deep ? Buffer.from(JSON.stringify([deep.key, deep.id])).toString('base64url') : '';

const app = buildApp({ config, db: database.db });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const shapes: [name: string, path: string][] = [
  ['first page', '/api/gallery/collectables'],
  ['keyword search', '/api/gallery/collectables?q=sovereign'],
  ['keyword + filter + sort', '/api/gallery/collectables/coins?q=sovereign&for_sale=1&sort=price'],
  ['relevance on a common term', '/api/gallery/collectables?q=new'],
  ['first page, most viewed', '/api/gallery/collectables?sort=-read_count'],
  [`cursor ${depth} deep, most viewed`, `/api/gallery/collectables?sort=-read_count&last_hit=${deepCursor}`],
];

console.log(`${connections} connections, ${seconds} s per shape`);
for (const [name, path] of shapes) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  const failed = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(36)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s${failed ? `  (${failed} failed)` : ''}`,
  );
  if (failed) process.exitCode = 1;
}
await app.close();
await database.close();
