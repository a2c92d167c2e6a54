// The gallery endpoint under load over real HTTP on loopback, on a seeded catalogue of N listings:
// keyword search, filter plus sort (also with a new filter on every request, so no total is
// remembered), relevance on a very common term, the first page, a cursor deep into the gallery
// and the events section. Prints p50, p99, requests per second and CPU time per request for each
// shape.
//
// The load comes from a child process (this script again, `--load`), so the CPU time per request
// counted here is the server's alone, not the load generator's.
//
// Run: npx pnpm@10.34.8 exec tsx --conditions=@trove/source bench/galleryLoad.ts [listings] [seconds] [explain]
// PGlite in memory by default; with DATABASE_URL, a database `trove_bench_<listings>` on that
// server, created and seeded once and reused by later runs (seeding 1,000,000 takes minutes).
// `explain` also prints, per shape, the EXPLAIN (ANALYZE, BUFFERS) timings of the queries one
// request runs.

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
import { backendMs, backendTicks, benchDatabaseUrl, benchEnv } from './benchSupport';

/** What the parent asks of the load child: one shape's run, its paths taken in turn when several. */
interface LoadJob {
  url: string;
  connections: number;
  duration: number;
  paths?: string[];
}

if (process.argv[2] === '--load') {
  process.on('message', async ({ url, connections, duration, paths }: LoadJob) => {
    let sent = 0;
    const result = await autocannon({
      url,
      connections,
      duration,
      ...(paths && {
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length] }) }],
      }),
    });
    process.send?.(result);
  });
  process.on('disconnect', () => process.exit(0));
  await new Promise(() => {});
}

const asked = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 5);
const explain = process.argv[4] === 'explain';
const connections = 8;
if (!Number.isSafeInteger(asked) || asked < 1 || !(seconds > 0)) {
  throw new Error('Usage: galleryLoad.ts [listings, a whole number] [seconds] [explain]');
}

// Embedded PGlite keeps the whole database in this process's memory: about 1.8 GB of it at
// 200,000 listings and over 6 GB at 1,000,000 (seeded in about 7 minutes). Beyond that it would
// outgrow a developer's machine.
const PGLITE_MAX_LISTINGS = 1_000_000;

const env = benchEnv();
let listings = asked;
if (process.env.DATABASE_URL) {
  env.DATABASE_URL = await benchDatabaseUrl(process.env.DATABASE_URL, `trove_bench_${listings}`, {
    fresh: false,
  });
} else if (listings > PGLITE_MAX_LISTINGS) {
  listings = PGLITE_MAX_LISTINGS;
  console.log(
    `PGlite holds the database in this process's memory (over 6 GB for 1,000,000 listings), which ${asked} listings would outgrow: benchmarking ${listings} instead (set DATABASE_URL for more)`,
  );
}
const config = loadConfig(env);
const database: DatabaseHandle = await openDatabase(config);
await migrateDatabase(database);

// Images come from the demo's small pool (a dozen JPEGs rendered once), shared by every listing.
const images = new Map<string, Buffer>();
const media = {
  read: async (name: string) => images.get(name),
  write: async (name: string, bytes: Buffer) => void images.set(name, bytes),
};
const countListings = async () =>
  (await database.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM items`)).rows[0]
    ?.count ?? 0;

if ((await countListings()) === 0) {
  const started = performance.now();
  await seedDatabase(database.db, { nodeEnv: 'development', catalogue: { size: listings }, media });
  const seeded = performance.now();
  // Fresh statistics and visibility map, as autovacuum would give a table loaded in one go.
  await database.db.execute(sql`VACUUM (ANALYZE) items, item_images, item_categories, item_tags`);
  console.log(
    `seeded ${listings} listings in ${((seeded - started) / 1000).toFixed(1)} s, vacuum and analyze ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
}
const count = await countListings();
console.log(`${count} listings on ${database.kind}`);

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

// With `explain`, the statements the app sends are recorded, to be explained after its request.
const statements: { text: string; values: unknown[] }[] = [];
let recording = false;
type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
let explainQuery: Query | undefined;
if (explain) {
  const target: { query: (...args: never[]) => unknown } =
    database.kind === 'postgres' ? database.pool : database.client;
  const original = target.query.bind(target) as (...args: unknown[]) => Promise<{
    rows: Record<string, unknown>[];
  }>;
  explainQuery = (text, values) => original(text, values);
  target.query = ((query: string | { text: string }, values?: unknown[], ...rest: unknown[]) => {
    if (recording)
      statements.push({ text: typeof query === 'string' ? query : query.text, values: values ?? [] });
    return original(query, values, ...rest);
  }) as never;
}

const app = buildApp({ config, db: database.db });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const loader = fork(fileURLToPath(import.meta.url), ['--load'], { execArgv: process.execArgv });
const load = (job: LoadJob) =>
  new Promise<autocannon.Result>((resolve) => {
    loader.once('message', (result) => resolve(result as autocannon.Result));
    loader.send(job);
  });

const shapes: [name: string, path: string, vary?: (index: number) => string][] = [
  ['first page', '/api/gallery/collectables'],
  ['keyword search', '/api/gallery/collectables?q=sovereign'],
  ['keyword + filter + sort', '/api/gallery/collectables/coins?q=sovereign&for_sale=1&sort=price'],
  // A new minimum price on every request: no two ask the same, so every total is counted and
  // estimated afresh rather than remembered.
  [
    'keyword + filter + sort, uncached total',
    '/api/gallery/collectables/coins?q=sovereign&for_sale=1&sort=price&min_price=1',
    (index) =>
      `/api/gallery/collectables/coins?q=sovereign&for_sale=1&sort=price&min_price=${(1 + (index % 100_000) / 100).toFixed(2)}`,
  ],
  // In half of all listings' descriptions.
  ['relevance on a common term', '/api/gallery/collectables?q=original'],
  ['first page, most viewed', '/api/gallery/collectables?sort=-read_count'],
  [`cursor ${depth} deep, most viewed`, `/api/gallery/collectables?sort=-read_count&last_hit=${deepCursor}`],
  ['events section, by date', '/api/gallery/collectables/events'],
];

// CPU time per request, which other work on the machine disturbs less than latency: this
// process (the server; the load comes from the child) and, for a server on this machine, the
// PostgreSQL backends serving this database (benchSupport.ts).
console.log(`${connections} connections, ${seconds} s per shape`);
for (const [name, path, vary] of shapes) {
  // One request first: the tree is loaded and the total counted or estimated as in normal use.
  const warm = await fetch(`${base}${path}`);
  const total = warm.ok ? ((await warm.json()) as { total: number }).total : 'error';
  // Paths enough for the run: the child takes them in turn.
  const paths = vary && Array.from({ length: 50_000 }, (_, index) => vary(index));
  const cpuBefore = process.cpuUsage();
  const backendBefore = await backendTicks(database);
  const result = await load({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    ...(paths && { paths }),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const backendAfter = await backendTicks(database);
  const done = Math.max(1, result.requests.total);
  const nodeMs = (cpu.user + cpu.system) / 1000 / done;
  const backendTotal = backendMs(backendBefore, backendAfter);
  const failed = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(40)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${String(Math.round(result.requests.average)).padStart(4)} req/s  cpu/request: node ${nodeMs.toFixed(2)} ms${backendTotal === undefined ? '' : `, postgres ${(backendTotal / done).toFixed(2)} ms`}  total ${total}${failed ? `  (${failed} failed)` : ''}`,
  );
  if (failed) process.exitCode = 1;
  if (explainQuery) {
    // Let the load's last requests finish, so only this one is recorded.
    await new Promise((resolve) => setTimeout(resolve, 200));
    statements.length = 0;
    recording = true;
    await fetch(`${base}${vary ? vary(done) : path}`);
    recording = false;
    for (const statement of statements) {
      const plan = await explainQuery(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      const lines = plan.rows.map((row) => String(row['QUERY PLAN']));
      const timing = lines.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ');
      console.log(`    ${statement.text.replace(/\s+/g, ' ').slice(0, 90)}…  ${timing}`);
      if (process.env.EXPLAIN_PLANS) console.log(lines.map((line) => `      ${line}`).join('\n'));
    }
  }
}
loader.disconnect();
await app.close();
await database.close();
