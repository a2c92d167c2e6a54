import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/apiError';
import type { Bid, Lot } from '../schemas/auction';
import {
  allInAmount,
  bidAmountError,
  bidErrorToasts,
  bidRowTone,
  hasWon,
  isOutbid,
  isReserveMet,
  mayBid,
  minimumBid,
  reserveStatusText,
  suggestedBid,
} from './rules';
import { testLot } from './testLot';

const ME = 7;
const OTHER = 8;
const bid = (id: number, userId: number, amount: number): Bid => ({
  id,
  amount,
  user: { id: userId, display_name: `Member ${userId}` },
  modified: '2026-03-01T10:00:00.000Z',
});
const lotOf = (overrides: Partial<Lot> = {}): Lot =>
  testLot({ bid_count: 2, bids: [bid(2, OTHER, 20), bid(1, ME, 15)], ...overrides });

describe('isReserveMet', () => {
  it('is met when the status starts with reserve met or no reserve, in any case', () => {
    expect(isReserveMet('Reserve met')).toBe(true);
    expect(isReserveMet('RESERVE MET at $400')).toBe(true);
    expect(isReserveMet('No reserve')).toBe(true);
    expect(isReserveMet('no reserve')).toBe(true);
    expect(isReserveMet('Reserve not met')).toBe(false);
    expect(isReserveMet('The reserve met')).toBe(false);
    expect(isReserveMet('')).toBe(false);
  });
});

describe('minimumBid and suggestedBid', () => {
  it('are the next bid when the member has no maximum', () => {
    expect(minimumBid(lotOf())).toBe(22);
    expect(suggestedBid(lotOf())).toBe(22);
  });

  it('are the server’s minimum for the member, above their maximum when they lead', () => {
    const lot = lotOf({ auto_bid: 50, has_leading_bid: true, minimum_bid: 51 });
    expect(minimumBid(lot)).toBe(51);
    expect(suggestedBid(lot)).toBe(51);
  });

  it('follow the server where the next bid is under the leader’s minimum (an increment under 1)', () => {
    // The leader's maximum is the price (no auto_bid), the increment 0.50: the engine takes
    // nothing under the maximum plus 1, though the next bid for others is 20.50.
    const lot = lotOf({
      current_bid: 20,
      next_bid: 20.5,
      auto_bid: null,
      has_leading_bid: true,
      minimum_bid: 21,
    });
    expect(minimumBid(lot)).toBe(21);
    expect(suggestedBid(lot)).toBe(21);
    expect(bidAmountError(20.5, lot)).toBe('Minimum bid is $21.00');
  });
});

describe('isOutbid', () => {
  it('is true when the member has bid, does not lead and has no maximum', () => {
    expect(isOutbid(lotOf(), ME)).toBe(true);
  });

  it('is false when leading, with a maximum, without a bid or signed out', () => {
    expect(isOutbid(lotOf({ has_leading_bid: true }), ME)).toBe(false);
    expect(isOutbid(lotOf({ auto_bid: 40 }), ME)).toBe(false);
    expect(isOutbid(lotOf({ bids: [bid(2, OTHER, 20)] }), ME)).toBe(false);
    expect(isOutbid(lotOf(), null)).toBe(false);
  });
});

describe('bidRowTone', () => {
  it('marks the newest row leading when it is the current bid, the member’s other rows own', () => {
    const lot = lotOf();
    const [first, second] = lot.bids as [Bid, Bid];
    expect(bidRowTone(first, 0, lot, ME)).toBe('leading');
    expect(bidRowTone(second, 1, lot, ME)).toBe('own');
    expect(bidRowTone(second, 1, lot, OTHER)).toBe('other');
    expect(bidRowTone(second, 1, lot, null)).toBe('other');
  });

  it('marks the member’s own newest row leading, and no row leading when it is not the current bid', () => {
    const lot = lotOf({ bids: [bid(3, ME, 20), bid(2, OTHER, 18)], has_leading_bid: true });
    expect(bidRowTone(lot.bids[0] as Bid, 0, lot, ME)).toBe('leading');
    const stale = lotOf({ current_bid: 24 });
    expect(bidRowTone(stale.bids[0] as Bid, 0, stale, ME)).toBe('other');
  });
});

describe('hasWon', () => {
  it('is won when closed, leading and the reserve is met or there is none', () => {
    const leading = lotOf({ has_leading_bid: true });
    expect(hasWon(leading, 'closed')).toBe(true);
    expect(hasWon({ ...leading, reserve_status: 'No reserve' }, 'closed')).toBe(true);
    expect(hasWon(leading, 'open')).toBe(false);
    expect(hasWon({ ...leading, reserve_status: 'Reserve not met' }, 'closed')).toBe(false);
    expect(hasWon(lotOf(), 'closed')).toBe(false);
  });
});

describe('allInAmount', () => {
  it('adds the buyer’s premium, to the cent', () => {
    expect(allInAmount(100, 15)).toBe(115);
    expect(allInAmount(12.34, 15)).toBe(14.19);
    expect(allInAmount(0.1, 0)).toBe(0.1);
    expect(allInAmount(99.99, 12.5)).toBe(112.49);
  });
});

describe('bidAmountError', () => {
  it('asks for an amount when there is none', () => {
    expect(bidAmountError(undefined, lotOf())).toBe('Amount required');
    expect(bidAmountError(Number.NaN, lotOf())).toBe('Amount required');
  });

  it('names the minimum with its currency when the amount is below it', () => {
    expect(bidAmountError(21, lotOf())).toBe('Minimum bid is $22.00');
    expect(bidAmountError(22, lotOf())).toBeUndefined();
    expect(bidAmountError(50, lotOf({ auto_bid: 50, minimum_bid: 51 }))).toBe('Minimum bid is $51.00');
    expect(bidAmountError(150, lotOf({ next_bid: 200, currency: 'GBP' }))).toBe('Minimum bid is £200');
  });

  it('never lets the minimum fall below 1', () => {
    const free = lotOf({ next_bid: 0, start_price: 0 });
    expect(bidAmountError(0.5, free)).toBe('Minimum bid is $1.00');
    expect(bidAmountError(1, free)).toBeUndefined();
  });
});

describe('bidErrorToasts', () => {
  const error = (status: number, body: unknown) => ApiError.fromBody(status, body);

  it('shows each non-field error of a 400 as a warning', () => {
    expect(bidErrorToasts(error(400, { non_field_errors: ['This auction has closed.', 'Second'] }))).toEqual([
      { level: 'warning', text: 'This auction has closed.' },
      { level: 'warning', text: 'Second' },
    ]);
  });

  it('shows the first amount error of a 400', () => {
    expect(bidErrorToasts(error(400, { amount: ['Minimum bid is $22.00', 'Other'] }))).toEqual([
      { level: 'error', text: 'Minimum bid is $22.00' },
    ]);
  });

  it('shows the detail of a 403, else the permission message', () => {
    const profile =
      'You must complete your profile and verify your email address before you can bid on an auction.';
    expect(bidErrorToasts(error(403, { detail: profile }))).toEqual([{ level: 'error', text: profile }]);
    expect(bidErrorToasts(error(403, {}))).toEqual([
      { level: 'error', text: 'You do not have permission to place this bid' },
    ]);
  });

  it('shows Error placing bid for anything else', () => {
    const generic = [{ level: 'error', text: 'Error placing bid' }];
    expect(bidErrorToasts(error(500, { detail: 'Boom' }))).toEqual(generic);
    expect(bidErrorToasts(error(400, { other: ['x'] }))).toEqual(generic);
    expect(bidErrorToasts(error(404, { detail: 'Not found.' }))).toEqual(generic);
    expect(bidErrorToasts(new Error('network'))).toEqual(generic);
  });
});

describe('reserveStatusText', () => {
  it('words each reserve state', () => {
    expect(reserveStatusText('no_reserve')).toBe('No reserve');
    expect(reserveStatusText('reserve_met')).toBe('Reserve met');
    expect(reserveStatusText('reserve_not_met')).toBe('Reserve not met');
    // the texts read back as the states they came from
    expect(isReserveMet(reserveStatusText('reserve_met'))).toBe(true);
    expect(isReserveMet(reserveStatusText('no_reserve'))).toBe(true);
    expect(isReserveMet(reserveStatusText('reserve_not_met'))).toBe(false);
  });
});

describe('mayBid', () => {
  it('needs a complete profile and a verified email', () => {
    expect(mayBid({ is_profile_complete: true, email_activated: true })).toBe(true);
    expect(mayBid({ is_profile_complete: false, email_activated: true })).toBe(false);
    expect(mayBid({ is_profile_complete: true, email_activated: false })).toBe(false);
  });
});
