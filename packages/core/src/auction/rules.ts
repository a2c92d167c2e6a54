// The bidding panel's rules over the wire `Lot` (spec §4, §8): what to suggest, who is outbid or
// has won, how rows are coloured and which toasts a bid's answer gives.
import { isApiError } from '../client/apiError';
import { formatPrice } from '../format/price';
import type { Bid, Lot } from '../schemas/auction';
import type { AuctionPhase, ReserveState } from './engine';
import { AUCTION_MESSAGES } from './messages';
import { fromMinorUnits, toMinorUnits } from './money';

/**
 * Spec §5: bidding needs a complete profile and a verified email. The server refuses others with
 * `AUCTION_MESSAGES.profileIncomplete`; the bidding panel shows it instead of the form.
 */
export function mayBid(user: { is_profile_complete: boolean; email_activated: boolean }): boolean {
  return user.is_profile_complete && user.email_activated;
}

/** Spec §9: the status text starts with "reserve met" or "no reserve" (any case). */
export function isReserveMet(reserveStatus: string): boolean {
  const status = reserveStatus.trimStart().toLowerCase();
  return status.startsWith('reserve met') || status.startsWith('no reserve');
}

/**
 * The lowest amount the member may bid: the lot's `minimum_bid`, which the server works out for
 * them with the engine's `minimumBidFor` (the one rule). Worked out here from `next_bid` and
 * `auto_bid` it went wrong where an increment is under 1, and where the leader's maximum equals
 * the price (`auto_bid` is then null, yet the engine wants the maximum plus 1).
 */
export function minimumBid(lot: Lot): number {
  return lot.minimum_bid;
}

/** The amount the panel starts with (and goes back to after a failed bid): the minimum. */
export function suggestedBid(lot: Lot): number {
  return minimumBid(lot);
}

/** The member has bid, is not leading and has no maximum still working. */
export function isOutbid(lot: Lot, userId: number | null): boolean {
  if (userId === null || lot.has_leading_bid || lot.auto_bid !== null) return false;
  return lot.bids.some((bid) => bid.user.id === userId);
}

export type BidRowTone = 'leading' | 'own' | 'other';

/** Bid history colours: the newest row, when it is the current bid, is leading; the member's other rows are their own. */
export function bidRowTone(bid: Bid, index: number, lot: Lot, userId: number | null): BidRowTone {
  if (index === 0 && bid.amount === lot.current_bid) return 'leading';
  return userId !== null && bid.user.id === userId ? 'own' : 'other';
}

/** You won: the lot is closed, the member leads and the reserve is met or there is none. */
export function hasWon(lot: Lot, phase: AuctionPhase): boolean {
  return phase === 'closed' && lot.has_leading_bid && isReserveMet(lot.reserve_status);
}

/** What a bid costs with the buyer's premium (a percent), to the cent. */
export function allInAmount(amount: number, buyersPremiumPercent: number): number {
  const minor = toMinorUnits(amount);
  return fromMinorUnits(minor + Math.round((minor * buyersPremiumPercent) / 100));
}

/** The amount field's error (spec §8), else undefined. */
export function bidAmountError(amount: number | undefined, lot: Lot): string | undefined {
  if (amount === undefined || Number.isNaN(amount)) return AUCTION_MESSAGES.amountRequired;
  const minimum = Math.max(minimumBid(lot), 1);
  if (amount < minimum) return `${AUCTION_MESSAGES.minimumBidPrefix} ${formatPrice(minimum, lot.currency)}`;
  return undefined;
}

export interface BidToast {
  level: 'warning' | 'error';
  text: string;
}

/** The toasts of a failed bid (spec §8). */
export function bidErrorToasts(error: unknown): BidToast[] {
  if (isApiError(error)) {
    if (error.status === 400 && error.nonFieldErrors.length > 0) {
      return error.nonFieldErrors.map((text) => ({ level: 'warning', text }));
    }
    const amountError = error.fieldErrors.amount?.[0];
    if (error.status === 400 && amountError !== undefined) return [{ level: 'error', text: amountError }];
    if (error.status === 403) {
      return [{ level: 'error', text: error.detail ?? AUCTION_MESSAGES.noPermission }];
    }
  }
  return [{ level: 'error', text: AUCTION_MESSAGES.errorPlacingBid }];
}

const RESERVE_TEXTS: Readonly<Record<ReserveState, string>> = {
  no_reserve: AUCTION_MESSAGES.noReserve,
  reserve_met: AUCTION_MESSAGES.reserveMet,
  reserve_not_met: AUCTION_MESSAGES.reserveNotMet,
};

/** The `reserve_status` text of a reserve state. */
export function reserveStatusText(state: ReserveState): string {
  return RESERVE_TEXTS[state];
}
