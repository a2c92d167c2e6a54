import type { Lot } from '../schemas/auction';

/**
 * A lot for core's own tests (core's tests do not load @trove/test-utils): an open lot of a gold
 * sovereign at 20 with a next bid of 22, no bids unless given. Not part of any entry.
 */
export const testLot = (overrides: Partial<Lot> = {}): Lot => ({
  id: 1,
  item: 10,
  name: 'Gold sovereign',
  url: '/collectables/coins/10-gold-sovereign',
  number: 1,
  currency: 'NZD',
  estimate_price: 500,
  start_price: 10,
  current_bid: 20,
  next_bid: 22,
  // the server's per-member minimum: the next bid unless a test says otherwise
  minimum_bid: overrides.next_bid ?? 22,
  auto_bid: null,
  buyers_premium: 15,
  opens: '2026-03-01T00:00:00.000Z',
  closes: '2026-03-08T00:00:00.000Z',
  reserve_status: 'Reserve met',
  has_leading_bid: false,
  status: 'open',
  closed: false,
  paid: false,
  bid_count: 0,
  bids: [],
  search_keys: [],
  server_time: '2026-03-02T00:00:00.000Z',
  ...overrides,
});
