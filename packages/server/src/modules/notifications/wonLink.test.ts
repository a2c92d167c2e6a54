import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withToken } from '../../testing/accounts';
import { type AuctionsTestApp, createAuctionsTestApp } from '../auctions/testing';
import { createNotificationsRepository } from './repository';

const MINUTE = 60 * 1000;

interface Listed {
  name: string;
  data: { item?: { id: number; name: string; url?: string }; lot?: number };
}

describe('the links of an auction’s closing notifications', () => {
  let t: AuctionsTestApp;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.ready();
  }, 120_000);
  afterAll(() => t?.close());

  const clock = () => {
    if (!t.clock) throw new Error('These tests run on the injected clock');
    return t.clock;
  };

  async function notificationsOf(role: 'member' | 'collector', lotId: number): Promise<Listed[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/notifications/',
      headers: withToken(await t.token(role)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as Listed[]).filter((notification) => notification.data.lot === lotId);
  }

  it('opens the cart from You won, and the listing from the other bidders’ notification', async () => {
    const itemId = await t.createItem(t.ids.auctionHouse, { name: 'Won pocket watch' });
    const lotId = await t.createLot(itemId, { closes: new Date(clock().now().getTime() + 10 * MINUTE) });
    const bid = (role: 'member' | 'collector', amount: number) =>
      t.service.placeBid({ lotId, bidder: { id: t.ids[role], organisationIds: [] }, amount, auto: false });
    await bid('collector', 1500);
    await bid('member', 2000);
    clock().advance(10 * MINUTE);
    expect(await t.service.closeDueLots()).toContain(lotId);

    // The winner's won lot waits in the cart for payment (seed 001 §4).
    const [won] = await notificationsOf('member', lotId);
    expect(won).toMatchObject({
      name: 'auction_closed_successful',
      data: { item: { id: itemId, name: 'Won pocket watch', url: '/cart' } },
    });
    // Another bidder's notification opens the listing, as the gallery links it.
    const [lost] = await notificationsOf('collector', lotId);
    const detail = await t.app.inject({ method: 'GET', url: `/api/gallery/item/item/${itemId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(lost).toMatchObject({
      name: 'auction_closed_unsuccessful',
      data: { item: { id: itemId, url: detail.json().absolute_url } },
    });
    expect(lost?.data.item?.url).not.toBe('/cart');
  });

  it('opens the cart from You won even when the listing is gone', async () => {
    await createNotificationsRepository(t.database.db).insert([
      {
        userId: t.ids.member,
        name: 'auction_closed_successful',
        data: { item: { id: 999_999, name: 'Gone lot' }, lot: 999_999 },
        dateCreated: clock().now(),
      },
    ]);
    const [won] = await notificationsOf('member', 999_999);
    expect(won?.data.item).toEqual({ id: 999_999, name: 'Gone lot', url: '/cart' });
  });
});
