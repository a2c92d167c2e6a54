import { createShopApi } from '@trove/core/shop';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketLines, baskets, products } from '../../db/schema';
import { createInjectClient } from '../../testing/injectClient';
import { type AuctionsTestApp, createAuctionsTestApp } from '../auctions/testing';
import { addAuctionWinsToBaskets } from './auctionWins';

const MINUTE = 60 * 1000;

describe('auction wins in the winner’s cart', () => {
  let t: AuctionsTestApp;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.ready();
  }, 120_000);

  afterAll(() => t?.close());

  it('the closing job puts the won lot in the winner’s open basket once, at the hammer price plus premium', async () => {
    const clock = t.clock;
    if (!clock) throw new Error('These tests run on the injected clock');
    const itemId = await t.createItem(t.ids.auctionHouse);
    const lotId = await t.createLot(itemId, {
      closes: new Date(clock.now().getTime() + 30 * MINUTE),
      buyersPremium: 15,
    });
    await t.service.placeBid({
      lotId,
      bidder: { id: t.ids.member, organisationIds: [] },
      amount: 6000,
      auto: false,
    });
    clock.advance(30 * MINUTE);
    expect(await t.service.closeDueLots()).toContain(lotId);

    // No basket read yet: the job itself made the basket and the line.
    const lines = await t.database.db
      .select({ line: basketLines, basket: baskets })
      .from(basketLines)
      .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
      .where(eq(basketLines.lotId, lotId));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.basket).toMatchObject({ userId: t.ids.member, status: 'Open' });
    // 60.00 and 15% premium: 69.00.
    expect(lines[0]?.line).toMatchObject({
      canDelete: false,
      quantity: 1,
      priceInclTax: '69.00',
      priceCurrency: 'NZD',
    });
    const [product] = await t.database.db.select().from(products).where(eq(products.itemId, itemId));
    expect(product).toMatchObject({ numInStock: 1, isShippingRequired: true });

    // Idempotent: the job's rule again, and the basket read, leave one line.
    await addAuctionWinsToBaskets(t.database.db, [t.ids.member]);
    const basket = await createShopApi(createInjectClient(t.app, await t.token('member'))).basket();
    expect(basket.lines.filter((line) => line.lot === lotId)).toEqual([
      expect.objectContaining({ lot: lotId, can_delete: false, price_incl_tax: '69.00' }),
    ]);
    const all = await t.database.db
      .select()
      .from(basketLines)
      .where(and(eq(basketLines.lotId, lotId)));
    expect(all).toHaveLength(1);
  });
});
