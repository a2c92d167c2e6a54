import { ApiError } from '@trove/core';
import {
  AUCTION_MESSAGES,
  bidResultSchema,
  createAuctionsApi,
  LOTS_PAGE_SIZE,
  lotPageSchema,
  lotSchema,
  SERVER_TIME_HEADER,
} from '@trove/core/auction';
import { serverMessages } from '@trove/core/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bids, items, lots, notifications, organisations, users } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('auction routes', () => {
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

  async function bid(
    role: Parameters<AuctionsTestApp['token']>[0] | null,
    lotId: number | string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids/`,
      headers: { ...(role === null ? {} : withToken(await t.token(role))), ...headers },
      payload: payload as object,
    });
  }

  async function getLot(lotId: number | string, role?: Parameters<AuctionsTestApp['token']>[0]) {
    return t.app.inject({
      method: 'GET',
      url: `/api/auctions/lots/${lotId}/`,
      headers: role === undefined ? {} : withToken(await t.token(role)),
    });
  }

  /** A new lot of the auction house, open for the next hour unless told otherwise. */
  async function newLot(lot: Parameters<AuctionsTestApp['createLot']>[1] = {}) {
    return t.createLot(await t.createItem(t.ids.auctionHouse), lot);
  }

  const notificationsOf = async (userId: number, name: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.name, name)));

  describe('GET /api/auctions/lots/{id}/', () => {
    it('shows a lot to anyone, with the server time in the body and the header', async () => {
      const lotId = await newLot({
        startMinor: 1200,
        estimateMinor: 5000,
        reserveMinor: 3000,
        buyersPremium: 15,
      });
      const response = await getLot(lotId);
      expect(response.statusCode).toBe(200);
      const lot = z.parse(lotSchema, response.json());
      expect(lot).toMatchObject({
        id: lotId,
        currency: 'NZD',
        start_price: 12,
        estimate_price: 50,
        current_bid: null,
        next_bid: 12,
        auto_bid: null,
        buyers_premium: 15,
        reserve_status: AUCTION_MESSAGES.reserveNotMet,
        has_leading_bid: false,
        closed: false,
        bid_count: 0,
        bids: [],
        server_time: clock().now().toISOString(),
      });
      expect(lot.url).toMatch(new RegExp(`^/collectables/[a-z/-]+/0${lot.item}-auction-test-item-\\d+$`));
      expect(response.headers[SERVER_TIME_HEADER.toLowerCase()]).toBe(String(clock().now().getTime()));
    });

    it('says No reserve without one', async () => {
      const lot = (await getLot(await newLot())).json();
      expect(lot.reserve_status).toBe(AUCTION_MESSAGES.noReserve);
    });

    it('answers 404 for an unknown lot or an id that is not a number, with the server time', async () => {
      for (const id of ['999999', 'abc', '1e3']) {
        const response = await getLot(id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
        expect(response.headers[SERVER_TIME_HEADER.toLowerCase()]).toBe(String(clock().now().getTime()));
      }
    });

    it('shows the bids newest first with the bidders’ display names, and the asker’s own maximum', async () => {
      const lotId = await newLot();
      await bid('member', lotId, { amount: 40, auto: true });
      await bid('collector', lotId, { amount: 15, auto: false });
      const asMember = z.parse(lotSchema, (await getLot(lotId, 'member')).json());
      expect(asMember.bids.map((row) => [row.user.display_name, row.amount])).toEqual([
        ['Mia M.', 16],
        ['Colin C.', 15],
        ['Mia M.', 10],
      ]);
      expect(asMember).toMatchObject({ current_bid: 16, next_bid: 17, auto_bid: 40, has_leading_bid: true });
      const asCollector = z.parse(lotSchema, (await getLot(lotId, 'collector')).json());
      expect(asCollector).toMatchObject({ auto_bid: null, has_leading_bid: false, bid_count: 3 });
      const anonymous = z.parse(lotSchema, (await getLot(lotId)).json());
      expect(anonymous).toMatchObject({ auto_bid: null, has_leading_bid: false });
    });
  });

  describe('POST /api/auctions/lots/{id}/bids/', () => {
    it('needs a signed-in member', async () => {
      const response = await bid(null, await newLot(), { amount: 20, auto: false });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
      expect(response.headers[SERVER_TIME_HEADER.toLowerCase()]).toBeDefined();
    });

    it('needs a complete profile and a verified email, before looking at the body', async () => {
      const lotId = await newLot();
      const { db } = t.database;
      const member = eq(users.id, t.ids.member);
      // The profile changes in the database behind the server's back, and an instance reuses a
      // token's session for a moment (auth/sessionCache.ts): each step signs in afresh.
      const bidAfresh = async (payload: object) =>
        bid(null, lotId, payload, withToken(await signIn(t.app, DEMO.member)));
      await db.update(users).set({ lastName: '' }).where(member);
      const incomplete = await bidAfresh({});
      await db.update(users).set({ lastName: 'Member', emailActivated: false }).where(member);
      const unverified = await bidAfresh({ amount: 20, auto: false });
      await db.update(users).set({ emailActivated: true }).where(member);
      for (const response of [incomplete, unverified]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: AUCTION_MESSAGES.profileIncomplete });
      }
      expect((await bidAfresh({ amount: 20, auto: false })).statusCode).toBe(201);
    });

    it('needs an amount', async () => {
      const lotId = await newLot();
      for (const payload of [{}, { amount: null, auto: false }, { amount: '', auto: true }]) {
        const response = await bid('member', lotId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ amount: [AUCTION_MESSAGES.amountRequired] });
      }
      const text = await bid('member', lotId, { amount: 'ten', auto: false });
      expect(text.json()).toEqual({ amount: ['A valid number is required.'] });
    });

    it('refuses a bid below the minimum, never below 1, naming the minimum with its currency', async () => {
      const lotId = await newLot({ startMinor: 1200 });
      for (const amount of [11.99, 0.5, 0, -5]) {
        const response = await bid('member', lotId, { amount, auto: false });
        expect(response.statusCode, String(amount)).toBe(400);
        expect(response.json()).toEqual({ amount: ['Minimum bid is $12.00'] });
      }
      const cheap = await newLot({ startMinor: 0 });
      expect((await bid('member', cheap, { amount: 0.99, auto: false })).json()).toEqual({
        amount: ['Minimum bid is $1.00'],
      });
      await bid('member', lotId, { amount: 12, auto: false });
      // The leader may only raise their maximum, by at least 1.
      expect((await bid('member', lotId, { amount: 12.5, auto: true })).json()).toEqual({
        amount: ['Minimum bid is $13.00'],
      });
      expect((await bid('collector', lotId, { amount: 12.99, auto: false })).json()).toEqual({
        amount: ['Minimum bid is $13.00'],
      });
    });

    it('names a pound lot’s minimum in pounds', async () => {
      const itemId = await t.createItem(t.ids.auctionHouse);
      await t.database.db.update(items).set({ currency: 'GBP' }).where(eq(items.id, itemId));
      const lotId = await t.createLot(itemId, { startMinor: 25_000 });
      expect((await bid('member', lotId, { amount: 100, auto: false })).json()).toEqual({
        amount: ['Minimum bid is £250'],
      });
    });

    it('refuses the seller, and members of the item’s organisation', async () => {
      const own = await newLot();
      const response = await bid('auctionHouse', own, { amount: 20, auto: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: AUCTION_MESSAGES.ownLot });

      const dealerOrganisation = await t.organisationOf('dealer');
      const dealerItem = await t.createItem(t.ids.dealer, { organisationId: dealerOrganisation });
      const dealerLot = await t.createLot(dealerItem);
      // The dealer's staff is a plain user of the dealer's organisation.
      const staff = await bid('staff', dealerLot, { amount: 20, auto: false });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ detail: AUCTION_MESSAGES.ownLot });
      expect((await bid('member', dealerLot, { amount: 20, auto: false })).statusCode).toBe(201);
    });

    it('refuses a bid before the lot opens and at or after it closes', async () => {
      const now = clock().now().getTime();
      const upcoming = await newLot({ opens: new Date(now + HOUR), closes: new Date(now + 2 * HOUR) });
      const early = await bid('member', upcoming, { amount: 20, auto: false });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ non_field_errors: [AUCTION_MESSAGES.notOpen] });

      const ending = await newLot({ closes: new Date(now + MINUTE) });
      clock().advance(MINUTE);
      // Past its close though the closing job has not settled it yet.
      const late = await bid('member', ending, { amount: 20, auto: false });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ non_field_errors: [AUCTION_MESSAGES.closed] });
      await t.service.closeDueLots();
      const settled = await bid('member', ending, { amount: 20, auto: false });
      expect(settled.json()).toEqual({ non_field_errors: [AUCTION_MESSAGES.closed] });
      expect((await getLot(ending)).json()).toMatchObject({ closed: true, bid_count: 0 });
    });

    it('answers 404 for an unknown lot', async () => {
      for (const id of ['999999', 'abc']) {
        const response = await bid('member', id, { amount: 20, auto: false });
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    });

    it('answers the newest history row, the next bid and the lot as the bidder sees it, without its history', async () => {
      const lotId = await newLot();
      const response = await bid('member', lotId, { amount: 25, auto: false });
      expect(response.statusCode).toBe(201);
      const result = z.parse(bidResultSchema, response.json());
      expect(result).toMatchObject({
        amount: 25,
        user: { id: t.ids.member, display_name: 'Mia M.' },
        modified: clock().now().toISOString(),
        next_bid: 27,
        lot: {
          id: lotId,
          current_bid: 25,
          next_bid: 27,
          has_leading_bid: true,
          auto_bid: null,
          bid_count: 1,
        },
      });
      expect(result.lot.bids).toEqual([]);
      const read = z.parse(lotSchema, (await getLot(lotId)).json());
      expect(read.bids.map((row) => row.id)).toEqual([result.id]);
      expect(response.headers[SERVER_TIME_HEADER.toLowerCase()]).toBe(String(clock().now().getTime()));
    });
  });

  describe('the minimum bid the lot carries', () => {
    it('is the bidder’s own minimum, which the engine takes, where an increment is under 1', async () => {
      const lotId = await newLot({ startMinor: 1000 });
      await t.database.db
        .update(lots)
        .set({ increments: [{ from: 0, increment: 50 }] })
        .where(eq(lots.id, lotId));
      expect((await bid('member', lotId, { amount: 10, auto: false })).statusCode).toBe(201);
      // The leader's maximum is the price: the engine wants it plus 1, not the next bid of 10.50.
      const leader = z.parse(lotSchema, (await getLot(lotId, 'member')).json());
      expect(leader).toMatchObject({ next_bid: 10.5, auto_bid: null, minimum_bid: 11 });
      const underMinimum = await bid('member', lotId, { amount: 10.5, auto: true });
      expect(underMinimum.json()).toEqual({ amount: ['Minimum bid is $11.00'] });
      expect((await bid('member', lotId, { amount: leader.minimum_bid, auto: true })).statusCode).toBe(201);
      // Another member's minimum is the next bid, and it is taken.
      const other = z.parse(lotSchema, (await getLot(lotId, 'collector')).json());
      expect(other.minimum_bid).toBe(10.5);
      const answer = await bid('collector', lotId, { amount: other.minimum_bid, auto: false });
      expect(answer.statusCode, answer.body).toBe(201);
      // The answer's lot carries the bidder's next minimum too.
      expect(z.parse(bidResultSchema, answer.json()).lot.minimum_bid).toBe(11.5);
      expect((await getLot(lotId)).json()).toMatchObject({ minimum_bid: 11.5, status: 'open' });
    });
  });

  describe('proxy bidding through HTTP', () => {
    it('raises a maximum one increment at a time and answers with the leader when outbid at once', async () => {
      const lotId = await newLot();
      // A maximum opens at the start price.
      const first = z.parse(bidResultSchema, (await bid('member', lotId, { amount: 50, auto: true })).json());
      expect(first).toMatchObject({ amount: 10, user: { id: t.ids.member }, next_bid: 11 });
      expect(first.lot).toMatchObject({ current_bid: 10, auto_bid: 50, has_leading_bid: true });

      // A full bid under the maximum stands, and the proxy answers one increment above it.
      const under = z.parse(
        bidResultSchema,
        (await bid('collector', lotId, { amount: 20, auto: false })).json(),
      );
      expect(under).toMatchObject({ amount: 22, user: { id: t.ids.member }, next_bid: 24 });
      expect(under.lot).toMatchObject({ current_bid: 22, has_leading_bid: false, auto_bid: null });

      // A higher maximum takes the lead at the beaten maximum plus an increment.
      const over = z.parse(
        bidResultSchema,
        (await bid('collector', lotId, { amount: 80, auto: true })).json(),
      );
      expect(over).toMatchObject({ amount: 52, user: { id: t.ids.collector }, next_bid: 54 });
      expect(over.lot).toMatchObject({ current_bid: 52, auto_bid: 80, has_leading_bid: true });
      const outbid = await notificationsOf(t.ids.member, 'auction_outbid');
      expect(outbid.map((row) => row.data)).toContainEqual({
        item: { id: over.lot.item, name: over.lot.name },
        lot: lotId,
      });

      // An equal maximum goes to the earlier one.
      const equal = z.parse(bidResultSchema, (await bid('member', lotId, { amount: 80, auto: true })).json());
      expect(equal).toMatchObject({ amount: 80, user: { id: t.ids.collector } });
      expect(equal.lot).toMatchObject({ current_bid: 80, has_leading_bid: false });

      // The leader raising their own maximum does not raise the price.
      const raise = z.parse(
        bidResultSchema,
        (await bid('collector', lotId, { amount: 200, auto: true })).json(),
      );
      expect(raise).toMatchObject({ amount: 80, user: { id: t.ids.collector } });
      expect(raise.lot).toMatchObject({ current_bid: 80, auto_bid: 200, bid_count: raise.lot.bid_count });
      expect((await getLot(lotId, 'collector')).json()).toMatchObject({ current_bid: 80, auto_bid: 200 });
    });

    it('lifts the price to the reserve when a maximum reaches it', async () => {
      const lotId = await newLot({ reserveMinor: 10_000 });
      const result = z.parse(
        bidResultSchema,
        (await bid('member', lotId, { amount: 150, auto: true })).json(),
      );
      expect(result).toMatchObject({ amount: 100 });
      expect(result.lot).toMatchObject({ current_bid: 100, reserve_status: AUCTION_MESSAGES.reserveMet });
    });

    it('takes an organisation’s increment table, copied onto its lots', async () => {
      const house = await t.organisationOf('auctionHouse');
      await t.database.db
        .update(organisations)
        .set({ bidIncrements: [{ from: 0, increment: 1000 }] })
        .where(eq(organisations.id, house));
      const itemId = await t.createItem(t.ids.auctionHouse);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/auctions/lots/',
        headers: withToken(await t.token('auctionHouse')),
        payload: {
          item: itemId,
          start_price: 10,
          opens: new Date(clock().now().getTime() - HOUR).toISOString(),
          closes: new Date(clock().now().getTime() + HOUR).toISOString(),
        },
      });
      await t.database.db
        .update(organisations)
        .set({ bidIncrements: null })
        .where(eq(organisations.id, house));
      expect(created.statusCode, created.body).toBe(201);
      const lotId = created.json().id;
      await bid('member', lotId, { amount: 10, auto: false });
      expect((await getLot(lotId)).json()).toMatchObject({ next_bid: 20 });
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and bids once', async () => {
      const lotId = await newLot();
      const headers = { 'idempotency-key': 'retry-1' };
      const first = await bid('member', lotId, { amount: 30, auto: false }, headers);
      const again = await bid('member', lotId, { amount: 30, auto: false }, headers);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await t.database.db.select().from(bids).where(eq(bids.lotId, lotId));
      expect(rows).toHaveLength(1);
      // Another member's key of the same text is theirs.
      const theirs = await bid('collector', lotId, { amount: 40, auto: false }, headers);
      expect(theirs.json()).toMatchObject({ amount: 40, user: { id: t.ids.collector } });
    });

    it('bids once when the same key races in twice', async () => {
      const lotId = await newLot();
      const headers = { 'idempotency-key': 'race-1' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => bid('member', lotId, { amount: 30, auto: true }, headers)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const ids = new Set(answers.map((answer) => answer.json().id));
      expect(ids.size).toBe(1);
      expect((await t.database.db.select().from(bids).where(eq(bids.lotId, lotId))).length).toBe(1);
    });

    it('refuses a key used for another lot, and a key longer than 255', async () => {
      const [a, b] = [await newLot(), await newLot()];
      await bid('member', a, { amount: 30, auto: false }, { 'idempotency-key': 'lot-a' });
      const other = await bid('member', b, { amount: 30, auto: false }, { 'idempotency-key': 'lot-a' });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({
        non_field_errors: ['This Idempotency-Key was used for a bid on another lot.'],
      });
      const long = await bid(
        'member',
        b,
        { amount: 30, auto: false },
        { 'idempotency-key': 'k'.repeat(256) },
      );
      expect(long.statusCode).toBe(400);
      expect((await getLot(b)).json().bid_count).toBe(0);
    });
  });

  describe('soft close', () => {
    it('moves the close to the bid’s time plus the window, up to the cap', async () => {
      const now = clock().now().getTime();
      const closes = now + 5 * MINUTE;
      const lotId = await newLot({ closes: new Date(closes), latestClose: new Date(closes + 2 * MINUTE) });
      const events: unknown[] = [];
      const unsubscribe = t.service.subscribe(lotId, (event) => events.push(event));

      // Outside the window: the close stays.
      await bid('member', lotId, { amount: 20, auto: false });
      expect((await getLot(lotId)).json().closes).toBe(new Date(closes).toISOString());

      clock().advance(4 * MINUTE); // one minute left, within the two-minute window
      const inside = z.parse(
        bidResultSchema,
        (await bid('collector', lotId, { amount: 30, auto: false })).json(),
      );
      const extended = now + 4 * MINUTE + 2 * MINUTE;
      expect(inside.lot.closes).toBe(new Date(extended).toISOString());

      clock().advance(90 * 1000);
      const capped = z.parse(
        bidResultSchema,
        (await bid('member', lotId, { amount: 40, auto: false })).json(),
      );
      expect(capped.lot.closes).toBe(new Date(closes + 2 * MINUTE).toISOString());
      unsubscribe();
      expect(events.map((event) => (event as { type: string }).type)).toEqual([
        'bid',
        'extended',
        'extended',
      ]);

      clock().set(new Date(closes + 2 * MINUTE));
      const late = await bid('collector', lotId, { amount: 50, auto: false });
      expect(late.json()).toEqual({ non_field_errors: [AUCTION_MESSAGES.closed] });
    });
  });

  describe('GET /api/auctions/lots/', () => {
    it('lists the lots the member bid on, sorted by name, estimate or end date, 50 a page', async () => {
      // A member of their own: the other tests' lots stay out of this list.
      const { db } = t.database;
      const lotIds: number[] = [];
      const now = clock().now().getTime();
      for (let index = 0; index < LOTS_PAGE_SIZE + 2; index++) {
        const itemId = await t.createItem(t.ids.auctionHouse, {
          name: `Sorted ${String(index).padStart(2, '0')}`,
        });
        lotIds.push(
          await t.createLot(itemId, {
            estimateMinor: ((index * 37) % 53) * 100,
            closes: new Date(now + HOUR + ((index * 11) % 52) * MINUTE),
          }),
        );
      }
      for (const lotId of lotIds) {
        await t.service.placeBid({
          lotId,
          bidder: { id: t.ids.club, organisationIds: [] },
          amount: 1000,
          auto: false,
        });
      }
      const token = await t.token('club');
      const list = async (query: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auctions/lots/${query}`,
          headers: withToken(token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return z.parse(lotPageSchema, response.json());
      };

      const first = await list('?sort=item__name');
      expect(first.count).toBe(LOTS_PAGE_SIZE + 2);
      expect(first.results).toHaveLength(LOTS_PAGE_SIZE);
      expect(first.results[0]?.name).toBe('Sorted 00');
      expect(first.next).toBe('http://localhost/api/auctions/lots/?sort=item__name&page=2');
      expect(first.previous).toBeNull();
      expect(first.results[0]).toMatchObject({ has_leading_bid: true, current_bid: 10, bids: [] });
      const second = await list('?sort=item__name&page=2');
      expect(second.results.map((lot) => lot.name)).toEqual(['Sorted 50', 'Sorted 51']);
      expect(second.previous).toBe('http://localhost/api/auctions/lots/?sort=item__name&page=1');
      expect((await list('?sort=-item__name')).results[0]?.name).toBe('Sorted 51');

      const all = async (sort: string) => [
        ...(await list(`?sort=${sort}`)).results,
        ...(await list(`?sort=${sort}&page=2`)).results,
      ];
      const estimates = (await all('estimate_price')).map((lot) => lot.estimate_price ?? 0);
      expect(estimates).toEqual([...estimates].sort((a, b) => a - b));
      const descending = (await all('-estimate_price')).map((lot) => lot.estimate_price ?? 0);
      expect(descending).toEqual([...estimates].reverse());
      const ends = (await all('end_date')).map((lot) => Date.parse(lot.closes));
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      const latestFirst = (await all('-end_date')).map((lot) => Date.parse(lot.closes));
      expect(latestFirst).toEqual([...ends].reverse());
      // An unknown sort is ignored, as DRF's ordering filter does: the end date.
      expect((await list('?sort=price')).results.map((lot) => lot.id)).toEqual(
        (await list('?sort=end_date')).results.map((lot) => lot.id),
      );

      for (const query of ['?page=3', '?page=0', '?page=two']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auctions/lots/${query}`,
          headers: withToken(token),
        });
        expect(response.statusCode, query).toBe(404);
        expect(response.json()).toEqual({ detail: 'Invalid page.' });
      }
      // Outbid or not, a lot the member bid on stays theirs; another member's are not.
      await db.delete(bids).where(eq(bids.userId, t.ids.club));
      expect((await list('')).count).toBe(0);
    });

    it('needs a signed-in member', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auctions/lots/' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/auctions/lots/', () => {
    const lotBody = (item: number, extra: Record<string, unknown> = {}) => ({
      item,
      number: 7,
      estimate_price: 300,
      start_price: 100,
      reserve_price: 250,
      buyers_premium: 17.5,
      opens: new Date(clock().now().getTime()).toISOString(),
      closes: new Date(clock().now().getTime() + 10 * MINUTE).toISOString(),
      closing_window_seconds: 30,
      ...extra,
    });
    const create = async (role: Parameters<AuctionsTestApp['token']>[0] | null, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auctions/lots/',
        headers: role === null ? {} : withToken(await t.token(role)),
        payload: payload as object,
      });

    it('lets the item’s owner put it up, with a soft-close window of their choosing', async () => {
      const itemId = await t.createItem(t.ids.collector);
      const response = await create('collector', lotBody(itemId));
      expect(response.statusCode, response.body).toBe(201);
      const lot = z.parse(lotSchema, response.json());
      expect(lot).toMatchObject({
        item: itemId,
        number: 7,
        estimate_price: 300,
        start_price: 100,
        next_bid: 100,
        buyers_premium: 17.5,
        reserve_status: AUCTION_MESSAGES.reserveNotMet,
      });
      clock().advance(9 * MINUTE + 45 * 1000);
      const late = z.parse(
        bidResultSchema,
        (await bid('member', lot.id, { amount: 100, auto: false })).json(),
      );
      expect(late.lot.closes).toBe(new Date(clock().now().getTime() + 30 * 1000).toISOString());
      // The item now has a lot.
      const again = await create('collector', lotBody(itemId));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ item: ['This item is already up for auction.'] });
    });

    it('lets members of the item’s organisation put it up, and nobody else', async () => {
      const dealerOrganisation = await t.organisationOf('dealer');
      const itemId = await t.createItem(t.ids.dealer, { organisationId: dealerOrganisation });
      const stranger = await create('member', lotBody(itemId));
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect((await create(null, lotBody(itemId))).statusCode).toBe(401);
      const staff = await create('staff', lotBody(itemId));
      expect(staff.statusCode, staff.body).toBe(201);
    });

    it('validates the lot', async () => {
      const itemId = await t.createItem(t.ids.collector);
      const missing = await create('collector', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        item: ['This field is required.'],
        start_price: ['This field is required.'],
        opens: ['This field is required.'],
        closes: ['This field is required.'],
      });
      const backwards = await create(
        'collector',
        lotBody(itemId, {
          closes: new Date(clock().now().getTime() - MINUTE).toISOString(),
          start_price: 0.5,
        }),
      );
      expect(backwards.json()).toEqual({
        start_price: ['Ensure this value is greater than or equal to 1.'],
        closes: ['Closes must be after opens.'],
      });
      const unknown = await create('collector', lotBody(999_999));
      expect(unknown.json()).toEqual({ item: ['Invalid pk "999999" - object does not exist.'] });
      const [sold] = await t.database.db
        .update(items)
        .set({ sold: true })
        .where(eq(items.id, itemId))
        .returning({ id: items.id });
      expect((await create('collector', lotBody(sold?.id ?? 0))).json()).toEqual({
        item: ['This item has been sold.'],
      });
    });

    it('refuses an item bidders cannot open (can_open off or restricted): its lot could never be reached', async () => {
      for (const closed of [{ canOpen: false }, { restricted: true }]) {
        const itemId = await t.createItem(t.ids.collector);
        await t.database.db.update(items).set(closed).where(eq(items.id, itemId));
        const response = await create('collector', lotBody(itemId));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ item: ['Bidders cannot open this item.'] });
        // the gallery's detail, where the lot is bid on, refuses the item to everyone
        const detail = await t.app.inject({ method: 'GET', url: `/api/gallery/item/ITEM/${itemId}` });
        expect(detail.statusCode).toBe(403);
      }
    });

    it('bounds the ids and the number to the database’s integer (a 400, not a 500)', async () => {
      const itemId = await t.createItem(t.ids.collector);
      const tooBig = await create(
        'collector',
        lotBody(itemId, { item: 2_147_483_648, number: 9_999_999_999, organisation: 2_147_483_648 }),
      );
      expect(tooBig.statusCode, tooBig.body).toBe(400);
      const message = 'Ensure this value is less than or equal to 2147483647.';
      expect(tooBig.json()).toEqual({ item: [message], number: [message], organisation: [message] });
    });

    it('refuses an organisation that does not exist, even from a site admin', async () => {
      const itemId = await t.createItem(t.ids.collector);
      const response = await create('admin', lotBody(itemId, { organisation: 999_999 }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ organisation: ['Invalid pk "999999" - object does not exist.'] });
    });
  });

  describe('the item detail and the gallery', () => {
    it('name the item’s lot and mark the tile as sold by auction until it closes', async () => {
      const itemId = await t.createItem(t.ids.auctionHouse, { name: 'Gallery lot' });
      const lotId = await t.createLot(itemId);
      const lot = (await getLot(lotId)).json();
      const detail = await t.app.inject({ method: 'GET', url: `/api/gallery/item/ITEM/${itemId}` });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().lot).toBe(lotId);
      const section = lot.url.split('/').slice(1, 3).join('/');
      const page = await t.app.inject({ method: 'GET', url: `/api/gallery/${section}?q=Gallery` });
      expect(page.statusCode, page.body).toBe(200);
      const tile = page.json().results.find((result: { id: number }) => result.id === itemId);
      expect(tile?.for_sale_by_auction).toBe(true);
    });
  });

  it('works through core’s client', async () => {
    const lotId = await newLot();
    const member = createAuctionsApi(createInjectClient(t.app, await t.token('member')));
    const placed = await member.placeBid(lotId, { amount: 35, auto: false }, { idempotencyKey: 'core-1' });
    expect(placed).toMatchObject({ amount: 35, next_bid: 37 });
    expect(await member.placeBid(lotId, { amount: 35, auto: false }, { idempotencyKey: 'core-1' })).toEqual(
      placed,
    );
    expect(await member.lot(lotId)).toMatchObject({ id: lotId, has_leading_bid: true });
    expect((await member.lots({ sort: '-end_date' })).results.map((lot) => lot.id)).toContain(lotId);
    const error = await member.placeBid(lotId, { amount: 1, auto: false }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ amount: ['Minimum bid is $37.00'] });
  });

  it('documents the auction routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const [method, path] of [
      ['get', '/api/auctions/lots/'],
      ['post', '/api/auctions/lots/'],
      ['get', '/api/auctions/lots/{id}/'],
      ['post', '/api/auctions/lots/{id}/bids/'],
      ['get', '/api/auctions/lots/{id}/events'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['auctions']);
    }
    expect(document.tags.map((tag: { name: string }) => tag.name)).toContain('auctions');
  });
});

describe('auction routes on the database clock', () => {
  let t: AuctionsTestApp;

  beforeAll(async () => {
    t = await createAuctionsTestApp({ clock: null });
    await t.app.ready();
  });

  afterAll(() => t?.close());

  it('takes bids at the database’s time and answers it as the server time', async () => {
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids/`,
      headers: withToken(await t.token('member')),
      payload: { amount: 20, auto: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = z.parse(bidResultSchema, response.json());
    // The lot was read after the bid was taken, on the same clock.
    expect(Date.parse(result.lot.server_time)).toBeGreaterThanOrEqual(Date.parse(result.modified));
    expect(Number(response.headers[SERVER_TIME_HEADER.toLowerCase()])).toBe(
      Date.parse(result.lot.server_time),
    );
  });
});
