import { type BidAttempt, initialState, type LotState, placeBid } from '@trove/core/auction';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, notifications } from '../../db/schema';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const HOUR = 60 * 60 * 1000;

describe('bids placed at once on one lot', () => {
  let t: AuctionsTestApp;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
  });

  afterAll(() => t?.close());

  it('are settled by the engine in the order they came, each answered with its own row', async () => {
    const itemId = await t.createItem(t.ids.auctionHouse);
    const lotId = await t.createLot(itemId, { reserveMinor: 4000 });
    const engineState = await t.service.engineState(lotId);
    if (!engineState) throw new Error('No lot');
    const { rules } = engineState;
    const at = t.clock?.now().getTime() ?? 0;
    const attempts: Omit<BidAttempt, 'at'>[] = [
      { bidder: t.ids.member, amount: 3000, auto: true },
      { bidder: t.ids.collector, amount: 2000, auto: false },
      { bidder: t.ids.collector, amount: 5000, auto: true },
      { bidder: t.ids.admin, amount: 1000, auto: false },
      { bidder: t.ids.member, amount: 5000, auto: true },
      { bidder: t.ids.admin, amount: 9000, auto: false },
      { bidder: t.ids.admin, amount: 9500, auto: true },
    ];
    const answers = await Promise.allSettled(
      attempts.map((attempt) =>
        t.service.placeBid({
          lotId,
          bidder: { id: attempt.bidder, organisationIds: [] },
          amount: attempt.amount,
          auto: attempt.auto,
        }),
      ),
    );

    // The model: the same bids through the engine, one after the other.
    let state: LotState = initialState(at + HOUR);
    const rows: { bidder: number; amount: number }[] = [];
    let outbids = 0;
    for (const [index, attempt] of attempts.entries()) {
      const outcome = placeBid(rules, state, { ...attempt, at });
      const answer = answers[index];
      if (!outcome.accepted) {
        expect(answer?.status, `bid ${index}`).toBe('rejected');
        continue;
      }
      state = outcome.state;
      rows.push(...outcome.rows);
      if (outcome.outbid !== null) outbids += 1;
      expect(answer?.status, `bid ${index}`).toBe('fulfilled');
      if (answer?.status !== 'fulfilled') continue;
      const newest = rows.at(-1);
      expect(answer.value, `bid ${index}`).toMatchObject({
        amount: (newest?.amount ?? 0) / 100,
        user: { id: newest?.bidder },
      });
    }
    expect((await t.service.engineState(lotId))?.state).toEqual(state);
    const stored = await t.database.db
      .select({ bidder: bids.userId, amount: bids.amountMinor })
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .orderBy(asc(bids.id));
    expect(stored).toEqual(rows);
    const outbid = (
      await t.database.db.select().from(notifications).where(eq(notifications.name, 'auction_outbid'))
    )
      .map((row) => row.data as { lot: number })
      .filter((data) => data.lot === lotId);
    expect(outbid).toHaveLength(outbids);
    expect(outbids).toBeGreaterThan(0);
  });

  it('answer a key given twice with one bid and one answer, and refuse the bids the engine refuses', async () => {
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse));
    const bid = (bidder: number, amount: number, key?: string) =>
      t.service.placeBid({ lotId, bidder: { id: bidder, organisationIds: [] }, amount, auto: false, key });
    const [first, again, twice, low] = await Promise.allSettled([
      bid(t.ids.member, 2000, 'a'),
      bid(t.ids.collector, 3000, 'b'),
      bid(t.ids.collector, 3000, 'b'),
      bid(t.ids.admin, 1500),
    ]);
    expect(first?.status).toBe('fulfilled');
    expect(again).toEqual(twice);
    expect(again?.status === 'fulfilled' && again.value).toMatchObject({
      amount: 30,
      user: { id: t.ids.collector },
    });
    expect(low?.status === 'rejected' && low.reason).toMatchObject({
      statusCode: 400,
      body: { amount: ['Minimum bid is $32.00'] },
    });
    expect((await t.database.db.select().from(bids).where(eq(bids.lotId, lotId))).length).toBe(2);
  });
});
