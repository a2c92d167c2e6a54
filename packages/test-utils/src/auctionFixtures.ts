// Lot and bid fixtures, valid against core's `lotSchema` and `bidSchema`.
import type { Page } from '@trove/core';
import { type Bid, LOTS_PAGE_SIZE, type Lot } from '@trove/core/auction';

/** The member `userFixture()` signs in as. */
export const AUCTION_MEMBER = { id: 7, display_name: 'kiri' } as const;
/** Another bidder. */
export const AUCTION_RIVAL = { id: 9, display_name: 'hemi' } as const;

/** A bid of $1,100 by hemi (not the member), on 1 March 2026 at 11:30 UTC. */
export function bidFixture(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 3,
    amount: 1100,
    user: { ...AUCTION_RIVAL },
    modified: '2026-03-01T11:30:00Z',
    ...overrides,
  };
}

/**
 * Lot 12, a gold sovereign in NZD, open: it opened at 09:00 and closes at 13:00 UTC on 1 March
 * 2026, and the server's clock says 12:00 (one hour left, whatever the real time: the auction
 * clock runs on the server's time). hemi leads at $1,100 over two of the member's bids; the
 * reserve is met; the next bid is $1,150; 15% buyer's premium.
 */
export function lotFixture(overrides: Partial<Lot> = {}): Lot {
  const bids = overrides.bids ?? [
    bidFixture(),
    bidFixture({ id: 2, amount: 1000, user: { ...AUCTION_MEMBER }, modified: '2026-03-01T11:00:00Z' }),
    bidFixture({ id: 1, amount: 900, user: { ...AUCTION_MEMBER }, modified: '2026-03-01T10:15:00Z' }),
  ];
  const id = overrides.id ?? 31;
  return {
    id,
    item: 42,
    name: 'Victorian gold sovereign',
    url: `/collectables/coins/british/gold/0${overrides.item ?? 42}-victorian-gold-sovereign`,
    number: 12,
    currency: 'NZD',
    estimate_price: 1500,
    start_price: 800,
    current_bid: bids[0]?.amount ?? null,
    next_bid: 1150,
    // the server's per-member minimum: the next bid unless the fixture says otherwise
    minimum_bid: overrides.next_bid ?? 1150,
    auto_bid: null,
    buyers_premium: 15,
    opens: '2026-03-01T09:00:00Z',
    closes: '2026-03-01T13:00:00Z',
    reserve_status: 'Reserve met',
    has_leading_bid: false,
    status: 'open',
    closed: false,
    paid: false,
    bid_count: bids.length,
    bids,
    search_keys: [],
    server_time: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

const NAMES = [
  'Victorian gold sovereign',
  'Penny Black, four margins',
  '1933 Kiwi florin',
  'Maori chief postcard',
  'Waitangi crown proof',
  'Edwardian half crown',
  'Chalon head 2d blue',
  'Silver fern medallion',
];

/**
 * `count` lots the member bid on, ids from 101: names, estimates and closing dates vary so every
 * sort changes the order; every third one the member leads.
 */
export function lotListFixture(count: number): Lot[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const leading = n % 3 === 0;
    const price = 100 + ((n * 37) % 90) * 10;
    return lotFixture({
      id: 100 + n,
      item: 500 + n,
      number: n,
      name: `${NAMES[index % NAMES.length]} (${n})`,
      url: `/collectables/lots/0${500 + n}-lot-${n}`,
      estimate_price: n % 5 === 0 ? null : price + 200,
      current_bid: price,
      next_bid: price + 10,
      closes: new Date(Date.UTC(2026, 2, 1 + ((n * 7) % 28), 13)).toISOString(),
      reserve_status: n % 4 === 0 ? 'Reserve not met' : 'Reserve met',
      has_leading_bid: leading,
      bid_count: 1,
      bids: [
        bidFixture({
          id: 1000 + n,
          amount: price,
          user: leading ? { ...AUCTION_MEMBER } : { ...AUCTION_RIVAL },
        }),
      ],
    });
  });
}

/** Page `page` (50 a page) of `all`, as `GET /api/auctions/lots/` answers it. */
export function lotPageFixture(all: Lot[], page = 1, query = ''): Page<Lot> {
  const start = (page - 1) * LOTS_PAGE_SIZE;
  const url = (n: number) => `/api/auctions/lots/?${query ? `${query}&` : ''}page=${n}`;
  return {
    count: all.length,
    next: start + LOTS_PAGE_SIZE < all.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: all.slice(start, start + LOTS_PAGE_SIZE),
  };
}
