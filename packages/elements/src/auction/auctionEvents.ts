import { type BidResult, hasWon, type Lot } from '@trove/core/auction';

// The events `<trove-lot>` and `<trove-bid-panel>` dispatch: `bubbles` and `composed`, so the host
// page hears them on the element or anywhere above it. Amounts are in the lot's currency.

/** The member's bid was accepted (`leading` false: another member's maximum outbid it at once). */
export const TROVE_BID_PLACED = 'trove:bid-placed';
/** The member lost the lead. */
export const TROVE_OUTBID = 'trove:outbid';
/** The auction closed while the element was shown. */
export const TROVE_LOT_CLOSED = 'trove:lot-closed';

export interface TroveBidPlacedDetail {
  lotId: number;
  amount: number;
  leading: boolean;
  currentBid: number | null;
  nextBid: number;
}

export interface TroveOutbidDetail {
  lotId: number;
  currentBid: number | null;
  nextBid: number;
}

export interface TroveLotClosedDetail {
  lotId: number;
  /** The signed-in member won it. */
  won: boolean;
  currentBid: number | null;
}

export type TroveBidPlacedEvent = CustomEvent<TroveBidPlacedDetail>;
export type TroveOutbidEvent = CustomEvent<TroveOutbidDetail>;
export type TroveLotClosedEvent = CustomEvent<TroveLotClosedDetail>;

export function bidPlacedDetail(result: BidResult, userId: number | null): TroveBidPlacedDetail {
  return {
    lotId: result.lot.id,
    amount: result.amount,
    leading: result.user.id === userId,
    currentBid: result.lot.current_bid,
    nextBid: result.next_bid,
  };
}

export const outbidDetail = (lot: Lot): TroveOutbidDetail => ({
  lotId: lot.id,
  currentBid: lot.current_bid,
  nextBid: lot.next_bid,
});

export const lotClosedDetail = (lot: Lot): TroveLotClosedDetail => ({
  lotId: lot.id,
  won: hasWon(lot, 'closed'),
  currentBid: lot.current_bid,
});
