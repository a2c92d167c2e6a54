// The bidding engine: one pure module, used by the server to settle every bid and by tests as the
// model the server is checked against. Amounts are integers in minor units (cents), times are
// milliseconds since the epoch, bidders are member ids.

import { phaseAt } from './phase';

/** One price band: from `from` (inclusive, minor units) the next bid is `increment` higher. */
export interface IncrementBand {
  from: number;
  increment: number;
}

/** The default increment table (minor units), replaceable per organisation. */
export const DEFAULT_INCREMENTS: readonly IncrementBand[] = [
  { from: 0, increment: 100 },
  { from: 2_000, increment: 200 },
  { from: 10_000, increment: 500 },
  { from: 20_000, increment: 1_000 },
  { from: 50_000, increment: 2_500 },
  { from: 100_000, increment: 5_000 },
  { from: 200_000, increment: 10_000 },
  { from: 500_000, increment: 25_000 },
  { from: 1_000_000, increment: 50_000 },
  { from: 2_000_000, increment: 100_000 },
  { from: 5_000_000, increment: 250_000 },
];

/** Default soft-close window: a bid accepted this close to the end moves the end to bid time + window. */
export const DEFAULT_CLOSING_WINDOW_MS = 2 * 60 * 1000;

/** Spec §9: no bid may be below 1 (one currency unit). */
export const MINIMUM_BID = 100;

/** The increment that applies at `price`: the band with the highest `from` at or below it. */
export function incrementAt(price: number, table: readonly IncrementBand[] = DEFAULT_INCREMENTS): number {
  let best: IncrementBand | undefined;
  for (const band of table) {
    if (price >= band.from && (best === undefined || band.from > best.from)) best = band;
  }
  return best?.increment ?? table[0]?.increment ?? 100;
}

/** The rules of one lot, fixed when it is listed (the close moves; it lives in the state). */
export interface LotRules {
  /** The lowest first bid, at least {@link MINIMUM_BID}. */
  startPrice: number;
  /** Null: no reserve. */
  reserve: number | null;
  opens: number;
  increments: readonly IncrementBand[];
  /** Soft-close window in ms; 0 turns soft close off. */
  closingWindowMs: number;
  /** The latest the close may be extended to; null: no cap. */
  latestClose: number | null;
}

/** What the engine knows of a lot between bids: the visible price and the leader's hidden maximum. */
export interface LotState {
  /** The current bid; null before the first bid. */
  price: number | null;
  leader: number | null;
  /** The leader's maximum (at least the price); null before the first bid. */
  leaderMax: number | null;
  closes: number;
  /** Set by {@link closeLot}; no bid is taken after. */
  closed: boolean;
}

export interface BidAttempt {
  bidder: number;
  amount: number;
  /** True: a maximum (proxy) bid; false: a full bid of exactly `amount`. */
  auto: boolean;
  /** The time the bid is taken (the database clock, read after the lot is locked). */
  at: number;
}

/** A row of the public bid history: who bid what. */
export interface BidRow {
  bidder: number;
  amount: number;
}

export type BidRefusal =
  /** Before `opens`. */
  | { reason: 'not_open' }
  /** At or after the close, or closed. */
  | { reason: 'closed' }
  /** Below the minimum for this bidder; `minimum` is what would have been taken. */
  | { reason: 'too_low'; minimum: number };

export type BidOutcome =
  | {
      accepted: true;
      state: LotState;
      /** Rows to append to the history, oldest first. */
      rows: BidRow[];
      /** The leader before, when this bid took the lead from them. */
      outbid: number | null;
      /** True when the bid moved the close (soft close). */
      extended: boolean;
    }
  | ({ accepted: false } & BidRefusal);

export function initialState(closes: number): LotState {
  return { price: null, leader: null, leaderMax: null, closes, closed: false };
}

/** The lowest bid anyone but the leader may place: the start price, then price + increment. */
export function nextBid(rules: LotRules, state: LotState): number {
  if (state.price === null) return Math.max(rules.startPrice, MINIMUM_BID);
  return state.price + incrementAt(state.price, rules.increments);
}

/** The lowest bid `bidder` may place: the leader may only raise their maximum, by at least 1 unit. */
export function minimumBidFor(rules: LotRules, state: LotState, bidder: number): number {
  const next = nextBid(rules, state);
  if (bidder === state.leader && state.leaderMax !== null)
    return Math.max(next, state.leaderMax + MINIMUM_BID);
  return next;
}

export { type AuctionPhase, phaseAt } from './phase';

export type ReserveState = 'no_reserve' | 'reserve_met' | 'reserve_not_met';

export function reserveState(rules: Pick<LotRules, 'reserve'>, state: Pick<LotState, 'price'>): ReserveState {
  if (rules.reserve === null) return 'no_reserve';
  return state.price !== null && state.price >= rules.reserve ? 'reserve_met' : 'reserve_not_met';
}

/** The maximum the member has above the current price (their proxy still working), else null. */
export function autoBidOf(state: LotState, bidder: number): number | null {
  if (bidder !== state.leader || state.leaderMax === null || state.price === null) return null;
  return state.leaderMax > state.price ? state.leaderMax : null;
}

/**
 * Settles one bid.
 * - A challenger's full bid above the leader's maximum takes the lead at its amount; a maximum bid
 *   takes it at the leader's maximum + increment, capped at the new maximum.
 * - A challenger at or below the leader's maximum loses (equal maximums go to the earlier) and the
 *   leader's proxy answers at the challenger's amount + increment, capped at the leader's maximum.
 * - The leader's own bid (full or maximum) only raises their maximum: it never raises the price.
 * - A leading maximum at or above the reserve lifts the price to the reserve.
 * - Soft close: an accepted bid within the closing window moves the close to bid time + window,
 *   no later than the cap.
 */
export function placeBid(rules: LotRules, state: LotState, bid: BidAttempt): BidOutcome {
  const phase = phaseAt(rules, state, bid.at);
  if (phase === 'not_started') return { accepted: false, reason: 'not_open' };
  if (phase === 'closed') return { accepted: false, reason: 'closed' };
  const minimum = minimumBidFor(rules, state, bid.bidder);
  if (!Number.isInteger(bid.amount) || bid.amount < minimum) {
    return { accepted: false, reason: 'too_low', minimum };
  }

  const rows: BidRow[] = [];
  let { price, leader, leaderMax } = state;
  let outbid: number | null = null;
  const raise = (max: number) => Math.min(leaderMax ?? max, max + incrementAt(max, rules.increments));

  if (leader === null || leaderMax === null || price === null) {
    // The first bid: a full bid stands at its amount, a maximum opens at the start price.
    leader = bid.bidder;
    leaderMax = bid.amount;
    price = bid.auto ? nextBid(rules, state) : bid.amount;
    rows.push({ bidder: leader, amount: price });
  } else if (bid.bidder === leader) {
    leaderMax = bid.amount;
  } else if (bid.amount > leaderMax) {
    // The challenger takes the lead; the old leader's proxy went as far as their maximum.
    if (leaderMax > price) rows.push({ bidder: leader, amount: leaderMax });
    outbid = leader;
    const beaten = leaderMax;
    leader = bid.bidder;
    leaderMax = bid.amount;
    price = bid.auto ? Math.min(bid.amount, beaten + incrementAt(beaten, rules.increments)) : bid.amount;
    rows.push({ bidder: leader, amount: price });
  } else {
    // The leader's maximum covers it: the challenger's bid stands, and the proxy answers.
    rows.push({ bidder: bid.bidder, amount: bid.amount });
    price = raise(bid.amount);
    rows.push({ bidder: leader, amount: price });
  }

  if (rules.reserve !== null && leaderMax >= rules.reserve && price < rules.reserve) {
    price = rules.reserve;
    const last = rows.at(-1);
    if (last?.bidder === leader) last.amount = price;
    else rows.push({ bidder: leader, amount: price });
  }

  let closes = state.closes;
  let extended = false;
  if (rules.closingWindowMs > 0 && bid.at >= state.closes - rules.closingWindowMs) {
    const moved = Math.min(bid.at + rules.closingWindowMs, rules.latestClose ?? Number.POSITIVE_INFINITY);
    if (moved > closes) {
      closes = moved;
      extended = true;
    }
  }

  return {
    accepted: true,
    state: { price, leader, leaderMax, closes, closed: false },
    rows,
    outbid,
    extended,
  };
}

export type CloseOutcome =
  | { closed: false }
  | {
      closed: true;
      state: LotState;
      /** The leader when the reserve is met or there is none; null: unsold. */
      winner: number | null;
    };

/** Who wins the lot if it closes as it stands: the leader when the reserve is met or there is none. */
export function winnerOf(
  rules: Pick<LotRules, 'reserve'>,
  state: Pick<LotState, 'leader' | 'price'>,
): number | null {
  const sold = state.leader !== null && reserveState(rules, state) !== 'reserve_not_met';
  return sold ? state.leader : null;
}

/** Closes the lot when its close has passed at `at` (re-checked under the same lock a bid takes). */
export function closeLot(rules: LotRules, state: LotState, at: number): CloseOutcome {
  if (state.closed || at < state.closes) return { closed: false };
  return { closed: true, state: { ...state, closed: true }, winner: winnerOf(rules, state) };
}

/** A lot as a member's list shows it: open, or closed as won / lost (they bid) or sold / closed unsold. */
export const LOT_STATUSES = ['open', 'won', 'lost', 'sold', 'closed'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/**
 * The lot's status for `viewer` at `at`: `open` until its close (not started included); then a
 * member who bid on it `won` or `lost` it, and anyone else (its seller, a visitor) sees it `sold`
 * or `closed` without a sale. A lot past its close is settled as {@link closeLot} would settle it,
 * so the status does not wait for the closing job.
 */
export function lotStatus(
  rules: Pick<LotRules, 'opens' | 'reserve'>,
  state: Pick<LotState, 'leader' | 'price' | 'closes' | 'closed'>,
  at: number,
  viewer: { id: number | null; bid: boolean },
): LotStatus {
  if (phaseAt(rules, state, at) !== 'closed') return 'open';
  const winner = winnerOf(rules, state);
  if (viewer.bid || (viewer.id !== null && viewer.id === state.leader)) {
    return winner !== null && winner === viewer.id ? 'won' : 'lost';
  }
  return winner === null ? 'closed' : 'sold';
}
