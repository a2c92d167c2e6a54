import { AUCTION_MESSAGES, type LotEvent } from '@trove/core/auction';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPurchases, items, lots, notifications, savedSearches } from '../../db/schema';
import { createAuctionsService } from './service';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const MINUTE = 60 * 1000;

describe('the closing job', () => {
  let t: AuctionsTestApp;
  const published: LotEvent[] = [];

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.ready();
  });

  afterAll(() => t?.close());

  const clock = () => {
    if (!t.clock) throw new Error('These tests run on the injected clock');
    return t.clock;
  };

  type Role = Parameters<AuctionsTestApp['token']>[0];
  const bid = (lotId: number, role: Role, amount: number, auto = false) =>
    t.service.placeBid({ lotId, bidder: { id: t.ids[role], organisationIds: [] }, amount, auto });

  /** A lot of the auction house closing `closesIn` from now, watched as `subscribe` collects its events. */
  async function newLot(closesIn: number, lot: Parameters<AuctionsTestApp['createLot']>[1] = {}) {
    const itemId = await t.createItem(t.ids.auctionHouse);
    const now = clock().now().getTime();
    const lotId = await t.createLot(itemId, { closes: new Date(now + closesIn), ...lot });
    t.service.subscribe(lotId, (event) => published.push(event));
    return { itemId, lotId };
  }

  async function watch(role: Role, itemIds: number[]) {
    await t.database.db.insert(savedSearches).values({
      userId: t.ids[role],
      name: 'Watchlist',
      params: { items: itemIds },
      created: clock().now(),
    });
  }

  /** The notifications of the lot, as `name: [user ids]`. */
  async function noticesOf(lotId: number, name?: string) {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(name === undefined ? undefined : eq(notifications.name, name));
    const result: Record<string, number[]> = {};
    for (const row of rows.filter((row) => (row.data as { lot?: number }).lot === lotId)) {
      result[row.name] = [...(result[row.name] ?? []), row.userId].sort((a, b) => a - b);
    }
    return result;
  }

  const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

  it('settles a sold lot: the winner’s purchase, the item sold, a notification to each member', async () => {
    const { itemId, lotId } = await newLot(30 * MINUTE, { reserveMinor: 5000, buyersPremium: 15 });
    await bid(lotId, 'member', 10_000, true);
    await bid(lotId, 'collector', 6000);
    await bid(lotId, 'admin', 6500);
    // The dealer watches it and did not bid; the admin watches it and bid.
    await watch('dealer', [itemId]);
    await watch('admin', [itemId]);

    clock().advance(30 * MINUTE - 1);
    expect(await t.service.closeDueLots()).not.toContain(lotId);
    clock().advance(1);
    expect(await t.service.closeDueLots()).toContain(lotId);

    const [lot] = await t.database.db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({
      closed: true,
      winnerId: t.ids.member,
      priceMinor: 6700,
      closedAt: clock().now(),
    });
    const purchases = await t.database.db
      .select()
      .from(auctionPurchases)
      .where(eq(auctionPurchases.lotId, lotId));
    expect(purchases).toEqual([
      {
        id: expect.any(Number),
        lotId,
        itemId,
        userId: t.ids.member,
        amountMinor: 6700,
        premiumMinor: 1005,
        currency: 'NZD',
        status: 'awaiting_payment',
        created: clock().now(),
      },
    ]);
    const [item] = await t.database.db.select().from(items).where(eq(items.id, itemId));
    expect(item).toMatchObject({
      sold: true,
      forSale: false,
      realisationPrice: '67.00',
      realisationCurrency: 'NZD',
      realisationDate: '2026-03-02',
    });
    // The member led throughout: nobody was outbid.
    expect(await noticesOf(lotId)).toEqual({
      auction_closed_successful: [t.ids.member],
      auction_closed_unsuccessful: sorted(t.ids.collector, t.ids.admin),
      auction_closed_watchlisted: [t.ids.dealer],
    });
    const [successful] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.name, 'auction_closed_successful'), eq(notifications.userId, t.ids.member)),
      );
    expect(successful?.data).toEqual({ item: { id: itemId, name: expect.any(String) }, lot: lotId });
    expect(published.filter((event) => event.lot === lotId).at(-1)).toMatchObject({
      type: 'closed',
      closed: true,
      current_bid: 67,
      leader: t.ids.member,
      reserve_status: AUCTION_MESSAGES.reserveMet,
    });

    // Settled once: a second run finds nothing, and the lot takes no bid.
    expect(await t.service.closeDueLots()).toEqual([]);
    expect((await noticesOf(lotId, 'auction_closed_successful')).auction_closed_successful).toHaveLength(1);
    await expect(bid(lotId, 'collector', 100_000)).rejects.toMatchObject({
      statusCode: 400,
      body: { non_field_errors: [AUCTION_MESSAGES.closed] },
    });
  });

  it('leaves a lot below its reserve unsold: every bidder is told so', async () => {
    const { itemId, lotId } = await newLot(10 * MINUTE, { reserveMinor: 50_000 });
    await bid(lotId, 'member', 2000);
    await bid(lotId, 'collector', 3000);
    clock().advance(10 * MINUTE);
    expect(await t.service.closeDueLots()).toEqual([lotId]);
    const [lot] = await t.database.db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot).toMatchObject({ closed: true, winnerId: null });
    expect(
      await t.database.db.select().from(auctionPurchases).where(eq(auctionPurchases.lotId, lotId)),
    ).toEqual([]);
    expect((await t.database.db.select().from(items).where(eq(items.id, itemId)))[0]?.sold).toBe(false);
    expect(await noticesOf(lotId)).toEqual({
      auction_outbid: [t.ids.member],
      auction_closed_unsuccessful: sorted(t.ids.member, t.ids.collector),
    });
  });

  it('closes a lot without bids, telling its watchers', async () => {
    const { itemId, lotId } = await newLot(5 * MINUTE);
    await watch('club', [itemId]);
    // A search that is not the watchlist tells nobody, whatever `items` it holds.
    await t.database.db.insert(savedSearches).values({
      userId: t.ids.collector,
      name: 'Coins to watch',
      params: { items: [itemId] },
      created: clock().now(),
    });
    clock().advance(5 * MINUTE);
    expect(await t.service.closeDueLots()).toEqual([lotId]);
    expect(await noticesOf(lotId)).toEqual({ auction_closed_watchlisted: [t.ids.club] });
  });

  it('closes every due lot exactly once when two closers run at once', async () => {
    const count = 24;
    const created: { itemId: number; lotId: number }[] = [];
    // No soft close: the bids below must not move the closes.
    for (let index = 0; index < count; index++)
      created.push(await newLot(MINUTE + index, { closingWindowMs: 0 }));
    for (const [index, { lotId }] of created.entries()) {
      await bid(lotId, index % 2 === 0 ? 'member' : 'collector', 2000);
      if (index % 3 === 0) await bid(lotId, 'admin', 3000);
    }
    clock().advance(MINUTE + count);
    // Two instances, each its own service over the same database.
    const other = createAuctionsService({ db: t.database.db, events: t.events, clock: clock() });
    const [first, second] = await Promise.all([
      t.service.closeDueLots({ batchSize: 4 }),
      other.closeDueLots({ batchSize: 4 }),
    ]);
    const lotIds = created.map((lot) => lot.lotId);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(lotIds);
    const purchases = await t.database.db
      .select()
      .from(auctionPurchases)
      .where(inArray(auctionPurchases.lotId, lotIds));
    expect(purchases).toHaveLength(count);
    const won = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.name, 'auction_closed_successful'));
    const wonHere = won.filter((row) => lotIds.includes((row.data as { lot: number }).lot));
    expect(wonHere).toHaveLength(count);
    const closedEvents = published.filter((event) => event.type === 'closed' && lotIds.includes(event.lot));
    expect(closedEvents).toHaveLength(count);
  });

  it('announces auction_closing_soon once, ten minutes before the close, to bidders and watchers', async () => {
    const soon = await newLot(9 * MINUTE);
    const later = await newLot(11 * MINUTE);
    // Closing soon, but not open yet.
    const upcoming = await newLot(8 * MINUTE, { opens: new Date(clock().now().getTime() + 5 * MINUTE) });
    await bid(soon.lotId, 'member', 2000);
    await bid(soon.lotId, 'collector', 3000);
    await bid(later.lotId, 'member', 2000);
    await watch('dealer', [soon.itemId, later.itemId, upcoming.itemId]);

    const announced = await t.service.notifyClosingSoon();
    expect(announced).toContain(soon.lotId);
    expect(announced).not.toContain(later.lotId);
    expect(announced).not.toContain(upcoming.lotId);
    expect(await noticesOf(soon.lotId, 'auction_closing_soon')).toEqual({
      auction_closing_soon: sorted(t.ids.member, t.ids.collector, t.ids.dealer),
    });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.name, 'auction_closing_soon'), eq(notifications.userId, t.ids.collector)));
    expect(notices.find((notice) => (notice.data as { lot: number }).lot === soon.lotId)?.data).toMatchObject(
      {
        lot: soon.lotId,
        closes: new Date(clock().now().getTime() + 9 * MINUTE).toISOString(),
      },
    );

    expect(await t.service.notifyClosingSoon()).toEqual([]);
    clock().advance(2 * MINUTE);
    expect(await t.service.notifyClosingSoon()).toEqual([later.lotId]);
    expect(await noticesOf(later.lotId, 'auction_closing_soon')).toEqual({
      auction_closing_soon: sorted(t.ids.member, t.ids.dealer),
    });
    expect(await noticesOf(soon.lotId, 'auction_closing_soon')).toEqual({
      auction_closing_soon: sorted(t.ids.member, t.ids.collector, t.ids.dealer),
    });
  });
});
