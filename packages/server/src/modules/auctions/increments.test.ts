import { ApiError } from '@trove/core';
import { createAuctionsApi, DEFAULT_INCREMENTS } from '@trove/core/auction';
import { createAuctionAdminApi, INCREMENT_MESSAGES, MAX_INCREMENT_BANDS } from '@trove/core/auction-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withToken } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const DEFAULT_ON_THE_WIRE = DEFAULT_INCREMENTS.map((band) => ({
  from: band.from / 100,
  increment: band.increment / 100,
}));

describe('an organisation’s increment table', () => {
  let t: AuctionsTestApp;
  let house: number;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.ready();
    house = await t.organisationOf('auctionHouse');
  });
  afterAll(() => t?.close());

  const apiAs = async (role: 'auctionHouse' | 'admin') =>
    createAuctionAdminApi(createInjectClient(t.app, await t.token(role)));
  const put = async (
    role: 'auctionHouse' | 'member' | null,
    organisation: number | string,
    payload: unknown,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auctions/increments/${organisation}/`,
      headers: role === null ? {} : withToken(await t.token(role)),
      payload: payload as object,
    });

  it('is the default table until the organisation sets its own, which its new lots then take', async () => {
    const anyone = createAuctionAdminApi(createInjectClient(t.app));
    expect(await anyone.increments(house)).toEqual({
      organisation: house,
      increments: DEFAULT_ON_THE_WIRE,
      is_default: true,
    });
    const listedBefore = await t.createLot(
      await t.createItem(t.ids.auctionHouse, { organisationId: house }),
      {
        startMinor: 1000,
      },
    );

    const owner = await apiAs('auctionHouse');
    const table = {
      organisation: house,
      increments: [
        { from: 0, increment: 0.5 },
        { from: 100, increment: 5 },
      ],
      is_default: false,
    };
    expect(await owner.setIncrements(house, { increments: table.increments })).toEqual(table);
    expect(await anyone.increments(house)).toEqual(table);

    // A new lot of the house bids up by 0.50 from 10; the lot listed before keeps the default 1.00.
    const listedAfter = await t.createLot(await t.createItem(t.ids.auctionHouse, { organisationId: house }), {
      startMinor: 1000,
    });
    const member = createAuctionsApi(createInjectClient(t.app, await t.token('member')));
    expect((await member.placeBid(listedAfter, { amount: 10, auto: false })).next_bid).toBe(10.5);
    expect((await member.placeBid(listedBefore, { amount: 10, auto: false })).next_bid).toBe(11);

    // null: back to the default
    expect(await (await apiAs('admin')).setIncrements(house, { increments: null })).toEqual({
      organisation: house,
      increments: DEFAULT_ON_THE_WIRE,
      is_default: true,
    });
  });

  it('may be set by the organisation’s admins and owners and the site’s admins only', async () => {
    const table = { increments: [{ from: 0, increment: 1 }] };
    expect((await put(null, house, table)).statusCode).toBe(401);
    const member = await put('member', house, table);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await (await apiAs('auctionHouse')).increments(house)).is_default).toBe(true);
  });

  it('refuses a table the engine cannot use, with what is wrong, and keeps the one it had', async () => {
    const refusals: [unknown, Record<string, unknown>][] = [
      [{ increments: [] }, { increments: [INCREMENT_MESSAGES.empty] }],
      [{ increments: [{ from: 5, increment: 1 }] }, { increments: [INCREMENT_MESSAGES.firstFrom] }],
      [
        {
          increments: [
            { from: 0, increment: 1 },
            { from: 0, increment: 2 },
          ],
        },
        { increments: [INCREMENT_MESSAGES.ascending] },
      ],
      [{ increments: [{ from: 0, increment: 0 }] }, { increments: [INCREMENT_MESSAGES.increment] }],
      [{}, { increments: ['This field is required.'] }],
      [
        { increments: [{ from: 0, increment: 'one' }] },
        { 'increments.0.increment': ['A valid number is required.'] },
      ],
      // Too many bands is one message, not one per band (35,000 wrong bands answered 2.4 MB).
      [
        {
          increments: Array.from({ length: MAX_INCREMENT_BANDS + 1 }, (_, index) => ({
            from: index,
            increment: 1,
          })),
        },
        { increments: [INCREMENT_MESSAGES.tooMany] },
      ],
      [{ increments: Array.from({ length: 35_000 }, () => 1) }, { increments: [INCREMENT_MESSAGES.tooMany] }],
    ];
    for (const [payload, errors] of refusals) {
      const response = await put('auctionHouse', house, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await (await apiAs('auctionHouse')).increments(house)).is_default).toBe(true);
  });

  it('is a 404 for an organisation that does not exist', async () => {
    const anyone = createAuctionAdminApi(createInjectClient(t.app));
    const error = await anyone.increments(999_999).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((await put('member', 999_999, { increments: null })).statusCode).toBe(404);
    expect((await put('member', 'abc', { increments: null })).statusCode).toBe(404);
  });
});
