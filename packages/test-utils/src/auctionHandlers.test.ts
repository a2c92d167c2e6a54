import type { Lot } from '@trove/core/auction';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotFixture } from './auctionFixtures';
import { asMemberSees, auctionHandlers } from './auctionHandlers';

// The handlers answer a lot as the server does: its minimum_bid is the engine's rule for the member,
// whatever minimum_bid the test's lot carried (a lot spread from another keeps the old one).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function lotAnswered(lot: Lot): Promise<Lot> {
  server.resetHandlers(...auctionHandlers({ lot }));
  const response = await fetch(`http://trove.test/api/auctions/lots/${lot.id}/`);
  return (await response.json()) as Lot;
}

describe('auctionHandlers', () => {
  it('answers the next bid as the minimum of a member who does not lead, not a stale minimum', async () => {
    const leading = lotFixture({ has_leading_bid: true, current_bid: 1150, next_bid: 1200 });
    const overtaken = { ...leading, has_leading_bid: false, current_bid: 1200, next_bid: 1250 };
    expect(overtaken.minimum_bid).toBe(1200);
    expect((await lotAnswered(overtaken)).minimum_bid).toBe(1250);
  });

  it('answers the leader with a maximum a minimum above that maximum, as the engine takes', async () => {
    const lot = lotFixture({ has_leading_bid: true, current_bid: 1150, next_bid: 1200, auto_bid: 1500 });
    expect((await lotAnswered(lot)).minimum_bid).toBe(1501);
    // a leader without a maximum (a full bid) may raise from the next bid
    expect(asMemberSees({ ...lot, auto_bid: null }).minimum_bid).toBe(1200);
  });

  it('keeps the next bid as the minimum of a lot without bids', () => {
    expect(asMemberSees(lotFixture({ bids: [], current_bid: null, next_bid: 800 })).minimum_bid).toBe(800);
  });
});
