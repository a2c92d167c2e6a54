// The bidding rules written a second way, for tests: every bidder's maximum is kept, and the
// leader and price are worked out from them as the engine's doc comment states. The engine keeps
// only the leader's maximum; engine tests and server tests check it against this model after
// every step. Not part of any public entry.
import type { BidAttempt, BidRefusal, LotRules, LotState, ReserveState } from './engine';

export type ReferenceBidOutcome =
  | { accepted: true; outbid: number | null; extended: boolean }
  | ({ accepted: false } & BidRefusal);

export interface ReferenceModel {
  bid(attempt: BidAttempt): ReferenceBidOutcome;
  /** Closes the lot when `at` has reached the close; `winner` is null when unsold. */
  close(at: number): { closed: false } | { closed: true; winner: number | null };
  /** The state the engine should hold. */
  state(): LotState;
  /** The lowest bid `bidder` may place now. */
  minimumFor(bidder: number): number;
  reserve(): ReserveState;
}

interface Maximum {
  bidder: number;
  amount: number;
  /** The place of the bid that set it: equal maximums go to the earlier. */
  order: number;
}

export function createReferenceModel(rules: LotRules, closes: number): ReferenceModel {
  const maxima = new Map<number, Maximum>();
  let price: number | null = null;
  let closed = false;
  let bids = 0;

  const increment = (at: number) => {
    const bands = rules.increments.filter((band) => band.from <= at);
    const band = bands.sort((a, b) => b.from - a.from)[0] ?? rules.increments[0];
    return band?.increment ?? 100;
  };
  const beats = (a: Maximum, b: Maximum | undefined) =>
    b === undefined || a.amount > b.amount || (a.amount === b.amount && a.order < b.order);
  const best = (except?: number) => {
    let top: Maximum | undefined;
    for (const maximum of maxima.values()) {
      if (maximum.bidder !== except && beats(maximum, top)) top = maximum;
    }
    return top;
  };
  const firstBid = () => Math.max(rules.startPrice, 100);
  const minimumFor = (bidder: number) => {
    const next = price === null ? firstBid() : price + increment(price);
    const leader = best();
    return leader?.bidder === bidder ? Math.max(next, leader.amount + 100) : next;
  };
  const reserve = (): ReserveState => {
    if (rules.reserve === null) return 'no_reserve';
    return price !== null && price >= rules.reserve ? 'reserve_met' : 'reserve_not_met';
  };

  return {
    bid(attempt) {
      if (closed || attempt.at >= closes) return { accepted: false, reason: 'closed' };
      if (attempt.at < rules.opens) return { accepted: false, reason: 'not_open' };
      const minimum = minimumFor(attempt.bidder);
      if (!Number.isInteger(attempt.amount) || attempt.amount < minimum) {
        return { accepted: false, reason: 'too_low', minimum };
      }
      const before = best();
      bids += 1;
      maxima.set(attempt.bidder, { bidder: attempt.bidder, amount: attempt.amount, order: bids });
      const leader = best() as Maximum;
      if (before === undefined) {
        // the first bid: a maximum opens at the start price, a full bid stands at its amount
        price = attempt.auto ? firstBid() : attempt.amount;
      } else if (before.bidder !== attempt.bidder) {
        const runnerUp = best(leader.bidder) as Maximum;
        price =
          leader.bidder === attempt.bidder && !attempt.auto
            ? attempt.amount
            : Math.min(leader.amount, runnerUp.amount + increment(runnerUp.amount));
      }
      if (rules.reserve !== null && leader.amount >= rules.reserve && (price ?? 0) < rules.reserve) {
        price = rules.reserve;
      }
      let extended = false;
      if (rules.closingWindowMs > 0 && attempt.at >= closes - rules.closingWindowMs) {
        const moved = Math.min(
          attempt.at + rules.closingWindowMs,
          rules.latestClose ?? Number.POSITIVE_INFINITY,
        );
        extended = moved > closes;
        closes = Math.max(closes, moved);
      }
      const outbid = before !== undefined && before.bidder !== leader.bidder ? before.bidder : null;
      return { accepted: true, outbid, extended };
    },
    close(at) {
      if (closed || at < closes) return { closed: false };
      closed = true;
      const leader = best();
      return { closed: true, winner: leader && reserve() !== 'reserve_not_met' ? leader.bidder : null };
    },
    state() {
      const leader = best();
      return { price, leader: leader?.bidder ?? null, leaderMax: leader?.amount ?? null, closes, closed };
    },
    minimumFor,
    reserve,
  };
}
