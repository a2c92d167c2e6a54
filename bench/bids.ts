// One hot lot under load over real HTTP on loopback: 64 clients (autocannon connections) bid on it
// for N seconds as 64 members, every request with its own Idempotency-Key and a maximum bid higher
// than the one sent before (so most are acceptable, whatever order they arrive in), and one in 25
// a retry of an earlier request with its key. Prints accepted bids per second, p50 and p99 latency
// and the refusals; then reads back the stored bids and keys, replays the accepted bids through
// core's engine and reference model in the order the server committed them, and prints the lost
// bids (answered 201 but not stored as answered), the duplicated ones (stored more than once) and
// whether the replay ends in the lot's stored state.
//
// Run: ./node_modules/.bin/tsx --conditions=@trove/source bench/bids.ts [seconds]
// PGlite in memory by default; with DATABASE_URL, a database `trove_bench_bids` on that server,
// made afresh on every run.

import {
  type BidRow,
  initialState,
  type LotRules,
  type LotState,
  nextBid,
  placeBid,
} from '@trove/core/auction';
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
// Core's second writing of the bidding rules, kept out of its public entries.
import { createReferenceModel } from '../packages/core/src/auction/referenceModel';
import { backendMs, backendTicks, benchDatabaseUrl, benchEnv } from './benchSupport';

const seconds = Number(process.argv[2] ?? 10);
if (!(seconds > 0)) throw new Error('Usage: bids.ts [seconds]');
const CONNECTIONS = 64;
const BIDDERS = 64;
/** Each request's maximum is this much above the one before (minor units): a member's next bid,
 * BIDDERS requests later, is more than the 1.00 a leader must raise their own maximum by. */
const STEP_MINOR = 2;
/** One request in this many is a retry of its member's previous request, with its key. */
const RETRY_EVERY = 25;
const DEMO_PASSWORD = 'Trove-demo-2026';

const env = benchEnv();
if (process.env.DATABASE_URL)
  env.DATABASE_URL = await benchDatabaseUrl(process.env.DATABASE_URL, 'trove_bench_bids', { fresh: true });
const config = loadConfig(env);
const database: DatabaseHandle = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db, { nodeEnv: 'development', catalogue: { size: 24 }, auctions: false });
const { db } = database;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

// The bidders: copies of the demo member (complete profile, verified email, same password).
const columns = (
  await rowsOf<{ name: string }>(sql`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'users'
      AND column_name NOT IN ('id', 'email', 'display_name', 'last_name', 'last_login')`)
).map((row) => `"${row.name}"`);
const copied = sql.raw(columns.join(', '));
const bidders = await rowsOf<{ id: number; email: string }>(sql`
  INSERT INTO users (email, display_name, last_name, ${copied})
  SELECT 'bidder' || n || '@bench.trove.test', 'Bidder ' || n, 'Bidder' || n, ${copied}
  FROM users, generate_series(1, ${BIDDERS}) AS n
  WHERE email = 'member@demo.trove.test'
  RETURNING id, email`);
await db.execute(sql`
  INSERT INTO user_groups (user_id, group_id)
  SELECT b.id, g.group_id FROM users b, user_groups g JOIN users m ON m.id = g.user_id
  WHERE m.email = 'member@demo.trove.test' AND b.email LIKE '%@bench.trove.test'`);

const app = buildApp({ config, db });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}
const tokens: string[] = [];
for (let at = 0; at < bidders.length; at += 8) {
  tokens.push(...(await Promise.all(bidders.slice(at, at + 8).map((bidder) => signIn(bidder.email)))));
}

// The lot: an item of the demo auction house, bid in cents (its organisation's increment table),
// open for a day with no soft close.
const [house] = await rowsOf<{ user_id: number; organisation_id: number }>(sql`
  SELECT u.id AS user_id, ou.organisation_id FROM users u JOIN organisation_users ou ON ou.user_id = u.id
  WHERE u.email = 'auctionhouse@demo.trove.test' AND ou.is_owner`);
if (!house) throw new Error('The demo auction house is missing');
await db.execute(
  sql`UPDATE organisations SET bid_increments = '[{"from": 0, "increment": 1}]'::jsonb WHERE id = ${house.organisation_id}`,
);
const [item] = await rowsOf<{ id: number }>(sql`
  UPDATE items SET user_id = ${house.user_id}, organisation_id = NULL
  WHERE id = (SELECT id FROM items WHERE item_type = 'ITEM' AND NOT sold ORDER BY id LIMIT 1)
  RETURNING id`);
if (!item) throw new Error('The demo catalogue has no item');
const houseToken = await signIn('auctionhouse@demo.trove.test');
const opened = Date.now() - 60_000;
const created = await fetch(`${base}/api/auctions/lots/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Token ${houseToken}` },
  body: JSON.stringify({
    item: item.id,
    start_price: 1,
    opens: new Date(opened).toISOString(),
    closes: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    closing_window_seconds: 0,
    organisation: house.organisation_id,
  }),
});
if (created.status !== 201) throw new Error(`Creating the lot: ${created.status} ${await created.text()}`);
const lotId = ((await created.json()) as { id: number }).id;

// ---- The load ----

interface Sent {
  key: string;
  bidder: number;
  amount: number;
  /** The request this one retries, with its key and amount. */
  retryOf: number | null;
}
type Answered = { status: number; id?: number; nextBid?: number; error?: string };
const sent: Sent[] = [];
const answered = new Map<number, Answered>();

// CPU time per request: this process (server and load generator) and, for a server on this
// machine, the PostgreSQL backends of this database (benchSupport.ts).
const cpuBefore = process.cpuUsage();
const backendBefore = await backendTicks(database);
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      path: `/api/auctions/lots/${lotId}/bids/`,
      setupRequest(request, context) {
        const n = sent.length;
        const earlier = sent[n - BIDDERS];
        const bid: Sent =
          n % RETRY_EVERY === RETRY_EVERY - 1 && earlier
            ? { ...earlier, retryOf: earlier.retryOf ?? n - BIDDERS }
            : { key: `bid-${n}`, bidder: n % BIDDERS, amount: 100 + n * STEP_MINOR, retryOf: null };
        sent.push(bid);
        (context as { n?: number }).n = n;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Token ${tokens[bid.bidder]}`,
            'idempotency-key': bid.key,
          },
          body: JSON.stringify({ amount: bid.amount / 100, auto: true }),
        };
      },
      onResponse(status, body, context) {
        const { n } = context as { n: number };
        if (status !== 201) {
          answered.set(n, { status, error: body.slice(0, 200) });
          return;
        }
        // The answer's row and next bid come before its lot (a long history): only they are parsed,
        // so this process spends less of the CPU it shares with the server; the whole body otherwise.
        const lotAt = body.indexOf(',"lot":');
        let answer = (lotAt > 0 ? JSON.parse(`${body.slice(0, lotAt)}}`) : {}) as {
          id?: number;
          next_bid?: number;
        };
        if (answer.id === undefined || answer.next_bid === undefined) answer = JSON.parse(body);
        answered.set(n, {
          status,
          id: answer.id,
          nextBid: Math.round((answer.next_bid ?? Number.NaN) * 100),
        });
      },
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
const backendAfter = await backendTicks(database);
// Requests still settling when the load stopped (unanswered, maybe stored) finish before the reading.
await app.close();
const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;

// ---- Reading back and replaying ----

const lotRow = (
  await rowsOf<Record<string, unknown>>(sql`
    SELECT price_minor::float8 AS price, leader_id AS leader, leader_max_minor::float8 AS leader_max,
      bid_count, closes, closed FROM lots WHERE id = ${lotId}`)
)[0] as Record<string, unknown>;
const storedRows = (
  await rowsOf<{ id: number; user_id: number; amount: number }>(sql`
    SELECT id, user_id, amount_minor::float8 AS amount FROM bids WHERE lot_id = ${lotId} ORDER BY id`)
).map((row) => ({ id: Number(row.id), bidder: Number(row.user_id), amount: Number(row.amount) }));
const storedKeys = new Map(
  (
    await rowsOf<{ user_id: number; key: string; response: unknown }>(sql`
      SELECT user_id, key, response FROM bid_requests WHERE lot_id = ${lotId}`)
  ).map((row) => {
    const response = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as {
      bid: number;
      next_bid: number;
    };
    return [`${row.user_id}:${row.key}`, response];
  }),
);
const rowIds = new Set(storedRows.map((row) => row.id));
const bidderIds = bidders.map((bidder) => Number(bidder.id));
const storedKeyOf = (request: Sent) => `${bidderIds[request.bidder]}:${request.key}`;

let accepted = 0;
let refused = 0;
let retries = 0;
let inconsistentRetries = 0;
let lost = 0;
const refusals = new Map<string, number>();
for (const [n, request] of sent.entries()) {
  const answer = answered.get(n);
  if (request.retryOf !== null) {
    retries += 1;
    // A retry answers as its first request did, when that one was taken.
    const first = answered.get(request.retryOf);
    const stored = storedKeys.get(storedKeyOf(request));
    if (answer?.status === 201 && (!stored || stored.bid !== answer.id || stored.next_bid !== answer.nextBid))
      inconsistentRetries += 1;
    if (first?.status === 201 && answer && answer.status !== 201) inconsistentRetries += 1;
    continue;
  }
  if (!answer) continue;
  if (answer.status !== 201) {
    refused += 1;
    const reason = `${answer.status} ${answer.error ?? ''}`.replace(/\$[\d,.]+/, '$…');
    refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    continue;
  }
  accepted += 1;
  const stored = storedKeys.get(storedKeyOf(request));
  const kept =
    stored !== undefined &&
    stored.bid === answer.id &&
    stored.next_bid === answer.nextBid &&
    answer.id !== undefined &&
    rowIds.has(answer.id);
  if (!kept) lost += 1;
}
const unanswered = sent.filter((request, n) => request.retryOf === null && !answered.has(n)).length;

// The accepted bids in the order they were committed: each stored answer names the newest history
// row and the next bid when the bid was taken, both rising with every bid; among bids that wrote
// no row (a leader raising their maximum) the later maximum is the higher.
const byKey = new Map(
  sent.filter((request) => request.retryOf === null).map((request) => [storedKeyOf(request), request]),
);
const committed = [...storedKeys]
  .map(([key, response]) => {
    const request = byKey.get(key);
    if (!request) throw new Error(`The stored key ${key} is no request of this run`);
    return { response, request };
  })
  .sort(
    (a, b) =>
      a.response.bid - b.response.bid ||
      a.response.next_bid - b.response.next_bid ||
      a.request.amount - b.request.amount,
  );

const rules: LotRules = {
  startPrice: 100,
  reserve: null,
  opens: opened,
  increments: [{ from: 0, increment: 1 }],
  closingWindowMs: 0,
  latestClose: null,
};
const closes = new Date(lotRow.closes as string | Date).getTime();
let engine: LotState = initialState(closes);
const model = createReferenceModel(rules, closes);
const replayedRows: BidRow[] = [];
let replayRefused = 0;
let answerMismatches = 0;
let modelDisagrees = 0;
for (const { response, request } of committed) {
  const attempt = {
    bidder: bidderIds[request.bidder] as number,
    amount: request.amount,
    auto: true,
    at: opened,
  };
  const outcome = placeBid(rules, engine, attempt);
  const reference = model.bid(attempt);
  if (outcome.accepted !== reference.accepted) modelDisagrees += 1;
  if (!outcome.accepted) {
    replayRefused += 1;
    continue;
  }
  engine = outcome.state;
  replayedRows.push(...outcome.rows);
  // The answer's row is the newest when the bid was taken, at its place in the stored history.
  const newest = storedRows[replayedRows.length - 1];
  if (newest?.id !== response.bid || nextBid(rules, engine) !== response.next_bid) answerMismatches += 1;
}
if (JSON.stringify(model.state()) !== JSON.stringify(engine)) modelDisagrees += 1;

// Rows the replay writes that the table lacks are lost; rows the table holds beyond it, duplicated.
const count = (rows: readonly BidRow[]) => {
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(`${row.bidder}:${row.amount}`, (counts.get(`${row.bidder}:${row.amount}`) ?? 0) + 1);
  return counts;
};
const replayedCounts = count(replayedRows);
const storedCounts = count(storedRows);
let lostRows = 0;
let duplicatedRows = 0;
for (const [row, times] of replayedCounts) lostRows += Math.max(0, times - (storedCounts.get(row) ?? 0));
for (const [row, times] of storedCounts)
  duplicatedRows += Math.max(0, times - (replayedCounts.get(row) ?? 0));
const sameHistory =
  replayedRows.length === storedRows.length &&
  replayedRows.every(
    (row, index) => row.bidder === storedRows[index]?.bidder && row.amount === storedRows[index]?.amount,
  );
const finalEqual =
  Number(lotRow.price) === engine.price &&
  Number(lotRow.leader) === engine.leader &&
  Number(lotRow.leader_max) === engine.leaderMax &&
  Number(lotRow.bid_count) === storedRows.length &&
  sameHistory &&
  modelDisagrees === 0;

await database.close();

const { latency } = result;
const requests = Math.max(1, result.requests.total);
const backendTotal = backendMs(backendBefore, backendAfter);
console.log(
  `POST /api/auctions/lots/{id}/bids/ on ${database.kind}: one lot, ${CONNECTIONS} connections, ${BIDDERS} members, ${elapsed.toFixed(1)} s`,
);
console.log(
  `accepted ${accepted} bids: ${(accepted / elapsed).toFixed(0)} bids/s   latency p50 ${latency.p50} ms  p99 ${latency.p99} ms  max ${latency.max} ms`,
);
console.log(
  `${requests} requests, cpu/request: node ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms${backendTotal === undefined ? '' : `, postgres ${(backendTotal / requests).toFixed(2)} ms`}`,
);
console.log(
  `refused ${refused}${[...refusals].map(([reason, times]) => `\n  ${times} × ${reason}`).join('')}`,
);
console.log(
  `retries ${retries} (answered as their first request: ${retries - inconsistentRetries}), unanswered (timed out or in flight at the end) ${unanswered}, connection errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(
  `replayed ${committed.length} stored bids (${replayedRows.length} history rows, ${storedRows.length} stored)`,
);
console.log(
  `lost bids ${lost + lostRows}  (201 answers not stored as answered ${lost}, history rows missing ${lostRows})`,
);
console.log(
  `duplicated bids ${duplicatedRows + inconsistentRetries}  (history rows stored twice ${duplicatedRows}, retries answered differently ${inconsistentRetries})`,
);
console.log(
  `replay in commit order: ${replayRefused} refused, ${answerMismatches} answers off, engine and reference model ${modelDisagrees === 0 ? 'agree' : 'disagree'}; final state equals the lot row: ${finalEqual ? 'yes' : 'no'}`,
);
if (
  lost + lostRows + duplicatedRows + inconsistentRetries + replayRefused + answerMismatches > 0 ||
  !finalEqual
)
  process.exitCode = 1;
