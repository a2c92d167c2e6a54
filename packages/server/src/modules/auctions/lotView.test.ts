import {
  bidAmountError,
  DEFAULT_INCREMENTS,
  type IncrementBand,
  initialState,
  type LotRules,
  type LotState,
  minimumBid,
  placeBid,
  suggestedBid,
  toMinorUnits,
} from '@trove/core/auction';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LotViewRecord, toLot } from './lotView';

// The bidding panel offers what core's `suggestedBid` and `minimumBid` read off the lot the server
// sends; the engine settles the bid. These properties check they agree for every bidder, whatever
// the increment table (bands under 1 included) and the bids before.

const OPENS = 1_000;
const CLOSES = 10_000_000;
const BIDDERS = [1, 2, 3];

/** Tables from 0 upwards; increments from a cent, so bands under 1 come up often. */
const incrementTable: fc.Arbitrary<readonly IncrementBand[]> = fc.oneof(
  fc.constant(DEFAULT_INCREMENTS),
  fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { maxLength: 4 }).chain((froms) =>
    fc
      .array(fc.integer({ min: 1, max: 300 }), { minLength: froms.length + 1, maxLength: froms.length + 1 })
      .map((increments) =>
        [0, ...froms.sort((a, b) => a - b)].map((from, index) => ({
          from,
          increment: increments[index] ?? 1,
        })),
      ),
  ),
);

const lotRules: fc.Arbitrary<LotRules> = fc.record({
  startPrice: fc.integer({ min: 100, max: 5_000 }),
  reserve: fc.option(fc.integer({ min: 100, max: 30_000 })),
  opens: fc.constant(OPENS),
  increments: incrementTable,
  closingWindowMs: fc.constant(0),
  latestClose: fc.constant(null),
});

/** Earlier bids: a bidder, full or maximum, at their minimum plus a little (in minor units). */
const earlierBids = fc.array(
  fc.record({
    bidder: fc.constantFrom(...BIDDERS),
    auto: fc.boolean(),
    plus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 })),
  }),
  { maxLength: 12 },
);

function viewOf(rules: LotRules, state: LotState): LotViewRecord {
  return {
    id: 1,
    itemId: 2,
    currency: 'NZD',
    startMinor: rules.startPrice,
    reserveMinor: rules.reserve,
    opens: rules.opens,
    closes: state.closes,
    closingWindowMs: rules.closingWindowMs,
    latestClose: rules.latestClose,
    increments: [...rules.increments],
    priceMinor: state.price,
    leaderId: state.leader,
    leaderMaxMinor: state.leaderMax,
    bidCount: 0,
    closed: state.closed,
    number: null,
    estimateMinor: null,
    buyersPremium: 0,
    itemName: 'Lot',
    itemUrl: '/lot',
    paid: false,
    bids: [],
  };
}

/** Plays the earlier bids through the engine, each at the bidder's minimum plus `plus`. */
function play(rules: LotRules, bids: { bidder: number; auto: boolean; plus: number }[]): LotState {
  let state = initialState(CLOSES);
  for (const [index, bid] of bids.entries()) {
    const lot = toLot(viewOf(rules, state), { id: bid.bidder, bid: false }, OPENS + index);
    const outcome = placeBid(rules, state, {
      bidder: bid.bidder,
      amount: toMinorUnits(minimumBid(lot)) + bid.plus,
      auto: bid.auto,
      at: OPENS + index,
    });
    if (!outcome.accepted) throw new Error(`The lot's minimum was refused: ${outcome.reason}`);
    state = outcome.state;
  }
  return state;
}

describe('the minimum bid the lot carries', () => {
  it('is accepted by the engine, full or maximum, for every bidder, and one cent less is refused', () => {
    fc.assert(
      fc.property(lotRules, earlierBids, (rules, bids) => {
        const state = play(rules, bids);
        const at = OPENS + bids.length;
        for (const bidder of BIDDERS) {
          const lot = toLot(viewOf(rules, state), { id: bidder, bid: false }, at);
          for (const offered of [suggestedBid(lot), minimumBid(lot)]) {
            // the panel lets it through, and the engine takes it
            expect(bidAmountError(offered, lot)).toBeUndefined();
            for (const auto of [false, true]) {
              const outcome = placeBid(rules, state, { bidder, amount: toMinorUnits(offered), auto, at });
              expect(outcome).toMatchObject({ accepted: true });
            }
          }
          // and the panel's minimum is the engine's: a cent less is refused by both, with the same minimum
          const below = toMinorUnits(minimumBid(lot)) - 1;
          const refused = placeBid(rules, state, { bidder, amount: below, auto: false, at });
          expect(refused).toEqual({ accepted: false, reason: 'too_low', minimum: below + 1 });
          expect(bidAmountError(below / 100, lot)).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is the leader’s maximum plus 1 where the increment is under 1 (the case the panel got wrong)', () => {
    const rules: LotRules = {
      startPrice: 1_000,
      reserve: null,
      opens: OPENS,
      increments: [{ from: 0, increment: 50 }],
      closingWindowMs: 0,
      latestClose: null,
    };
    const state = play(rules, [{ bidder: 1, auto: false, plus: 0 }]);
    const leader = toLot(viewOf(rules, state), { id: 1, bid: true }, OPENS + 1);
    expect(leader).toMatchObject({ current_bid: 10, next_bid: 10.5, auto_bid: null, minimum_bid: 11 });
    expect(suggestedBid(leader)).toBe(11);
    const other = toLot(viewOf(rules, state), { id: 2, bid: false }, OPENS + 1);
    expect(other.minimum_bid).toBe(10.5);
  });
});
