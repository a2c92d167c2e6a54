import { closeLot, phaseAt } from '@trove/core/auction';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { auctionPurchases, bids, items, lots, users } from '../../db/schema';
import { createMemoryMediaStore } from '../../media/mediaStore';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { testConfig } from '../../testing/testApp';
import { createTestDatabase } from '../../testing/testDatabase';
import { seedDatabase } from '../seed';
import { rulesOf, stateOf } from './lotView';
import { createAuctionsRepository } from './repository';

const now = new Date('2026-03-02T09:00:00.000Z');

describe('the demo lots', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // As `npm start` seeds an empty database in development.
    await seedDatabase(database.db, { nodeEnv: 'development', now });
  });

  afterAll(() => database?.close());

  const lotRows = () => database.db.select().from(lots).orderBy(asc(lots.id));

  it('are twelve lots of the demo auction house: open, upcoming and closed', async () => {
    const rows = await lotRows();
    expect(rows).toHaveLength(12);
    const [house] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'auctionhouse@demo.trove.test'));
    const owners = await database.db
      .select({ userId: items.userId })
      .from(items)
      .innerJoin(lots, eq(lots.itemId, items.id));
    expect(new Set(owners.map((owner) => owner.userId))).toEqual(new Set([house?.id]));
    const repository = createAuctionsRepository(database.db);
    const phases: Record<string, number> = {};
    for (const row of rows) {
      const found = await repository.view(row.id, 0, null);
      if (!found) throw new Error(`No view of lot ${row.id}`);
      const phase = phaseAt(rulesOf(found.view), stateOf(found.view), now.getTime());
      phases[phase] = (phases[phase] ?? 0) + 1;
    }
    expect(phases).toEqual({ open: 5, not_started: 3, closed: 4 });
    expect(rows.filter((row) => row.closed)).toHaveLength(4);
    expect(rows.filter((row) => row.winnerId !== null).length).toBeGreaterThan(0);
  });

  it('have histories consistent with the engine’s state, and purchases for the won ones', async () => {
    const repository = createAuctionsRepository(database.db);
    let withBids = 0;
    for (const row of await lotRows()) {
      const history = await database.db
        .select()
        .from(bids)
        .where(eq(bids.lotId, row.id))
        .orderBy(asc(bids.id));
      expect(row.bidCount).toBe(history.length);
      const newest = history.at(-1);
      // The newest row is always the leader's, at the price.
      expect(row.priceMinor).toBe(newest?.amountMinor ?? null);
      expect(row.leaderId).toBe(newest?.userId ?? null);
      if (newest) withBids += 1;
      const found = await repository.view(row.id, 0, null);
      if (!found) throw new Error(`No view of lot ${row.id}`);
      const purchases = await database.db
        .select()
        .from(auctionPurchases)
        .where(eq(auctionPurchases.lotId, row.id));
      const [item] = await database.db.select().from(items).where(eq(items.id, row.itemId));
      if (!row.closed) {
        expect(purchases).toEqual([]);
        expect(item?.sold).toBe(false);
        continue;
      }
      const outcome = closeLot(
        rulesOf(found.view),
        { ...stateOf(found.view), closed: false },
        row.closes.getTime(),
      );
      expect(outcome.closed && outcome.winner).toBe(row.winnerId);
      expect(purchases.map((purchase) => [purchase.userId, purchase.amountMinor])).toEqual(
        row.winnerId === null ? [] : [[row.winnerId, row.priceMinor]],
      );
      expect(item?.sold).toBe(row.winnerId !== null);
    }
    expect(withBids).toBeGreaterThanOrEqual(7);
  });

  it('open from My lots: every lot’s item opens for the demo bidders', async () => {
    // member@ saw "Permission denied" opening a lot they bid on: its item could not be opened.
    const app = await buildApp({ config: testConfig(), db: database.db, media: createMemoryMediaStore() });
    try {
      const token = await signIn(app, DEMO.member);
      for (const row of await lotRows()) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/gallery/item/item/${row.itemId}`,
          headers: withToken(token),
        });
        expect(response.statusCode, `the item of lot ${row.id}: ${response.body}`).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('are seeded once', async () => {
    const before = await lotRows();
    await seedDatabase(database.db, { nodeEnv: 'development', now: new Date(now.getTime() + 86_400_000) });
    expect(await lotRows()).toEqual(before);
  });
});
