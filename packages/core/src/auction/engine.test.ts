import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoBidOf,
  type BidOutcome,
  closeLot,
  DEFAULT_INCREMENTS,
  type IncrementBand,
  incrementAt,
  initialState,
  type LotRules,
  type LotState,
  lotStatus,
  minimumBidFor,
  nextBid,
  phaseAt,
  placeBid,
  reserveState,
} from './engine';
import { createReferenceModel } from './referenceModel';

const A = 1;
const B = 2;
const C = 3;
const CLOSES = 1_000_000;

const rulesOf = (overrides: Partial<LotRules> = {}): LotRules => ({
  startPrice: 1000,
  reserve: null,
  opens: 0,
  increments: DEFAULT_INCREMENTS,
  closingWindowMs: 120_000,
  latestClose: null,
  ...overrides,
});

type Step = [bidder: number, amount: number, auto: boolean, at?: number];

/** Plays accepted bids in order (at 1000 ms unless given); fails on a refusal. */
function play(rules: LotRules, steps: Step[], state = initialState(CLOSES)) {
  let last: BidOutcome | undefined;
  for (const [bidder, amount, auto, at = 1000] of steps) {
    last = placeBid(rules, state, { bidder, amount, auto, at });
    if (!last.accepted) throw new Error(`bid ${amount} by ${bidder} refused: ${last.reason}`);
    state = last.state;
  }
  if (!last?.accepted) throw new Error('no bid played');
  return last;
}

describe('placeBid', () => {
  it('opens a maximum bid at the start price and a full bid at its amount', () => {
    expect(play(rulesOf(), [[A, 5000, true]]).state).toMatchObject({
      price: 1000,
      leader: A,
      leaderMax: 5000,
    });
    expect(play(rulesOf(), [[A, 1500, false]]).state).toMatchObject({
      price: 1500,
      leader: A,
      leaderMax: 1500,
    });
  });

  it('raises a maximum bid one increment at a time, answering each challenger', () => {
    const rules = rulesOf();
    const first = play(rules, [
      [A, 5000, true],
      [B, 1500, false],
    ]);
    expect(first.state).toMatchObject({ price: 1600, leader: A });
    expect(first.rows).toEqual([
      { bidder: B, amount: 1500 },
      { bidder: A, amount: 1600 },
    ]);
    expect(first.outbid).toBeNull();
    // at 3000 the increment is 200
    const second = play(rules, [[B, 3000, false]], first.state);
    expect(second.state).toMatchObject({ price: 3200, leader: A });
    // the answer never passes the leader's maximum
    const third = play(rules, [[B, 4900, false]], second.state);
    expect(third.state).toMatchObject({ price: 5000, leader: A, leaderMax: 5000 });
  });

  it("prices a new leader's maximum at the runner-up's maximum plus one increment, capped at the new maximum", () => {
    const rules = rulesOf();
    const overtaken = play(rules, [
      [A, 5000, true],
      [B, 8000, true],
    ]);
    expect(overtaken.state).toMatchObject({ price: 5200, leader: B, leaderMax: 8000 });
    expect(overtaken.outbid).toBe(A);
    expect(overtaken.rows).toEqual([
      { bidder: A, amount: 5000 },
      { bidder: B, amount: 5200 },
    ]);
    const capped = play(rules, [
      [A, 5000, true],
      [B, 5100, true],
    ]);
    expect(capped.state).toMatchObject({ price: 5100, leader: B });
  });

  it('follows the two highest maximums among three bidders', () => {
    const outcome = play(rulesOf(), [
      [A, 5000, true],
      [B, 3000, true],
      [C, 6000, true],
    ]);
    expect(outcome.state).toMatchObject({ price: 5200, leader: C, leaderMax: 6000 });
    expect(outcome.outbid).toBe(A);
  });

  it('takes the lead at the full amount of a full bid above the maximum', () => {
    const outcome = play(rulesOf(), [
      [A, 5000, true],
      [B, 7000, false],
    ]);
    expect(outcome.state).toMatchObject({ price: 7000, leader: B, leaderMax: 7000 });
    expect(outcome.outbid).toBe(A);
  });

  it('gives equal maximums to the earlier bidder', () => {
    const outcome = play(rulesOf(), [
      [A, 5000, true],
      [B, 5000, true],
    ]);
    expect(outcome.state).toMatchObject({ price: 5000, leader: A, leaderMax: 5000 });
    expect(outcome.rows).toEqual([
      { bidder: B, amount: 5000 },
      { bidder: A, amount: 5000 },
    ]);
    expect(outcome.outbid).toBeNull();
  });

  it('lifts the price to the reserve when the leading maximum reaches it', () => {
    const rules = rulesOf({ reserve: 4000 });
    const met = play(rules, [[A, 6000, true]]);
    expect(met.state.price).toBe(4000);
    expect(met.rows).toEqual([{ bidder: A, amount: 4000 }]);
    expect(reserveState(rules, met.state)).toBe('reserve_met');

    const under = play(rules, [[A, 3000, true]]);
    expect(under.state.price).toBe(1000);
    expect(reserveState(rules, under.state)).toBe('reserve_not_met');
    // the leader raising to the reserve is the one raise of their own that moves the price
    const raised = play(rules, [[A, 4500, true]], under.state);
    expect(raised.state).toMatchObject({ price: 4000, leaderMax: 4500 });
    expect(raised.rows).toEqual([{ bidder: A, amount: 4000 }]);

    const answered = play(rules, [[B, 2000, false]], under.state);
    expect(answered.state).toMatchObject({ price: 2200, leader: A });
    expect(reserveState(rulesOf(), answered.state)).toBe('no_reserve');
  });

  it('does not raise the price when the leader raises their own maximum', () => {
    const rules = rulesOf();
    const leading = play(rules, [
      [A, 5000, true],
      [B, 1500, false],
    ]);
    for (const auto of [true, false]) {
      const raised = play(rules, [[A, 9000, auto]], leading.state);
      expect(raised.state).toMatchObject({ price: 1600, leader: A, leaderMax: 9000 });
      expect(raised.rows).toEqual([]);
      expect(raised.outbid).toBeNull();
    }
  });

  it('moves a close within the closing window to the bid time plus the window', () => {
    const rules = rulesOf();
    const early = play(rules, [[A, 1000, false, 500_000]]);
    expect(early).toMatchObject({ extended: false, state: { closes: CLOSES } });
    // the window opens at 880 000 ms
    const late = play(rules, [[B, 1100, false, 950_000]], early.state);
    expect(late).toMatchObject({ extended: true, state: { closes: 1_070_000 } });
    const later = play(rules, [[A, 1200, false, 1_060_000]], late.state);
    expect(later).toMatchObject({ extended: true, state: { closes: 1_180_000 } });
    // an accepted bid that moves nothing (the window ends before the close) does not extend
    const short = rulesOf({ closingWindowMs: 0 });
    expect(play(short, [[A, 1000, false, 999_999]])).toMatchObject({
      extended: false,
      state: { closes: CLOSES },
    });
  });

  it('never extends the close past the cap', () => {
    const rules = rulesOf({ latestClose: 1_050_000 });
    const first = play(rules, [[A, 1000, false, 950_000]]);
    expect(first).toMatchObject({ extended: true, state: { closes: 1_050_000 } });
    const second = play(rules, [[B, 1100, false, 1_000_000]], first.state);
    expect(second).toMatchObject({ extended: false, state: { closes: 1_050_000 } });
  });

  it('refuses a bid before the opening, at or after the close, and after closeLot', () => {
    const rules = rulesOf({ opens: 10_000 });
    const state = initialState(CLOSES);
    const bid = (at: number, on: LotState = state) =>
      placeBid(rules, on, { bidder: A, amount: 1000, auto: false, at });
    expect(bid(9_999)).toEqual({ accepted: false, reason: 'not_open' });
    expect(bid(10_000).accepted).toBe(true);
    expect(bid(CLOSES - 1).accepted).toBe(true);
    expect(bid(CLOSES)).toEqual({ accepted: false, reason: 'closed' });
    expect(bid(CLOSES + 1)).toEqual({ accepted: false, reason: 'closed' });
    expect(bid(20_000, { ...state, closed: true })).toEqual({ accepted: false, reason: 'closed' });
  });

  it('refuses a bid below the minimum and says what the minimum is', () => {
    const rules = rulesOf();
    const bid = (state: LotState, bidder: number, amount: number) =>
      placeBid(rules, state, { bidder, amount, auto: false, at: 1000 });
    expect(bid(initialState(CLOSES), A, 999)).toEqual({ accepted: false, reason: 'too_low', minimum: 1000 });
    const leading = play(rules, [[A, 2000, true]]);
    expect(bid(leading.state, B, 1099)).toEqual({ accepted: false, reason: 'too_low', minimum: 1100 });
    // the leader may only raise their maximum, by at least one unit
    expect(bid(leading.state, A, 2099)).toEqual({ accepted: false, reason: 'too_low', minimum: 2100 });
    // amounts are whole minor units
    expect(bid(leading.state, B, 1100.5)).toEqual({ accepted: false, reason: 'too_low', minimum: 1100 });
  });
});

describe('nextBid and minimumBidFor', () => {
  it('is the start price (never below 1.00) before any bid, then the price plus its increment', () => {
    expect(nextBid(rulesOf(), initialState(CLOSES))).toBe(1000);
    expect(nextBid(rulesOf({ startPrice: 10 }), initialState(CLOSES))).toBe(100);
    const state = (price: number): LotState => ({
      ...initialState(CLOSES),
      price,
      leader: A,
      leaderMax: price,
    });
    expect(nextBid(rulesOf(), state(1600))).toBe(1700);
    expect(nextBid(rulesOf(), state(2000))).toBe(2200);
    expect(nextBid(rulesOf(), state(150_000))).toBe(155_000);
  });

  it('asks the leader for more than their own maximum', () => {
    const leading = play(rulesOf(), [[A, 5000, true]]).state;
    expect(minimumBidFor(rulesOf(), leading, A)).toBe(5100);
    expect(minimumBidFor(rulesOf(), leading, B)).toBe(1100);
  });

  it('looks increments up by price band', () => {
    expect(incrementAt(0)).toBe(100);
    expect(incrementAt(1999)).toBe(100);
    expect(incrementAt(2000)).toBe(200);
    expect(incrementAt(5_000_000)).toBe(250_000);
    expect(incrementAt(500, [{ from: 0, increment: 50 }])).toBe(50);
  });
});

describe('phaseAt and autoBidOf', () => {
  it('derives the phase from the opening, the close and the closed flag', () => {
    const rules = { opens: 100 };
    const state = { closes: 200, closed: false };
    expect(phaseAt(rules, state, 99)).toBe('not_started');
    expect(phaseAt(rules, state, 100)).toBe('open');
    expect(phaseAt(rules, state, 200)).toBe('closed');
    expect(phaseAt(rules, { closes: 200, closed: true }, 150)).toBe('closed');
  });

  it("shows the leader's maximum only while it is above the price", () => {
    const rules = rulesOf();
    const leading = play(rules, [[A, 5000, true]]).state;
    expect(autoBidOf(leading, A)).toBe(5000);
    expect(autoBidOf(leading, B)).toBeNull();
    expect(autoBidOf(play(rules, [[B, 5000, false]], leading).state, A)).toBeNull();
  });
});

describe('closeLot', () => {
  it('does nothing before the close or twice', () => {
    const state = play(rulesOf(), [[A, 1000, false]]).state;
    expect(closeLot(rulesOf(), state, CLOSES - 1)).toEqual({ closed: false });
    const closed = closeLot(rulesOf(), state, CLOSES);
    expect(closed).toEqual({ closed: true, state: { ...state, closed: true }, winner: A });
    if (closed.closed) expect(closeLot(rulesOf(), closed.state, CLOSES + 1)).toEqual({ closed: false });
  });

  it('names the leader the winner when the reserve is met or there is none, else leaves the lot unsold', () => {
    const rules = rulesOf({ reserve: 4000 });
    const met = play(rules, [[A, 4000, false]]).state;
    expect(closeLot(rules, met, CLOSES)).toMatchObject({ closed: true, winner: A });
    const under = play(rules, [[A, 3900, false]]).state;
    expect(closeLot(rules, under, CLOSES)).toMatchObject({ closed: true, winner: null });
    expect(closeLot(rules, initialState(CLOSES), CLOSES)).toMatchObject({ closed: true, winner: null });
  });
});

describe('lotStatus', () => {
  it('is open until the close, for everyone', () => {
    const rules = rulesOf();
    const state = play(rules, [[A, 1000, false]]).state;
    for (const viewer of [
      { id: A, bid: true },
      { id: B, bid: false },
      { id: null, bid: false },
    ]) {
      expect(lotStatus(rules, state, CLOSES - 1, viewer)).toBe('open');
      expect(lotStatus({ ...rules, opens: CLOSES - 1 }, initialState(CLOSES), 0, viewer)).toBe('open');
    }
  });

  it('after the close: won by the winner, lost by the other bidders, sold to the others', () => {
    const rules = rulesOf();
    const state = play(rules, [
      [A, 1000, false],
      [B, 1100, false],
    ]).state;
    expect(lotStatus(rules, state, CLOSES, { id: B, bid: true })).toBe('won');
    expect(lotStatus(rules, state, CLOSES, { id: A, bid: true })).toBe('lost');
    expect(lotStatus(rules, state, CLOSES, { id: C, bid: false })).toBe('sold');
    expect(lotStatus(rules, state, CLOSES, { id: null, bid: false })).toBe('sold');
    // settled by the closing job: the same
    expect(lotStatus(rules, { ...state, closed: true }, 0, { id: B, bid: true })).toBe('won');
  });

  it('after the close under the reserve or without bids: lost by the bidders, closed to the others', () => {
    const rules = rulesOf({ reserve: 5000 });
    const state = play(rules, [[A, 1000, false]]).state;
    expect(lotStatus(rules, state, CLOSES, { id: A, bid: true })).toBe('lost');
    expect(lotStatus(rules, state, CLOSES, { id: C, bid: false })).toBe('closed');
    expect(lotStatus(rules, initialState(CLOSES), CLOSES, { id: C, bid: false })).toBe('closed');
  });
});

// Generated sequences of bids, clock moves and closes, checked against the reference model
// (every bidder's maximum kept, leader and price worked out afresh) after every step.

const incrementTable: fc.Arbitrary<readonly IncrementBand[]> = fc.oneof(
  fc.constant(DEFAULT_INCREMENTS),
  fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { maxLength: 4 }).chain((froms) =>
    fc
      .array(fc.integer({ min: 1, max: 2_000 }), {
        minLength: froms.length + 1,
        maxLength: froms.length + 1,
      })
      .map((increments) =>
        [0, ...froms.sort((a, b) => a - b)].map((from, index) => ({
          from,
          increment: increments[index] ?? 100,
        })),
      ),
  ),
);

const lotRules: fc.Arbitrary<LotRules> = fc.record({
  startPrice: fc.integer({ min: 1, max: 5_000 }),
  reserve: fc.option(fc.integer({ min: 100, max: 30_000 })),
  opens: fc.constant(10_000),
  increments: incrementTable,
  closingWindowMs: fc.constantFrom(0, 1_000, 120_000),
  latestClose: fc.option(fc.integer({ min: 100_000, max: 400_000 })),
});

type Command =
  | { kind: 'bid'; bidder: number; auto: boolean; amount: AmountChoice; wait: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'close' };
/** Amounts follow the lot's state so that ties, reserves and refusals all come up. */
type AmountChoice =
  | { of: 'minimum'; plus: number }
  | { of: 'leaderMax'; plus: number }
  | { of: 'reserve' }
  | { of: 'below' }
  | { of: 'raw'; amount: number };

const amountChoice: fc.Arbitrary<AmountChoice> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ of: fc.constant('minimum' as const), plus: fc.integer({ min: 0, max: 3_000 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      of: fc.constant('leaderMax' as const),
      plus: fc.oneof(fc.constant(0), fc.integer({ min: -200, max: 200 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ of: fc.constant('reserve' as const) }) },
  { weight: 1, arbitrary: fc.record({ of: fc.constant('below' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ of: fc.constant('raw' as const), amount: fc.integer({ min: 0, max: 40_000 }) }),
  },
);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      bidder: fc.integer({ min: 1, max: 4 }),
      auto: fc.boolean(),
      amount: amountChoice,
      wait: fc.integer({ min: 0, max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 60_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
);

function amountFor(choice: AmountChoice, rules: LotRules, state: LotState, bidder: number): number {
  switch (choice.of) {
    case 'minimum':
      return minimumBidFor(rules, state, bidder) + choice.plus;
    case 'leaderMax':
      return (state.leaderMax ?? rules.startPrice) + choice.plus;
    case 'reserve':
      return rules.reserve ?? rules.startPrice;
    case 'below':
      return minimumBidFor(rules, state, bidder) - 1;
    case 'raw':
      return choice.amount;
  }
}

describe('placeBid and closeLot over generated sequences', () => {
  it('agree with the reference model and keep their invariants after every step', () => {
    fc.assert(
      fc.property(
        lotRules,
        fc.integer({ min: 20_000, max: 400_000 }),
        fc.integer({ min: 8_000, max: 15_000 }),
        fc.array(command, { maxLength: 40, size: 'max' }),
        (rules, closes, start, commands) => {
          const model = createReferenceModel(rules, closes);
          let state = initialState(closes);
          let at = start;
          for (const step of commands) {
            const before = state;
            if (step.kind === 'wait') {
              at += step.ms;
              continue;
            }
            if (step.kind === 'close') {
              const outcome = closeLot(rules, state, at);
              const expected = model.close(at);
              expect(outcome.closed).toBe(expected.closed);
              if (outcome.closed && expected.closed) {
                expect(outcome.winner).toBe(expected.winner);
                state = outcome.state;
              }
            } else {
              at += step.wait;
              const bid = {
                bidder: step.bidder,
                auto: step.auto,
                amount: amountFor(step.amount, rules, state, step.bidder),
                at,
              };
              const outcome = placeBid(rules, state, bid);
              const expected = model.bid(bid);
              if (outcome.accepted) {
                expect(expected).toEqual({
                  accepted: true,
                  outbid: outcome.outbid,
                  extended: outcome.extended,
                });
                if (outcome.rows.length > 0) {
                  // the history climbs from the old price and ends at the leader's new price
                  const amounts = outcome.rows.map((row) => row.amount);
                  expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
                  expect(amounts[0]).toBeGreaterThan(before.price ?? 0);
                  expect(outcome.rows.at(-1)).toEqual({
                    bidder: outcome.state.leader,
                    amount: outcome.state.price,
                  });
                }
                state = outcome.state;
              } else {
                const { accepted, ...refusal } = outcome;
                expect(expected).toEqual({ accepted, ...refusal });
                if (before.closed) expect(refusal.reason).toBe('closed');
              }
            }

            expect(state).toEqual(model.state());
            expect(reserveState(rules, state)).toBe(model.reserve());
            for (const bidder of [1, 2, 3, 4])
              expect(minimumBidFor(rules, state, bidder)).toBe(model.minimumFor(bidder));
            // price never falls, stays within the leader's maximum and below the next bid
            if (before.price !== null) expect(state.price).toBeGreaterThanOrEqual(before.price);
            if (state.price !== null) {
              expect(state.price).toBeLessThanOrEqual(state.leaderMax ?? 0);
              expect(nextBid(rules, state)).toBeGreaterThan(state.price);
            }
            // the close only moves later, and never past the cap
            expect(state.closes).toBeGreaterThanOrEqual(before.closes);
            if (rules.latestClose !== null) {
              expect(state.closes).toBeLessThanOrEqual(Math.max(closes, rules.latestClose));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    // a few hundred sequences take about a second; a loaded machine gets room
  }, 30_000);

  it('accepts no bid once the lot is closed', () => {
    fc.assert(
      fc.property(
        lotRules,
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 100, max: 50_000 }), fc.boolean()),
        ),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rules, bids, after) => {
          const closes = 50_000;
          let state = initialState(closes);
          for (const [bidder, amount, auto] of bids) {
            const outcome = placeBid(rules, state, { bidder, amount, auto, at: 20_000 });
            if (outcome.accepted) state = outcome.state;
          }
          const closed = closeLot(rules, state, Math.max(state.closes, 20_000));
          if (!closed.closed) throw new Error('the lot should close at its close');
          for (const [bidder, amount, auto] of bids) {
            const at = rules.opens + (after % (state.closes - rules.opens));
            expect(placeBid(rules, closed.state, { bidder, amount, auto, at })).toEqual({
              accepted: false,
              reason: 'closed',
            });
          }
        },
      ),
    );
  });
});

describe('incrementAt with an organisation table out of order', () => {
  it('takes the band with the highest start at or below the price', () => {
    const table = [
      { from: 10_000, increment: 500 },
      { from: 0, increment: 100 },
      { from: 2_000, increment: 200 },
    ];
    expect(incrementAt(500, table)).toBe(100);
    expect(incrementAt(5_000, table)).toBe(200);
    expect(incrementAt(50_000, table)).toBe(500);
  });
});
