// The checkout over real HTTP on loopback, with the test payment gateway (no network):
//  1. 32 buyers at once, each buying distinct products one after another (add to the basket, then
//     check out): checkouts per second, p50 and p99 of the checkout request.
//  2. 64 buyers racing for the last unit of one product, several rounds: orders created (must be
//     1), refusals, the stock left and the oversold units (must be 0), read back from the database.
// Exits 1 when a race oversells or makes other than one order.
//
// Run: ./node_modules/.bin/tsx --conditions=@trove/source bench/checkout.ts [checkouts per buyer] [race rounds]
// PGlite in memory by default; with DATABASE_URL, a database `trove_bench_checkout` on that server,
// made afresh on every run.

import { performance } from 'node:perf_hooks';
import {
  buildApp,
  type DatabaseHandle,
  loadConfig,
  migrateDatabase,
  openDatabase,
  seedDatabase,
} from '@trove/server';
import { sql } from 'drizzle-orm';
// The server's token hashing, so the buyers get tokens without 96 argon2 sign-ins.
import { generateSecretToken, hashSecretToken } from '../packages/server/src/auth/apiTokens';
import { backendMs, backendTicks, benchDatabaseUrl, benchEnv } from './benchSupport';

const perBuyer = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 5);
if (!(perBuyer > 0) || !(rounds > 0))
  throw new Error('Usage: checkout.ts [checkouts per buyer] [race rounds]');
const BUYERS = 32;
const RACERS = 64;

const env = benchEnv();
if (process.env.DATABASE_URL)
  env.DATABASE_URL = await benchDatabaseUrl(process.env.DATABASE_URL, 'trove_bench_checkout', {
    fresh: true,
  });
const config = loadConfig(env);
const database: DatabaseHandle = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db, { nodeEnv: 'development', catalogue: { size: 1 }, auctions: false });
const { db } = database;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

// ---- Buyers (copies of the demo member, a token each) and products ----

const columns = (
  await rowsOf<{ name: string }>(sql`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'users'
      AND column_name NOT IN ('id', 'email', 'display_name', 'last_name', 'last_login')`)
).map((row) => `"${row.name}"`);
const copied = sql.raw(columns.join(', '));
const buyerRows = await rowsOf<{ id: number }>(sql`
  INSERT INTO users (email, display_name, last_name, ${copied})
  SELECT 'buyer' || n || '@bench.trove.test', 'Buyer ' || n, 'Buyer' || n, ${copied}
  FROM users, generate_series(1, ${BUYERS + RACERS * rounds}) AS n
  WHERE email = 'member@demo.trove.test'
  RETURNING id`);
const tokens = buyerRows.map(() => generateSecretToken());
for (const [index, row] of buyerRows.entries()) {
  await db.execute(sql`
    INSERT INTO auth_tokens (token_hash, user_id, created, last_used)
    VALUES (${hashSecretToken(tokens[index] as string)}, ${row.id}, now(), now())`);
}

const [section] = await rowsOf<{ id: number; niche_id: number }>(
  sql`SELECT id, niche_id FROM sections WHERE item_type = 'ITEM' ORDER BY id LIMIT 1`,
);
const [seller] = await rowsOf<{ id: number }>(
  sql`SELECT id FROM users WHERE email = 'dealer@demo.trove.test'`,
);
if (!section || !seller) throw new Error('The demo catalogue or dealer is missing');

/** `count` listings for sale at 20.00 NZD with a product of `stock` units each; their product ids. */
async function makeProducts(prefix: string, count: number, stock: number): Promise<number[]> {
  await db.execute(sql`
    INSERT INTO items (item_type, name, slug, price, currency, for_sale, user_id, niche_id, section_id, created)
    SELECT 'ITEM', ${prefix} || ' ' || n, lower(${prefix}) || '-' || n, 20.00, 'NZD', true, ${seller?.id},
      ${section?.niche_id}, ${section?.id}, now()
    FROM generate_series(1, ${count}) AS n`);
  return (
    await rowsOf<{ id: number }>(sql`
      INSERT INTO products (item_id, num_in_stock)
      SELECT id, ${stock} FROM items WHERE name LIKE ${`${prefix} %`} ORDER BY id
      RETURNING id`)
  ).map((row) => row.id);
}

const app = buildApp({ config, db });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Buyer',
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
  country: '/api/shop/countries/NZ/',
};

async function call(token: string, path: string, body: unknown, key?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Token ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Puts the product in the buyer's basket; answers the basket's url. */
async function addToBasket(token: string, productId: number): Promise<string> {
  const added = await call(token, '/api/shop/basket/add-product/', {
    url: `/api/shop/products/${productId}/`,
  });
  if (added.status !== 200) throw new Error(`add-product: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.url as string;
}

const checkout = (token: string, basket: string, key: string) =>
  call(
    token,
    '/api/shop/checkout/',
    {
      basket,
      billing_address: ADDRESS,
      shipping_address: ADDRESS,
      shipping_method_code: 'standard',
      source: { code: 'braintree', nonce: 'fake-valid-visa-nonce' },
    },
    key,
  );

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

// ---- 1. Distinct products ----

const distinct = await makeProducts('Bench distinct', BUYERS * perBuyer, 1);
const latencies: number[] = [];
const failures = new Map<string, number>();
const cpuBefore = process.cpuUsage();
const backendBefore = await backendTicks(database);
const started = performance.now();
await Promise.all(
  Array.from({ length: BUYERS }, async (_unused, buyer) => {
    const token = tokens[buyer] as string;
    for (let n = 0; n < perBuyer; n++) {
      const basket = await addToBasket(token, distinct[buyer * perBuyer + n] as number);
      const at = performance.now();
      const answer = await checkout(token, basket, `distinct-${buyer}-${n}`);
      latencies.push(performance.now() - at);
      if (answer.status !== 200) {
        const key = `${answer.status} ${String(answer.body.detail ?? JSON.stringify(answer.body))}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const backend = backendMs(backendBefore, await backendTicks(database));
latencies.sort((a, b) => a - b);
const done = latencies.length;
console.log(`Checkout, ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory'}, test gateway`);
console.log(
  `\n${BUYERS} buyers at once, ${perBuyer} distinct products each (add to basket, then check out):`,
);
console.log(`  checkouts: ${done} in ${elapsed.toFixed(1)} s (the adds included)`);
console.log(`  checkouts/s: ${(done / elapsed).toFixed(1)}`);
console.log(
  `  checkout p50: ${percentile(latencies, 50).toFixed(1)} ms, p99: ${percentile(latencies, 99).toFixed(1)} ms`,
);
console.log(
  `  CPU per checkout: ${((cpu.user + cpu.system) / 1000 / done).toFixed(1)} ms this process (server and clients)` +
    (backend === undefined ? '' : `, ${(backend / done).toFixed(1)} ms PostgreSQL`),
);
console.log(`  failed: ${failures.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(failures))}`);

// ---- 2. The last unit ----

console.log(`\n${RACERS} buyers racing for the last unit of one product, ${rounds} rounds:`);
let wrong = failures.size > 0;
for (let round = 0; round < rounds; round++) {
  const [productId] = await makeProducts(`Bench race ${round}`, 1, 1);
  const racers = tokens.slice(BUYERS + round * RACERS, BUYERS + (round + 1) * RACERS);
  const baskets = await Promise.all(racers.map((token) => addToBasket(token, productId as number)));
  const answers = await Promise.all(
    racers.map((token, index) => checkout(token, baskets[index] as string, `race-${round}-${index}`)),
  );
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const [stored] = await rowsOf<{ orders: number; units: number; stock: number; charges: number }>(sql`
    SELECT
      (SELECT count(DISTINCT o.id)::int FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE l.product_id = ${productId} AND o.status <> 'Cancelled') AS orders,
      (SELECT coalesce(sum(l.quantity), 0)::int FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE l.product_id = ${productId} AND o.status <> 'Cancelled') AS units,
      (SELECT num_in_stock FROM products WHERE id = ${productId}) AS stock,
      (SELECT count(*)::int FROM test_gateway_transactions t JOIN orders o ON o.number = t.order_id
        JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${productId}) AS charges`);
  if (!stored) throw new Error('Reading back the race failed');
  const oversold = Math.max(0, stored.units - 1);
  if (stored.orders !== 1 || oversold !== 0 || stored.stock !== 0 || stored.charges !== 1) wrong = true;
  console.log(
    `  round ${round + 1}: orders created ${stored.orders}, oversold units ${oversold}, stock left ${stored.stock}, ` +
      `charges ${stored.charges}; answers ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
}

await app.close();
await database.close();
if (wrong) {
  console.log('\nFAILED: a race made other than one order, oversold, or a checkout failed');
  process.exitCode = 1;
}
