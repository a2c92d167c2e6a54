// Two server instances over one database, as behind a load balancer: on PostgreSQL (DATABASE_URL)
// each has its own connection pool and its own LISTEN/NOTIFY bus, as two processes would; on
// PGlite, which one process serves, they share the database and an in-process bus.
import { serverMessages } from '@trove/core/auth';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { type DatabaseHandle, openDatabase } from './db/database';
import { auctionPurchases, bids, items, lots, notifications, sections, users } from './db/schema';
import { createMemoryEventBus, createPostgresEventBus, type EventBus } from './events/eventBus';
import { createMemoryMediaStore } from './media/mediaStore';
import { type AuctionsService, createAuctionsService } from './modules/auctions/service';
import { seedDatabase } from './modules/seed';
import { DEMO, signIn, withToken } from './testing/accounts';
import { testConfig } from './testing/testApp';
import { createTestDatabase } from './testing/testDatabase';

const HOUR = 60 * 60 * 1000;

interface Instance {
  app: App;
  /** The auctions service a server's jobs run (main.ts), over this instance's pool and bus. */
  auctions: AuctionsService;
}

/**
 * Polls `check` until it passes or `ms` have gone. A notice between instances crosses the
 * database (NOTIFY), a millisecond or so; the instances' session caches would keep a session for
 * a minute, so passing within two seconds is the bus's doing, not the cache's expiry.
 */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('two instances over one database', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  const buses: EventBus[] = [];
  let a: Instance;
  let b: Instance;
  let sectionId: number;
  let nicheId: number;
  let itemCount = 0;
  const ids: Partial<Record<keyof typeof DEMO, number>> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { nodeEnv: 'test', catalogue: { size: 1 }, auctions: false });
    let otherDb = database.db;
    if (database.kind === 'postgres') {
      const url = database.pool.options.connectionString;
      if (!url) throw new Error('The test database has no connection string');
      second = await openDatabase({ DATA_DIR: 'memory', DATABASE_URL: url });
      otherDb = second.db;
      buses.push(
        await createPostgresEventBus({ connectionString: url }),
        await createPostgresEventBus({ connectionString: url }),
      );
    } else {
      const shared = createMemoryEventBus();
      buses.push(shared, shared);
    }
    // A minute of session cache: a change seen at once on the other instance is the bus's doing.
    const config = testConfig({ SESSION_CACHE_MS: '60000' });
    const instance = (db: typeof otherDb, events: EventBus): Instance => ({
      app: buildApp({ config, db, events, media: createMemoryMediaStore() }),
      auctions: createAuctionsService({ db, events }),
    });
    a = instance(database.db, buses[0] as EventBus);
    b = instance(otherDb, buses[1] as EventBus);
    await Promise.all([a.app.ready(), b.app.ready()]);

    const [section] = await database.db
      .select({ id: sections.id, nicheId: sections.nicheId })
      .from(sections)
      .where(eq(sections.itemType, 'ITEM'))
      .orderBy(sections.id)
      .limit(1);
    if (!section) throw new Error('The test catalogue has no item section');
    sectionId = section.id;
    nicheId = section.nicheId;
    for (const row of await database.db.select({ id: users.id, email: users.email }).from(users)) {
      const role = (Object.keys(DEMO) as (keyof typeof DEMO)[]).find((key) => DEMO[key] === row.email);
      if (role) ids[role] = row.id;
    }
    // Seeding and two apps: longer than one test app takes.
  }, 60_000);

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    for (const bus of new Set(buses)) await bus.close();
    await second?.close();
    await database?.close();
  });

  const idOf = (role: keyof typeof DEMO) => {
    const id = ids[role];
    if (id === undefined) throw new Error(`No demo account ${role}`);
    return id;
  };

  /** A lot of the auction house, open for the next hour from a start price of $10. */
  async function newLot(): Promise<number> {
    itemCount += 1;
    const [item] = await database.db
      .insert(items)
      .values({
        itemType: 'ITEM',
        name: `Two instances item ${itemCount}`,
        slug: `two-instances-item-${itemCount}`,
        currency: 'NZD',
        userId: idOf('auctionHouse'),
        nicheId,
        sectionId,
        created: new Date(),
      })
      .returning({ id: items.id });
    if (!item) throw new Error('Inserting an item returned no row');
    const now = Date.now();
    const lot = await a.auctions.createLot(
      { id: idOf('auctionHouse'), organisationIds: [], admin: false },
      {
        item: item.id,
        number: null,
        estimateMinor: null,
        startMinor: 1000,
        reserveMinor: null,
        buyersPremium: 0,
        opens: new Date(now - HOUR),
        closes: new Date(now + HOUR),
        closingWindowMs: 2 * 60 * 1000,
        latestClose: null,
        organisation: null,
      },
    );
    return lot.id;
  }

  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (role: 'member' | 'collector') => {
    let token = tokens.get(role);
    if (!token) {
      token = signIn(a.app, DEMO[role]);
      tokens.set(role, token);
    }
    return token;
  };

  const bid = async (on: Instance, role: 'member' | 'collector', lotId: number, amount: number) =>
    on.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids/`,
      headers: withToken(await tokenOf(role)),
      payload: { amount, auto: false },
    });

  const bidsInDatabase = async (lotId: number) =>
    (
      await database.db
        .select({ userId: bids.userId, amount: bids.amountMinor })
        .from(bids)
        .where(eq(bids.lotId, lotId))
    )
      .map((row) => `${row.userId}:${row.amount}`)
      .sort();

  it('loses no bid sent alternately to both, one after another', async () => {
    const lotId = await newLot();
    const roles = ['member', 'collector'] as const;
    let amount = 10;
    for (let index = 0; index < 20; index++) {
      const response = await bid(index % 2 === 0 ? a : b, roles[index % 2] ?? 'member', lotId, amount);
      expect(response.statusCode, response.body).toBe(201);
      amount = response.json().next_bid;
    }
    for (const instance of [a, b]) {
      const lot = (await instance.app.inject({ method: 'GET', url: `/api/auctions/lots/${lotId}/` })).json();
      expect(lot.bid_count).toBe(20);
      expect(lot.bids).toHaveLength(20);
    }
    expect(await bidsInDatabase(lotId)).toHaveLength(20);
  });

  it('takes exactly one of two equal bids sent at once to A and B, on each lot', async () => {
    const lotIds: number[] = [];
    for (let index = 0; index < 8; index++) lotIds.push(await newLot());
    const races = await Promise.all(
      lotIds.map(async (lotId, index) => {
        const [toA, toB] =
          index % 2 === 0 ? (['member', 'collector'] as const) : (['collector', 'member'] as const);
        // Both at the start price: whichever reaches the lot first leads, the other is below the next minimum.
        const responses = await Promise.all([bid(a, toA, lotId, 10), bid(b, toB, lotId, 10)]);
        return { lotId, roles: [toA, toB], responses };
      }),
    );
    for (const { lotId, roles, responses } of races) {
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.toSorted(), responses.map((response) => response.body).join('\n')).toEqual([201, 400]);
      const winner = roles[statuses.indexOf(201)] ?? 'member';
      expect(responses[statuses.indexOf(400)]?.json()).toEqual({ amount: ['Minimum bid is $11.00'] });
      expect(await bidsInDatabase(lotId)).toEqual([`${idOf(winner)}:1000`]);
      for (const instance of [a, b]) {
        const lot = (
          await instance.app.inject({ method: 'GET', url: `/api/auctions/lots/${lotId}/` })
        ).json();
        expect(lot).toMatchObject({ current_bid: 10, bid_count: 1, next_bid: 11 });
        expect(lot.bids.map((row: { user: { id: number } }) => row.user.id)).toEqual([idOf(winner)]);
      }
    }
  });

  it("settles each lot once when both instances' closing jobs run at the same time", async () => {
    const lotIds: number[] = [];
    for (let index = 0; index < 8; index++) {
      const lotId = await newLot();
      const response = await bid(
        index % 2 === 0 ? a : b,
        index % 3 === 0 ? 'collector' : 'member',
        lotId,
        10,
      );
      expect(response.statusCode, response.body).toBe(201);
      lotIds.push(lotId);
    }
    await database.db
      .update(lots)
      .set({ closes: sql`now() - interval '1 second'` })
      .where(inArray(lots.id, lotIds));

    const [closedByA, closedByB] = await Promise.all([a.auctions.closeDueLots(), b.auctions.closeDueLots()]);

    const ours = (closed: number[]) => closed.filter((id) => lotIds.includes(id));
    expect([...ours(closedByA), ...ours(closedByB)].sort((x, y) => x - y)).toEqual(lotIds);
    const purchases = await database.db
      .select({ lotId: auctionPurchases.lotId })
      .from(auctionPurchases)
      .where(inArray(auctionPurchases.lotId, lotIds));
    expect(purchases.map((row) => row.lotId).sort((x, y) => x - y)).toEqual(lotIds);
    const won = await database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.name, 'auction_closed_successful'));
    const wonLots = won
      .map((row) => (row.data as { lot?: number }).lot)
      .filter((id) => lotIds.includes(id ?? 0));
    expect(wonLots.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(lotIds);
    // Run again on both: nothing is due any more.
    const again = await Promise.all([a.auctions.closeDueLots(), b.auctions.closeDueLots()]);
    expect(again.flatMap(ours)).toEqual([]);
  });

  const readUser = (on: Instance, token: string) =>
    on.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(token) });

  it('refuses on B at once a token signed out on A, though B had just reused its session', async () => {
    const token = await signIn(a.app, DEMO.collector);
    // B keeps the session for a minute from here: a refusal within two seconds is the bus's doing.
    expect((await readUser(b, token)).statusCode).toBe(200);
    expect((await readUser(b, token)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: withToken(token) });
    expect(out.statusCode).toBe(204);
    await within(2000, async () => {
      const after = await readUser(b, token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ detail: serverMessages.invalidAuthToken });
    });
  });

  it('shows on B at once a change to the member made on A', async () => {
    const token = await signIn(a.app, DEMO.member);
    const before = (await readUser(b, token)).json().collects;
    const patched = await a.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: withToken(token),
      payload: { collects: before === 'Coins' ? 'Stamps' : 'Coins' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const expected = patched.json().collects;
    await within(2000, async () => expect((await readUser(b, token)).json().collects).toBe(expected));
    const [row] = await database.db
      .select({ collects: users.collects })
      .from(users)
      .where(eq(users.email, DEMO.member));
    expect(row?.collects).toBe(expected);
  });
});
