import { type Lot, lotPageSchema, lotSchema } from '@trove/core/auction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withToken } from '../../testing/accounts';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

type Role = Parameters<AuctionsTestApp['token']>[0];

// My lots (spec: "the user's lots"): the lots a member bids on and the lots they sell, the
// auction house's whole sale included, each with its status for them.
describe('GET /api/auctions/lots/ (My lots)', () => {
  let t: AuctionsTestApp;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.ready();
  });

  afterAll(() => t?.close());

  const clock = () => {
    if (!t.clock) throw new Error('These tests run on the injected clock');
    return t.clock;
  };

  async function myLots(role: Role): Promise<Lot[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/lots/',
      headers: withToken(await t.token(role)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return z.parse(lotPageSchema, response.json()).results;
  }

  async function lotAs(lotId: number, role: Role | null): Promise<Lot> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/lots/${lotId}/`,
      headers: role === null ? {} : withToken(await t.token(role)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return z.parse(lotSchema, response.json());
  }

  const statusIn = (lots: Lot[], lotId: number) => lots.find((lot) => lot.id === lotId)?.status;

  const bid = (lotId: number, role: 'member' | 'collector', amount: number) =>
    t.service.placeBid({ lotId, bidder: { id: t.ids[role], organisationIds: [] }, amount, auto: false });

  it('lists the lots a member sells and their organisations’ sales, with or without bids, with each one’s status', async () => {
    const now = clock().now().getTime();
    const dealerOrganisation = await t.organisationOf('dealer');
    // The dealer's own item, won by member over collector.
    const sold = await t.createLot(await t.createItem(t.ids.dealer), { closes: new Date(now + 30 * MINUTE) });
    await bid(sold, 'collector', 1000);
    await bid(sold, 'member', 1200);
    // An item of the dealer's organisation (listed by someone else), no bids: closes unsold.
    const unsold = await t.createLot(
      await t.createItem(t.ids.admin, { organisationId: dealerOrganisation }),
      { closes: new Date(now + 30 * MINUTE) },
    );
    // Still open, bid on by member.
    const open = await t.createLot(await t.createItem(t.ids.dealer), { closes: new Date(now + 5 * HOUR) });
    await bid(open, 'member', 1000);

    const dealers = await myLots('dealer');
    expect(dealers.map((lot) => lot.id)).toEqual(expect.arrayContaining([sold, unsold, open]));
    expect([statusIn(dealers, sold), statusIn(dealers, unsold), statusIn(dealers, open)]).toEqual([
      'open',
      'open',
      'open',
    ]);
    // Not the dealer's: the member's list has only what they bid on.
    const members = await myLots('member');
    expect(members.map((lot) => lot.id)).toEqual(expect.arrayContaining([sold, open]));
    expect(members.map((lot) => lot.id)).not.toContain(unsold);
    // A plain user of the organisation does not run its sale.
    expect((await myLots('staff')).map((lot) => lot.id)).not.toContain(unsold);

    clock().advance(31 * MINUTE);
    // Past the close the status is final before the closing job runs, and the same after it.
    for (const settle of [false, true]) {
      if (settle) await t.service.closeDueLots();
      const after = await myLots('dealer');
      expect([statusIn(after, sold), statusIn(after, unsold), statusIn(after, open)]).toEqual([
        'sold',
        'closed',
        'open',
      ]);
      const member = await myLots('member');
      expect([statusIn(member, sold), statusIn(member, open)]).toEqual(['won', 'open']);
      expect(statusIn(await myLots('collector'), sold)).toBe('lost');
    }

    // The lot's own page says the same to each of them.
    expect((await lotAs(sold, 'member')).status).toBe('won');
    expect((await lotAs(sold, 'collector')).status).toBe('lost');
    expect((await lotAs(sold, 'dealer')).status).toBe('sold');
    expect((await lotAs(sold, null)).status).toBe('sold');
    expect((await lotAs(unsold, 'member')).status).toBe('closed');
  });
});
